// Event settings and team settings (SPEC §2.5, §6) as their users see them: the demo event's
// staff producer edits the event, the Aurora Foxes captain edits the team's colours, and a
// player with no rights is refused. What the tests change is put back afterwards.
import { expect, test, type BrowserContext } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { TEAMS } from "../../server/seed/demoData.ts";
import { e2eState } from "./state.ts";

const EVENT_PAGE = `/event/${shortId(DEMO_EVENT_ID)}`;
const AUR = seedId("team:AUR");
const TEAM_PAGE = `/team/${shortId(AUR)}`;
type Person = keyof ReturnType<typeof e2eState>["tokens"];

/** A page of the test's context signed in as `who` (one person a test). */
async function pageAs(context: BrowserContext, who: Person, path: string) {
  const page = await context.newPage();
  await page.addInitScript((t) => localStorage.setItem("auth_token", t), e2eState().tokens[who]);
  await page.goto(path);
  return page;
}

test.afterAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${e2eState().tokens.admin}` };
  const event = await request.post("/actions/update-event-settings", {
    headers,
    data: { event: DEMO_EVENT_ID, settings: { short: "Spring Cup", blocks: { foldy: { use: true } } } },
  });
  expect(event.ok(), await event.text()).toBe(true);
  const team = await request.post("/actions/update-team-settings", {
    headers,
    data: { team: AUR, settings: { theme: { color_theme: TEAMS[0].colors[0] } } },
  });
  expect(team.ok(), await team.text()).toBe(true);
});

test.describe("event and team settings", () => {
  test("the event's staff producer renames the event, turns a page off and is told why unsafe CSS is refused", async ({ context }) => {
    const page = await pageAs(context, "producer", `${EVENT_PAGE}/settings`);
    await expect(page.getByTestId("event-settings")).toBeVisible();

    await page.getByTestId("event-general-short").fill("Spring Edit");
    await page.getByTestId("event-general-save").click();
    await expect(page.getByTestId("event-general-notice")).toHaveText("Saved");
    // The event page's own-site prompt names the event by its short name, live.
    await expect(page.getByTestId("minisite-prompt")).toContainText("open Spring Edit");

    const nav = page.getByRole("navigation", { name: "Event pages" });
    await expect(nav.getByRole("link", { name: "Foldy Sheet" })).toBeVisible();
    await page.getByTestId("settings-tab-blocks").click();
    await page.getByTestId("blocks-foldy").uncheck();
    await page.getByTestId("event-blocks-save").click();
    await expect(page.getByTestId("event-blocks-notice")).toHaveText("Saved");
    await expect(nav.getByRole("link", { name: "Foldy Sheet" })).toHaveCount(0);

    await page.getByTestId("settings-tab-css").click();
    await page.getByTestId("event-css-text").fill(".overlay { color: red; }\n@import url(https://evil.example/x.css);");
    await page.getByTestId("event-css-save").click();
    await expect(page.getByTestId("event-css-error")).toContainText("Line 2: @import is not allowed in broadcast CSS");

    await page.goto(EVENT_PAGE);
    await expect(page.getByTestId("minisite-prompt")).toContainText("open Spring Edit");
    await expect(page.getByRole("navigation", { name: "Event pages" }).getByRole("link", { name: "Foldy Sheet" })).toHaveCount(0);
    await page.close();
  });

  test("the captain changes the team's colours and sees them on the team page", async ({ context }) => {
    const page = await pageAs(context, "captain", `${TEAM_PAGE}/settings`);
    await page.getByTestId("team-theme-color_theme").fill("#123456");
    await expect(page.getByTestId("team-theme-preview")).toHaveCSS("background-color", "rgb(18, 52, 86)");
    await page.getByTestId("team-identity-save").click();
    await expect(page.getByTestId("team-identity-notice")).toHaveText("Saved");
    await page.goto(TEAM_PAGE);
    await expect(page.getByTestId("team-header")).toHaveCSS("background-color", "rgb(18, 52, 86)");
    // The captain finds the settings from the team page.
    await page.getByRole("navigation", { name: "Team pages" }).getByRole("link", { name: "Settings" }).click();
    await expect(page.getByTestId("team-settings")).toBeVisible();
    await page.close();
  });

  test("a player with no rights is refused with SPEC's words", async ({ context }) => {
    const page = await pageAs(context, "stranger", `${EVENT_PAGE}/settings`);
    await expect(page.getByTestId("event-settings-denied")).toHaveText("You don't have permission to edit this event");
    await page.goto(`${TEAM_PAGE}/settings`);
    await expect(page.getByTestId("team-settings-denied")).toHaveText("Only this team's captains and staff can change its settings.");
    // Nor does the team page offer them a Settings tab.
    await page.goto(TEAM_PAGE);
    await expect(page.getByRole("navigation", { name: "Team pages" }).getByRole("link", { name: "Theme" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Team pages" }).getByRole("link", { name: "Settings" })).toHaveCount(0);
    await page.close();
  });
});
