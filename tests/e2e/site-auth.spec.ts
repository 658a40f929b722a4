import { expect, test, type Page } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { seedId } from "../../server/seed/demo.ts";
import { e2eState } from "./state.ts";

const LIVE_MATCH = seedId("match:0:4");

async function signInWithStoredToken(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem("auth_token", t), token);
}

test.describe("sign-in, profile and live updates", () => {
  test("a protected page without a user goes to /login, which explains the token sign-in without Discord", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    // The e2e server has no Discord app configured: the page says how to get a token and what Discord needs.
    await expect(page.getByTestId("login-token-help")).toContainText("npm run token");
    await expect(page.getByTestId("login-setup")).toContainText("DISCORD_CLIENT_ID");
    await page.getByTestId("login-token-input").fill(e2eState().tokens.captain);
    await page.getByTestId("login-token-submit").click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("profile-name")).toHaveValue("Kitsune");
  });

  test("with Discord configured, /login goes straight on to Discord's sign-in carrying the return path", async ({ page }) => {
    await page.route("**/auth/providers", (route) => route.fulfill({ json: { discord: true } }));
    let redirectUrl = "";
    await page.route("**/auth/discord/redirect*", (route) => {
      redirectUrl = route.request().url();
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>chat platform</p>" });
    });
    await page.goto("/profile");
    await expect(page.getByText("chat platform")).toBeVisible();
    expect(new URL(redirectUrl).searchParams.get("next")).toBe("/profile");
  });

  test("signing in with a token through the token modal shows the user and their menu", async ({ page }) => {
    const { tokens } = e2eState();
    // Outside production a link may carry a token; an empty one is refused.
    await page.goto("/?token=");
    await expect(page.getByTestId("forced-token-message")).toHaveText("No token supplied");
    await page.keyboard.press("Escape");
    await page.goto(`/?token=${tokens.producer}`);
    await page.getByTestId("forced-token-modal").getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("user-name")).toHaveText("Demo Producer");
    await expect(page.getByTestId("nav-profile")).toBeVisible();
    await expect(page.getByTestId("nav-dashboard")).toBeVisible();
    await page.getByTestId("user-menu-button").click();
    const menu = page.getByTestId("user-menu");
    for (const item of [
      "Player page",
      "Edit profile",
      "Dashboard",
      "Source overview",
      "Tally Viewer",
      "Token",
      "Re-authenticate",
      "Logout",
    ])
      await expect(menu.getByText(item, { exact: true })).toBeVisible();
    await menu.getByText("Token", { exact: true }).click();
    await expect(page.getByTestId("token-copy")).toBeDisabled();
    await page.getByTestId("token-safe").check();
    await expect(page.getByTestId("token-copy")).toBeEnabled();
    await page.keyboard.press("Escape");
    await page.goto("/events");
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("logout").click();
    await expect(page.getByTestId("nav-login")).toBeVisible();
  });

  test("/cams gives a signed-in player their own cam send link, the one cam overlays view", async ({ page }) => {
    await page.goto("/cams");
    await expect(page.getByTestId("cams-sign-in")).toBeVisible();
    await signInWithStoredToken(page, e2eState().tokens.captain);
    await page.goto("/cams");
    await expect(page.getByTestId("cam-send-link")).toHaveValue(`https://vdo.ninja/?push=${shortId(seedId("player:Kitsune"))}`);
  });

  test("the profile shows read-only name and battletag, validates pronunciation and saves", async ({ page }) => {
    await signInWithStoredToken(page, e2eState().tokens.captain);
    await page.goto("/profile");
    await expect(page.getByTestId("profile-name")).toHaveValue("Kitsune");
    await expect(page.getByTestId("profile-name")).toHaveAttribute("readonly", "");
    await expect(page.getByTestId("profile-battletag")).toHaveAttribute("title", /support channel/);
    await page.getByTestId("profile-pronunciation").fill("k".repeat(101));
    await expect(page.getByTestId("profile-pronunciation")).toHaveAttribute("aria-invalid", "true");
    await page.getByTestId("profile-pronunciation").fill("kit-SOO-neh");
    await expect(page.getByTestId("profile-pronunciation")).toHaveAttribute("aria-invalid", "false");
    await expect(page.getByTestId("profile-hero").locator("optgroup")).toHaveCount(3);
    await page.getByTestId("profile-pronouns").selectOption("they/them");
    await page.getByTestId("profile-save").click();
    await expect(page.getByTestId("profile-save")).toHaveText("Saved");
    await page.goto(`/player/${shortId(seedId("player:Kitsune"))}`);
    await expect(page.getByTestId("player-profile")).toContainText("kit-SOO-neh");
  });

  test("a score change reaches an open match page without a reload", async ({ page, request }) => {
    const { tokens } = e2eState();
    await page.goto(`/match/${shortId(LIVE_MATCH)}`);
    await expect(page.getByTestId("live-badge")).toBeVisible();
    const before = await page.getByTestId("match-score").textContent();
    const marker = await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = Math.random()));
    const reply = await request.post("/actions/update-match-data", {
      headers: { Authorization: `Bearer ${tokens.admin}` },
      data: { matchID: LIVE_MATCH, updatedData: { score_1: 2, score_2: 2 } },
    });
    expect(reply.ok()).toBe(true);
    await expect(page.getByTestId("match-score")).toHaveText("2 - 2");
    expect(before).toBe("2 - 1");
    expect(await page.evaluate(() => (window as unknown as { __marker: number }).__marker)).toBe(marker);
    // Back to the seeded 2-1 for the tests that follow.
    await request.post("/actions/update-match-data", {
      headers: { Authorization: `Bearer ${tokens.admin}` },
      data: { matchID: LIVE_MATCH, updatedData: { score_1: 2, score_2: 1 } },
    });
  });

  test("the token modal signs a visitor in, and an unknown token is refused with the server's message", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("nav-token").click();
    await page.getByTestId("token-input").fill("not-a-real-token");
    await page.getByTestId("token-submit").click();
    await expect(page.getByTestId("token-modal").getByRole("alert")).toHaveText("Unknown token");
    await page.getByTestId("token-input").fill(e2eState().tokens.admin);
    // Signed in, the page reloads: the reloaded page, not the one before it, shows the name.
    const reloaded = page.waitForEvent("load");
    await page.getByTestId("token-submit").click();
    await reloaded;
    await expect(page.getByTestId("user-name")).toHaveText("Admin Morgan");
    // The auth cookie lasts 30 days.
    const cookie = (await page.context().cookies()).find((c) => c.name === "auth_token");
    expect(cookie && cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // Event editors see the event's Settings page.
    await page.goto(`/event/${shortId(seedId("event:spring"))}`);
    await page.getByTestId("event-tab-settings").click();
    await expect(page.getByTestId("event-settings")).toBeVisible();
    // /reset clears the auth cookie and goes home.
    await page.goto("/reset");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("nav-login")).toBeVisible();
    // Only this browser forgets it: the session itself is not revoked.
    const again = await page.request.post("/auth/login", { data: { token: e2eState().tokens.admin } });
    expect((await again.json()).user?.name).toBe("Admin Morgan");
  });

  test("the chat-platform return page shows Authentication error with the server's message", async ({ page }) => {
    await page.goto("/auth/discord/return?code=abc&state=xyz");
    await expect(page.getByTestId("auth-return").locator("h1")).toHaveText("Authentication error");
    await expect(page.getByTestId("auth-error")).not.toBeEmpty();
  });

  test("/me goes to the signed-in player's page", async ({ page }) => {
    await signInWithStoredToken(page, e2eState().tokens.captain);
    await page.goto("/me");
    await expect(page.getByTestId("player-name")).toContainText("Kitsune");
  });
});
