// The producer dashboard, driven as a producer drives it: signed in as the demo producer, with
// the broadcast's overlays open in a second page, each change made through the dashboard's
// own controls must reach the overlay and answer with its toast. Timings are printed, not asserted.
import { expect, test, type BrowserContext, type Page } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { seedId } from "../../server/seed/demo.ts";
import { openOverlay, SCREENSHOT_TIMEOUT } from "./overlays-helpers.ts";
import { EVENTUALLY_MS } from "../eventually.ts";
import { e2eState } from "./state.ts";

const LIVE_MATCH = seedId("match:0:4");

/** Every panel of SPEC §2.9 the demo broadcast shows: it has a live match, a channel, gfx and team comms; its live match is in no bracket. */
const PANELS = [
  "previews",
  "live-match",
  "broadcast",
  "countdown",
  "break",
  "desk-display",
  "desk-guests",
  "schedule",
  "player-cams",
  "highlights",
  "roles",
  "twitch",
  "gfx",
  "comms",
  "customisation",
  "match-editor",
];

/** Sign in with a stored token, and note the time of every click for the timings below (a page of the test's context: one person a test). */
async function signedInPage(context: BrowserContext, token: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.addInitScript((t) => {
    localStorage.setItem("auth_token", t);
    document.addEventListener("click", () => ((window as any).__clickedAt = Date.now()), true);
  }, token);
  return page;
}

/**
 * Start watching the overlay for texts (joined with "|") matching `pattern`; resolves with the
 * time it was seen (ms epoch), or -1 after EVENTUALLY_MS.
 */
function watch(overlay: Page, pattern: RegExp): Promise<number> {
  return overlay.evaluate(
    ({ source, flags, limit }) =>
      new Promise<number>((resolve) => {
        const o = (window as any).__overlay;
        const re = new RegExp(source, flags);
        const t0 = Date.now();
        const tick = () => {
          if (re.test(o.texts().join("|"))) resolve(Date.now());
          else if (Date.now() - t0 > limit) resolve(-1);
          else setTimeout(tick, 2);
        };
        tick();
      }),
    { source: pattern.source, flags: pattern.flags, limit: EVENTUALLY_MS },
  );
}

/**
 * Click through the dashboard, then wait for the overlay to show `pattern` and the toast to
 * read `toast`. Prints how long after the click the overlay had it.
 */
async function clickToAir(dash: Page, overlay: Page, what: string, click: () => Promise<void>, pattern: RegExp, toast: string | RegExp) {
  const texts = await overlay.evaluate(() => (window as any).__overlay.texts().join("|"));
  expect(texts, `${what}: the overlay must not show it before the click`).not.toMatch(pattern);
  const seen = watch(overlay, pattern);
  await click();
  const at = await seen;
  const clickedAt = await dash.evaluate(() => (window as any).__clickedAt as number);
  expect(at, `${what}: the overlay never showed ${pattern}`).toBeGreaterThan(0);
  console.log(`${what}: on the overlay ${at - clickedAt} ms after the click`);
  await expect(dash.getByTestId("toast").filter({ hasText: toast })).toBeVisible();
}

