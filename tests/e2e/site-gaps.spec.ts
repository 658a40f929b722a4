// Issue 33's public-site gaps: each test here failed on the site before the fix.
import { expect, test, type Page } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { e2eState } from "./state.ts";

const EVENT = shortId(DEMO_EVENT_ID);
const TEAM = shortId(seedId("team:AUR"));
const minisite = () => `http://spring.localhost:${e2eState().port}`;

async function signInWithStoredToken(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem("auth_token", t), token);
}

test.describe("public site gaps (issue 33)", () => {
  test("the user menu links organisers and event staff to the organiser console, and no one else", async ({ page }) => {
    await signInWithStoredToken(page, e2eState().tokens.admin);
    await page.goto("/events");
    await page.getByTestId("user-menu-button").click();
    const item = page.getByTestId("user-menu").getByRole("menuitem", { name: "Organiser console" });
    await expect(item).toHaveAttribute("href", "/organiser");
    await item.click();
    await expect(page).toHaveURL(/\/organiser(\/events)?$/);

    const other = await page.context().browser()!.newPage();
    await other.addInitScript((t) => localStorage.setItem("auth_token", t), e2eState().tokens.captain);
    await other.goto(new URL("/events", page.url()).href);
    await other.getByTestId("user-menu-button").click();
    await expect(other.getByTestId("user-menu").getByRole("menuitem", { name: "Edit profile" })).toBeVisible();
    await expect(other.getByTestId("user-menu").getByRole("menuitem", { name: "Organiser console" })).toHaveCount(0);
    await other.close();
  });

  test("the teams page groups teams under their event, so two teams of one name can be told apart", async ({ page }) => {
    await page.goto("/teams");
    const groups = page.getByTestId("team-event-group");
    // Two events (spring: eight teams, winter: four), ten events a page: one page with all twelve teams.
    await expect(groups).toHaveCount(2);
    await expect(page.getByTestId("team-row")).toHaveCount(12);
    await expect(page.getByTestId("team-page")).toHaveText("Page 1 of 1");
    await expect(groups.nth(0).getByTestId("team-event-name")).toHaveText("Community Cup Spring 2026");
    await expect(groups.nth(0)).toContainText("8 teams");
    await expect(groups.nth(1).getByTestId("team-event-name")).toHaveText("Community Cup Winter Invitational");
    await expect(groups.nth(1)).toContainText("4 teams");
    for (const group of [groups.nth(0), groups.nth(1)])
      await expect(group.getByTestId("team-row").filter({ hasText: "Aurora Foxes" })).toHaveCount(1);
    await page.getByTestId("team-filter").fill("aurora");
    await expect(page.getByTestId("team-row")).toHaveCount(2);
    await expect(groups).toHaveCount(2);
  });

  test("an unknown event sub-page shows Not Found, on the main site and on the minisite", async ({ page }) => {
    await page.goto(`/event/${EVENT}/nonsense`);
    await expect(page.getByTestId("not-found")).toContainText("Not Found");
    await expect(page.getByTestId("event-overview")).toHaveCount(0);
    await page.goto(`/event/${EVENT}/schedule/nonsense`);
    await expect(page.getByTestId("not-found")).toContainText("Not Found");
    await page.goto(`${minisite()}/nonsense`);
    await expect(page.getByTestId("not-found")).toContainText("Not Found");
    await expect(page.getByTestId("event-overview")).toHaveCount(0);
    await page.goto(`${minisite()}/schedule/nonsense`);
    await expect(page.getByTestId("not-found")).toContainText("Not Found");
  });

  test("a page opened with a full rec id links onwards with the short id (SPEC §2.1)", async ({ page }) => {
    await page.goto(`/event/${DEMO_EVENT_ID}`);
    await expect(page.getByTestId("event-name")).toHaveText("Community Cup Spring 2026");
    await expect(page.getByTestId("event-tab-about")).toHaveAttribute("href", `/event/${EVENT}/about`);
    await page.getByTestId("event-tab-schedule").click();
    await expect(page.getByTestId("event-schedule")).toBeVisible();
    await page.goto(`/team/${seedId("team:AUR")}`);
    await expect(page.getByTestId("team-name")).toHaveText("Aurora Foxes");
    const hrefs = await page
      .locator("main a[href^='/team/'], main a[href^='/calendar/']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).not.toContain("/rec");
    expect(hrefs).toContain(`/team/${TEAM}/matches`);
  });

  test("logging in from a minisite comes back to the minisite page it started from", async ({ page }) => {
    await page.goto(`${minisite()}/schedule`);
    await expect(page.getByTestId("event-schedule")).toBeVisible();
    await page.getByTestId("nav-login").click();
    // The main site's login, told to come back to the minisite's page.
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${e2eState().port}/login\\?next=`));
    expect(new URL(page.url()).searchParams.get("next")).toBe(`${minisite()}/schedule`);
    await page.getByTestId("login-token-input").fill(e2eState().tokens.captain);
    await page.getByTestId("login-token-submit").click();
    await expect(page).toHaveURL(`${minisite()}/schedule`);
    await expect(page.getByTestId("event-schedule")).toBeVisible();
  });

  test("the login page never sends anyone to another site", async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent("https://example.com/")}`);
    await page.getByTestId("login-token-input").fill(e2eState().tokens.captain);
    await page.getByTestId("login-token-submit").click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("form inputs take no more than the server does", async ({ page }) => {
    await signInWithStoredToken(page, e2eState().tokens.captain);
    await page.goto("/profile");
    await expect(page.getByTestId("profile-pronunciation")).toHaveAttribute("maxlength", "500");
    await page.goto(`/team/${TEAM}/settings`);
    await expect(page.getByTestId("team-settings-name")).toHaveAttribute("maxlength", "100");
    const admin = await page.context().browser()!.newPage();
    await admin.addInitScript((t) => localStorage.setItem("auth_token", t), e2eState().tokens.admin);
    await admin.goto(new URL(`/match/${shortId(seedId("match:0:4"))}/editor`, page.url()).href);
    await admin.getByTestId("editor-forfeit").check();
    await expect(admin.getByTestId("editor-forfeit-reason")).toHaveAttribute("maxlength", "500");
    await expect(admin.getByTestId("editor-vod")).toHaveAttribute("maxlength", "500");
    await admin.close();
  });

  test("a refused profile save says what to change once, in the page's words", async ({ page }) => {
    await signInWithStoredToken(page, e2eState().tokens.captain);
    // A save the page cannot make itself (pronouns off its list), as an old or forged client would send it.
    await page.route("**/actions/update-profile-data", (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as { profileData: Record<string, unknown> };
      return route.continue({ postData: JSON.stringify({ profileData: { ...body.profileData, pronouns: "xe/xem" } }) });
    });
    await page.goto("/profile");
    await expect(page.getByTestId("profile-name")).toHaveValue("Kitsune");
    await page.getByTestId("profile-save").click();
    const error = page.getByTestId("profile-error");
    await expect(error).toHaveText("Pronouns: choose one of he/him, she/her, they/them, he/they, she/they, any");
    await expect(error.locator("li")).toHaveCount(0);
  });
});
