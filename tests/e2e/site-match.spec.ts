// The signed-in match tools (SPEC §2.5, §2.8, §4, §6): score reporting, rescheduling and
// the match editor, driven as the demo's people: the Aurora Foxes captain, the Midnight
// Owls captain, an admin who edits any match, and a player of neither team.
import { expect, test, type APIRequestContext, type Browser, type Page } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { seedId } from "../../server/seed/demo.ts";
import { e2eState } from "./state.ts";

// An upcoming group match (Midnight Owls vs Crimson Tide) that each test turns into
// Aurora Foxes vs Midnight Owls and puts back afterwards.
const MATCH = seedId("match:0:5");
const PAGE = `/match/${shortId(MATCH)}`;
const AUR = seedId("team:AUR");
const MNO = seedId("team:MNO");
const ZONE = "America/New_York";
type Person = keyof ReturnType<typeof e2eState>["tokens"];

test.use({ timezoneId: ZONE });

async function adminPost(request: APIRequestContext, key: string, data: unknown) {
  const reply = await request.post(`/actions/${key}`, { headers: { Authorization: `Bearer ${e2eState().tokens.admin}` }, data });
  expect(reply.ok(), await reply.text()).toBe(true);
}

const RESTORED = [
  "teams",
  "start",
  "score_1",
  "score_2",
  "first_to",
  "forfeit",
  "forfeit_reason",
  "custom_name",
  "special_event",
  "vod",
  "vod_2",
  "alternative_vod",
] as const;

/** Aurora Foxes vs Midnight Owls on the match for the body; every field it may change is put back, and its maps removed. */
async function withAurVsMno(request: APIRequestContext, body: () => Promise<void>) {
  const before = (await (await request.get(`/thing/${MATCH}`)).json()) as Record<string, unknown>;
  expect(before.maps).toBeUndefined();
  try {
    await adminPost(request, "update-match-data", { matchID: MATCH, updatedData: { teams: [AUR, MNO] } });
    await body();
  } finally {
    const after = (await (await request.get(`/thing/${MATCH}`)).json()) as Record<string, unknown>;
    const blank = (key: string) => (["forfeit", "special_event"].includes(key) ? false : typeof after[key] === "string" ? "" : null);
    const changed = RESTORED.filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]));
    const updatedData = Object.fromEntries(changed.map((key) => [key, before[key] ?? blank(key)]));
    await adminPost(request, "update-match-data", { matchID: MATCH, updatedData });
    if (after.maps) await adminPost(request, "update-map-data", { matchID: MATCH, mapData: [] });
  }
}

/** A page signed in as one of the demo's people, in its own browser context. */
async function openAs(browser: Browser, who: Person, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, timezoneId: ZONE });
  const page = await context.newPage();
  await page.addInitScript((t) => localStorage.setItem("auth_token", t), e2eState().tokens[who]);
  await page.goto(path);
  return page;
}