test.describe("the producer dashboard", () => {
  test("every panel is there, and changes made through it reach the open overlays with a toast", async ({ browser, context }) => {
    const { tokens } = e2eState();
    const dash = await signedInPage(context, tokens.producer);
    // The demo's live match is 2-1 on its fourth map; this show starts it again from 0-0.
    const reset = await dash.request.post("/actions/update-match-data", {
      headers: { Authorization: `Bearer ${tokens.producer}` },
      data: { matchID: LIVE_MATCH, updatedData: { score_1: 0, score_2: 0 } },
    });
    expect(reset.ok()).toBe(true);
    await dash.goto("/dashboard");
    for (const id of PANELS) await expect(dash.getByTestId(`panel-${id}`), id).toBeVisible();
    await expect(dash.getByTestId("thumb-live-match")).toContainText("Aurora Foxes 0 – 0 Verdant Wolves");
    await expect(dash.getByTestId("clock-broadcast")).toContainText(/ET$/);
    // The header's modals: the broadcast switcher and the streams of the active broadcasts.
    await dash.getByTestId("broadcast-switcher-open").click();
    await expect(dash.getByTestId("broadcast-switcher")).toContainText("Current Community Cup Main Stream");
    await dash.keyboard.press("Escape");
    await dash.getByTestId("streams-open").click();
    const main = dash.getByTestId("stream-main");
    await expect(main).toContainText("Aurora Foxes 0 – 0 Verdant Wolves");
    await expect(main.getByRole("link", { name: "communitycup" })).toHaveAttribute("href", "https://www.twitch.tv/communitycup");
    await dash.keyboard.press("Escape");

    // Panels fold, and the open set survives a reload (openDashboardModules).
    const cams = dash.getByTestId("panel-player-cams");
    await cams.getByRole("button", { name: "Player Cams" }).click();
    await expect(dash.getByTestId("player-cams-save")).toBeVisible();
    await dash.reload();
    await expect(dash.getByTestId("player-cams-save")).toBeVisible();

    const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    try {
      await openOverlay(overlay, "/broadcast/main/ingame");
      await clickToAir(
        dash,
        overlay,
        "score change",
        () => dash.getByTestId("live-match-score-1-up").click(),
        // The score beside each name; a team's hero ban, named under its icon, may follow its score.
        /^AURORA FOXES\|1\|([^|\d]+\|)?VERDANT WOLVES\|0\|/,
        "Score set to 1-0",
      );
      // From the keyboard: the stepper keeps focus while its call is pending, so a next press lands too.
      const up = dash.getByTestId("live-match-score-2-up");
      await expect(dash.getByTestId("live-match-score-2")).toHaveText("0");
      await up.focus();
      await dash.keyboard.press("Enter");
      await expect(dash.getByTestId("toast").filter({ hasText: "Score set to 1-1" })).toBeVisible();
      await expect(up).toBeFocused();
      // Every other control, and what each puts on air: tests/e2e/control-air.spec.ts walks the matrix.
    } finally {
      // Back to the seeded state for the tests that follow, whatever happened above.
      const post = (key: string, data: unknown) =>
        dash.request.post(`/actions/${key}`, { headers: { Authorization: `Bearer ${tokens.producer}` }, data });
      const live = (await (await dash.request.get("/thing/broadcast-main")).json()).live_match[0];
      await post("update-match-data", { matchID: live, updatedData: { score_1: 2, score_2: 1 } });
    }
    await overlay.close();
    await dash.close();
  });

  test("each control refuses bad input the way the spec says", async ({ context }) => {
    const { tokens } = e2eState();
    const dash = await signedInPage(context, tokens.producer);
    await dash.addInitScript(() =>
      localStorage.setItem(
        "site-settings",
        JSON.stringify({
          openDashboardModules: ["desk-display", "desk-guests", "countdown", "gfx", "roles", "live-match", "live-match-editor"],
        }),
      ),
    );
    await dash.goto("/dashboard");

    // Desk display: Show needs a mode; prefix and text only for the Notice modes.
    await dash.getByTestId("desk-display-mode").selectOption("Casters");
    await expect(dash.getByTestId("desk-display-prefix")).toBeDisabled();
    await expect(dash.getByTestId("desk-display-text")).toBeDisabled();
    await dash.getByTestId("desk-display-mode").selectOption("");
    await dash.getByTestId("desk-display-show").click();
    await expect(dash.getByTestId("desk-display-error")).toHaveText("You must choose a display mode");
    await dash.getByTestId("desk-display-mode").selectOption("Notice (Event)");
    await expect(dash.getByTestId("desk-display-text")).toBeEnabled();

    // Desk guests: the manual-entry parser reads each part by its shape; each field is checked.
    await dash.getByTestId("desk-guests-entry").fill("Sam Rivers, @samrivers, they/them");
    await expect(dash.getByTestId("desk-guests-entry-preview")).toHaveText("name: Sam Rivers · twitter: @samrivers · pronouns: they/them");
    await dash.getByTestId("desk-guests-add").click();
    await expect(dash.getByTestId("desk-guests-name-0")).toHaveValue("Sam Rivers");
    await dash.getByTestId("desk-guests-twitter-0").fill("samrivers");
    await dash.getByTestId("desk-guests-pronouns-0").fill("they");
    await dash.getByTestId("desk-guests-avatar-0").fill("not a link");
    await dash.getByTestId("desk-guests-webcam-0").fill("https://example.com/cam");
    const problems = dash.getByTestId("desk-guests-problems-0");
    for (const message of [
      "Twitter handles must start with @",
      "Pronouns must contain '/'",
      "Avatar must be a valid link",
      "Webcam must be a valid view link",
    ])
      await expect(problems).toContainText(message);
    await expect(dash.getByTestId("desk-guests-save")).toBeDisabled();
    await dash.getByTestId("desk-guests-name-0").fill("@sam");
    await expect(problems).toContainText("Name must be distinguishable from other inputs");
    await dash.getByTestId("desk-guests-name-0").fill("");
    await expect(problems).toContainText("Name is required");
    await dash.getByTestId("desk-guests-name-0").fill("Sam Rivers");
    await dash.getByTestId("desk-guests-twitter-0").fill("@samrivers");
    await dash.getByTestId("desk-guests-pronouns-0").fill("they/them");
    await dash.getByTestId("desk-guests-avatar-0").fill("");
    await dash.getByTestId("desk-guests-webcam-0").fill("");
    await expect(problems).toHaveCount(0);
    await dash.getByTestId("desk-guests-save").click();
    await expect(dash.getByTestId("toast").filter({ hasText: "Updated guests" })).toBeVisible();
    // Removing a named guest asks first.
    await dash.getByTestId("desk-guests-remove-0").click();
    await expect(dash.getByTestId("desk-guests-confirm")).toContainText("Remove Sam Rivers from the desk guests?");
    await dash.getByTestId("desk-guests-confirm-remove").click();
    await expect(dash.getByTestId("desk-guests-row-0")).toHaveCount(0);
    await dash.getByTestId("desk-guests-save").click();
    await expect(dash.getByTestId("desk-guests-status")).toHaveText("No guests");

    // Countdown: a custom duration of nothing cannot be set; Clear has nothing to clear.
    await expect(dash.getByTestId("countdown-set")).toBeDisabled();
    await dash.getByTestId("countdown-minutes").fill("0");
    await expect(dash.getByTestId("countdown-set")).toBeDisabled();
    await dash.getByTestId("countdown-minutes").fill("2");
    await expect(dash.getByTestId("countdown-set")).toBeEnabled();

    // GFX: the matrix count takes a whole number from 1 to 24; anything else is ignored.
    const count = dash.getByTestId("gfx-matrix-count");
    for (const [answer, shown] of [
      ["30", "Buttons: 6"],
      ["two", "Buttons: 6"],
      ["12", "Buttons: 12"],
    ]) {
      dash.once("dialog", (dialog) => dialog.accept(answer));
      await count.click();
      await expect(count).toHaveText(shown);
    }

    // Broadcast Roles: Observer 4 rows, Caster 2, the others 1.
    await expect(dash.getByTestId("roles-row-observer").locator("select")).toHaveCount(4);
    await expect(dash.getByTestId("roles-row-caster").locator("select")).toHaveCount(2);
    await expect(dash.getByTestId("roles-row-producer").locator("select")).toHaveCount(1);

    // Observer settings: the summary reads "All off" once Show overlay is turned off.
    await dash.getByTestId("observer-settings-open").click();
    await dash.getByTestId("observer-setting-show-overlay").click();
    await expect(dash.getByTestId("observer-settings-open")).toHaveText("Observer: All off");
    await dash.getByTestId("observer-setting-show-overlay").click();
    await expect(dash.getByTestId("observer-settings-open")).toHaveText("Observer: Show overlay");
    await dash.keyboard.press("Escape");

    // The Time editor: a start before the event began is refused, with the spec's warning.
    await dash.getByTestId("editor-change-time").click();
    await expect(dash.getByTestId("time-editor-limits")).toContainText("This match must start at or after");
    await dash.getByTestId("time-editor-input").fill("2001-01-01T10:00");
    await expect(dash.getByTestId("time-editor-ok")).toBeDisabled();
    await dash.getByTestId("time-editor-earliest").click();
    await expect(dash.getByTestId("time-editor-ok")).toBeEnabled();
    await dash.getByTestId("time-editor-cancel").click();
    await dash.close();
  });

  test("with a playoff match live, the brackets panel shows its bracket; the schedule's Live Match toggle puts the group match back", async ({
    context,
  }) => {
    const { tokens } = e2eState();
    const dash = await signedInPage(context, tokens.producer);
    await dash.goto("/dashboard");
    await expect(dash.getByTestId("panel-live-match")).toBeVisible();
    await expect(dash.getByTestId("panel-brackets")).toHaveCount(0);
    const reply = await dash.request.post("/actions/update-broadcast", {
      headers: { Authorization: `Bearer ${tokens.producer}` },
      data: { match: seedId("match:playoff:1") },
    });
    expect(reply.ok()).toBe(true);
    try {
      // The demo producer is on the event's staff: the bracket comes with Resolve.
      const brackets = dash.getByTestId("panel-brackets");
      await brackets.getByRole("button", { name: "Bracket" }).click();
      await expect(brackets.getByRole("heading", { name: "Playoffs" })).toBeVisible();
      await expect(brackets.getByTestId("bracket-resolve")).toBeVisible();
      await dash.getByTestId("panel-schedule").getByRole("button", { name: "Schedule" }).click();
      await dash.getByTestId(`schedule-live-${shortId(LIVE_MATCH)}`).click();
      await expect(dash.getByTestId("toast").filter({ hasText: "Live match set" })).toBeVisible();
      await expect(dash.getByTestId("thumb-live-match")).toContainText("Aurora Foxes 2 – 1 Verdant Wolves");
      await expect(dash.getByTestId("panel-brackets")).toHaveCount(0);
    } finally {
      // The group match live again, whatever happened above.
      await dash.request.post("/actions/update-broadcast", {
        headers: { Authorization: `Bearer ${tokens.producer}` },
        data: { match: LIVE_MATCH },
      });
    }
    await dash.close();
  });

  test("a player without a production client sees no dashboard link, and /dashboard says why", async ({ context }) => {
    const { tokens } = e2eState();
    const page = await signedInPage(context, tokens.captain);
    await page.goto("/events");
    await expect(page.getByTestId("user-name")).toHaveText("Kitsune");
    await expect(page.getByTestId("nav-dashboard")).toHaveCount(0);
    await page.getByTestId("user-menu-button").click();
    await expect(page.getByTestId("user-menu").getByText("Dashboard", { exact: true })).toHaveCount(0);
    await page.goto("/dashboard");
    await expect(page.getByTestId("dashboard-denied")).toContainText("Your account has no production client");
    await page.close();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1920, height: 1080 },
  ])
    test(`the whole dashboard at ${viewport.width}x${viewport.height} looks as its baseline`, async ({ context }) => {
      const dash = await signedInPage(context, e2eState().tokens.producer, viewport);
      await dash.goto("/dashboard");
      await expect(dash.getByTestId("program-view").locator("iframe")).toBeVisible();
      await expect(dash.getByTestId("live-match-score-1")).toBeVisible();
      // The comparison waits for two equal frames. Masked, as they change on their own: the clocks (the
      // countdown panel's status names the time), OBS's "Retrying in N s", and the program view with the break
      // panel's status, where the automated break rotates its pages (the overlay tests compare those scenes).
      await expect(dash).toHaveScreenshot(`dashboard-${viewport.width}x${viewport.height}.png`, {
        mask: [
          dash.locator('[data-testid^="clock-"], [role="timer"], [data-testid="transmitter-light"] .transmitter-light-text'),
          dash.getByTestId("preview-strip").locator("iframe"),
          dash.locator('[data-testid="panel-break"] .panel-status, [data-testid="panel-countdown"] .panel-status'),
        ],
        stylePath: "tests/e2e/screenshot.css",
        timeout: SCREENSHOT_TIMEOUT,
      });
      await dash.close();
    });
});
