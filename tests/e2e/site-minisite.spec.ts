import { expect, test } from "./test.ts";
import { e2eState } from "./state.ts";

const minisite = () => `http://spring.localhost:${e2eState().port}`;

test.describe("event minisite on a subdomain", () => {
  test("resolves the event from the host, applies its theme and serves sub-pages at the root", async ({ page }) => {
    await page.goto(`${minisite()}/`);
    await expect(page.getByTestId("event-name")).toHaveText("Community Cup Spring 2026");
    await expect(page.getByTestId("minisite-prompt")).toHaveCount(0);
    // The theme's body colour #0b1220 and navbar colour #101828.
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(11, 18, 32)");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--navbar").trim())).toBe("#101828");
    await expect(page.getByTestId("minisite-nav-schedule")).toHaveText("Schedule");
    await expect(page.getByTestId("minisite-nav-bracket")).toHaveText("Bracket");
    await expect(page.getByTestId("minisite-nav-standings")).toHaveText("Standings");
    await page.getByTestId("minisite-nav-schedule").click();
    await expect(page).toHaveURL(`${minisite()}/schedule`);
    await expect(page.getByTestId("event-schedule")).toContainText("Week 1");
    await page.goto(`${minisite()}/staff/extended`);
    await expect(page.getByTestId("event-staff")).toContainText("Admin Morgan");
    // Event tabs link to /{sub} on the minisite.
    await expect(page.getByTestId("event-tab-about")).toHaveAttribute("href", "/about");
  });

  test("falls back to the default routes for other paths", async ({ page }) => {
    await page.goto(`${minisite()}/teams`);
    await expect(page.getByTestId("team-row")).toHaveCount(12);
  });

  test("shows Not Found for a subdomain with no event", async ({ page }) => {
    await page.goto(`http://nosuchevent.localhost:${e2eState().port}/`);
    await expect(page.getByTestId("not-found")).toContainText("Not Found");
    await page.goto(`http://nosuchevent.localhost:${e2eState().port}/players`);
    await expect(page.getByTestId("player-search")).toBeVisible();
  });

  test("the main site links an event with a subdomain to its minisite", async ({ page }) => {
    await page.goto("/events");
    const card = page.getByTestId("event-card").filter({ hasText: "Community Cup Spring 2026" });
    await expect(card).toHaveAttribute("href", `${minisite()}/`);
  });

  test("a minisite root has the event's link preview", async ({ request }) => {
    // Node cannot resolve *.localhost, so the request names the minisite in its Host header.
    const html = await (await request.get("/", { headers: { Host: `spring.localhost:${e2eState().port}` } })).text();
    expect(html).toContain(`<meta property="og:title" content="Community Cup Spring 2026" />`);
  });
});