test.describe("signed-in match tools", () => {
  test("a player of neither team gets no tools, and only match editors get the editor", async ({ browser, request }) => {
    await withAurVsMno(request, async () => {
      const stranger = await openAs(browser, "stranger", `${PAGE}/score-reporting`);
      await expect(stranger.getByTestId("match-header")).toContainText("Aurora Foxes");
      // Shown once the viewer and the reports have loaded: from then on, no badge, form or editor link.
      await expect(stranger.getByTestId("score-not-on-team")).toHaveText("Only players on this match's teams can do that");
      await expect(stranger.getByTestId("score-report-form")).toHaveCount(0);
      await expect(stranger.getByTestId("match-badges")).toHaveCount(0);
      await expect(stranger.getByTestId("match-editor-link")).toHaveCount(0);
      await stranger.goto(`${PAGE}/rescheduling`);
      await expect(stranger.getByTestId("reschedule-not-on-team")).toBeVisible();
      await expect(stranger.getByTestId("reschedule-form")).toHaveCount(0);
      await stranger.goto(`${PAGE}/editor`);
      await expect(stranger.getByTestId("editor-forbidden")).toHaveText("You don't have permission to edit this match");

      // A captain reports scores but does not edit the match.
      const captain = await openAs(browser, "captain", `${PAGE}/editor`);
      await expect(captain.getByTestId("editor-forbidden")).toHaveText("You don't have permission to edit this match");
      await expect(captain.getByTestId("score-report-badge-label")).toHaveText("Available");
      await expect(captain.getByTestId("reschedule-badge-label")).toHaveText("Reschedule: Available");
      await captain.context().close();
      await stranger.context().close();
    });
  });

  test("a reschedule request moves the match once the opponent and staff approve it", async ({ browser, request }) => {
    await withAurVsMno(request, async () => {
      const captain = await openAs(browser, "captain", PAGE);
      await captain.getByTestId("reschedule-link").click();
      await expect(captain.getByTestId("rescheduling").locator("h2")).toHaveText("Reschedule");
      await captain.getByTestId("reschedule-submit").click();
      await expect(captain.getByTestId("reschedule-error")).toContainText("Choose the new start time");
      // 7:30 PM in New York, the viewer's zone.
      await captain.getByTestId("reschedule-start").fill("2030-06-15T19:30");
      await captain.getByTestId("reschedule-submit").click();
      await expect(captain.getByTestId("reschedule-notice")).toHaveText("Reschedule request submitted");
      await expect(captain.getByTestId("reschedule-state-label")).toHaveText("Reschedule: Submitted");
      await expect(captain.getByTestId("reschedule-state")).toContainText("Waiting for opponent approval");
      await expect(captain.getByTestId("reschedule-approve")).toHaveCount(0);

      const opponent = await openAs(browser, "opponent", `${PAGE}/rescheduling`);
      await expect(opponent.getByTestId("reschedule-badge-label")).toHaveText("Reschedule: Needs approval");
      await expect(opponent.getByTestId("reschedule-request")).toContainText(
        "Aurora Foxes asks to move the match to Saturday 15 June 2030, 7:30 PM ET",
      );
      await opponent.getByTestId("reschedule-approve").click();
      await expect(opponent.getByTestId("reschedule-notice")).toHaveText("Reschedule request approved");
      await expect(captain.getByTestId("reschedule-state")).toContainText("Waiting for staff approval");

      const admin = await openAs(browser, "admin", `${PAGE}/rescheduling`);
      await expect(admin.getByTestId("reschedule-badge-label")).toHaveText("Reschedule: Needs approval");
      await admin.getByTestId("reschedule-approve").click();
      await expect(admin.getByTestId("reschedule-notice")).toHaveText("Set match start to: Saturday 15 June 2030, 7:30 PM ET");
      // The captain's open page follows live: new start, request done, badge gone.
      await expect(captain.getByTestId("reschedule-current")).toHaveText("Sat 15 Jun 7:30 PM ET");
      await expect(captain.getByTestId("reschedule-badge")).toHaveCount(0);
      await expect(captain.getByTestId("reschedule-form")).toBeVisible();
      const saved = (await (await request.get(`/thing/${MATCH}`)).json()) as { start: number };
      expect(saved.start).toBe(Date.UTC(2030, 5, 15, 23, 30));
      for (const page of [captain, opponent, admin]) await page.context().close();
    });
  });

  test("the match editor saves the score, start, details and maps with their notices", async ({ browser, request }) => {
    await withAurVsMno(request, async () => {
      const admin = await openAs(browser, "admin", PAGE);
      await admin.getByTestId("match-editor-link").click();
      const editor = admin.getByTestId("match-editor");
      await expect(editor.locator("h2")).toHaveText("Match editor");

      await admin.getByTestId("editor-score-1").fill("5");
      await admin.getByTestId("editor-score-save").click();
      await expect(admin.getByTestId("editor-score-error")).toContainText("Team 1 score: At most 3 (first to 3)");
      await admin.getByTestId("editor-score-1").fill("2");
      await admin.getByTestId("editor-score-2").fill("1");
      await admin.getByTestId("editor-score-save").click();
      await expect(admin.getByTestId("editor-score-notice")).toHaveText("Score set to 2-1");
      await expect(admin.getByTestId("match-score")).toHaveText("2 - 1");

      await admin.getByTestId("editor-change-time").click();
      await expect(admin.getByRole("dialog", { name: "Time editor" })).toBeVisible();
      await admin.getByTestId("time-editor-input").fill("2030-07-01T18:00");
      await admin.getByTestId("time-editor-ok").click();
      await expect(admin.getByTestId("editor-details-notice")).toHaveText("Set match start to: Monday 1 July 2030, 6:00 PM ET");
      await expect(admin.getByTestId("editor-start")).toHaveText("Mon 1 Jul 6:00 PM ET");

      await admin.getByTestId("editor-vod").fill("not a link");
      await admin.getByTestId("editor-save-details").click();
      await expect(admin.getByTestId("editor-details-error")).toContainText("VOD: Enter a full link (https://…)");
      // (A saved VOD could only be cleared to "", not removed, so this test saves first_to instead.)
      await admin.getByTestId("editor-vod").fill("");
      await admin.getByTestId("editor-first-to").fill("4");
      await admin.getByTestId("editor-save-details").click();
      await expect(admin.getByTestId("editor-details-notice")).toHaveText("Map details saved");
      await expect(admin.getByTestId("match-header")).toContainText("First to 4");

      await admin.getByTestId("editor-map-add").click();
      await admin.getByTestId("editor-map-name-0").fill("Busan");
      await admin.getByTestId("editor-map-score-1-0").fill("2");
      await admin.getByTestId("editor-map-score-2-0").fill("0");
      await admin.getByTestId("editor-maps-save").click();
      await expect(admin.getByTestId("editor-maps-notice")).toHaveText("Map data saved");

      await admin.getByRole("link", { name: "VOD", exact: true }).click();
      await expect(admin.getByTestId("maps-table")).toContainText("Busan");
      await expect(admin.getByTestId("maps-table")).toContainText("Aurora Foxes");
      await admin.context().close();
    });
  });

  test("a score report: the captain submits, the opponent approves, staff approve, and the score appears live", async ({
    browser,
    request,
  }) => {
    await withAurVsMno(request, async () => {
      const captain = await openAs(browser, "captain", PAGE);
      await expect(captain.getByTestId("score-report-badge-label")).toHaveText("Available");
      await captain.getByTestId("score-report-link").click();
      await captain.getByTestId("score-explainer-open").click();
      await expect(captain.getByRole("dialog", { name: "Reporting Score" })).toContainText("the other team and the event staff approve");
      await captain.keyboard.press("Escape");
      await captain.getByTestId("score-input-1").fill("3");
      await captain.getByTestId("score-input-2").fill("1");
      await captain.getByTestId("score-maps-add").click();
      await captain.getByTestId("score-maps-name-0").fill("Busan");
      await captain.getByTestId("score-maps-score-1-0").fill("2");
      await captain.getByTestId("score-maps-score-2-0").fill("0");
      await captain.getByTestId("score-submit").click();
      await expect(captain.getByTestId("score-notice")).toHaveText("Score report submitted");
      await expect(captain.getByTestId("score-report-badge-label")).toHaveText("Submitted");
      await expect(captain.getByTestId("score-state")).toContainText("Waiting for opponent approval");
      await expect(captain.getByTestId("score-approve")).toHaveCount(0);
      await expect(captain.getByTestId("match-score")).toHaveText("0 - 0");

      const opponent = await openAs(browser, "opponent", PAGE);
      await expect(opponent.getByTestId("score-report-badge-label")).toHaveText("Needs approval");
      await opponent.getByTestId("score-report-link").click();
      await expect(opponent.getByTestId("score-proposal-score")).toHaveText("Aurora Foxes 3 - 1 Midnight Owls");
      await expect(opponent.getByTestId("score-proposal")).toContainText("Busan");
      // A counter-edit identical to the proposal is refused by the server, with its reason.
      await opponent.getByTestId("score-load-proposal").click();
      await expect(opponent.getByTestId("score-input-1")).toHaveValue("3");
      await expect(opponent.getByTestId("score-maps-name-0")).toHaveValue("Busan");
      await opponent.getByTestId("score-counter").click();
      await expect(opponent.getByTestId("score-error")).toContainText("A counter-edit identical to the proposal cannot be submitted");
      await expect(opponent.getByTestId("score-error")).toContainText("Report data: Identical to the proposal");
      await opponent.getByTestId("score-approve").click();
      await expect(opponent.getByTestId("score-notice")).toHaveText("Score report approved");
      await expect(opponent.getByTestId("score-state")).toContainText("Waiting for staff approval");
      await expect(captain.getByTestId("score-state")).toContainText("Waiting for staff approval");

      const admin = await openAs(browser, "admin", `${PAGE}/score-reporting`);
      await expect(admin.getByTestId("score-report-badge-label")).toHaveText("Needs approval");
      await admin.getByTestId("score-approve").click();
      await expect(admin.getByTestId("score-notice")).toHaveText("Score set to 3-1");
      // The captain's page, open all along, shows the result without a reload.
      await expect(captain.getByTestId("match-score")).toHaveText("3 - 1");
      await expect(captain.getByTestId("score-report-badge-label")).toHaveText("Complete");
      await expect(captain.getByTestId("score-report-form")).toHaveCount(0);
      await expect(captain.getByTestId("score-complete")).toHaveText("This match is already complete");
      for (const page of [captain, opponent, admin]) await page.context().close();
    });
  });
});
