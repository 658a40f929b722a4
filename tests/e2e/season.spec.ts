// A season from nothing (issue 17): the product started as an organiser starts it, on a fresh
// data folder with no demo (SEED_DEMO=0), and driven only through its pages. The organiser sets
// the site up, creates a series and an event, opens sign-ups; six players sign in through the
// chat platform's OAuth (a stand-in) and sign up; the organiser builds three teams from the
// sign-ups, imports the group matches from a CSV, creates a broadcast and a client and sets a
// live match; a captain reports the score and the organiser approves it. The standings, the
// public pages and the ingame overlay show it, and the audit lists each step with its author.
import { expect, test, type Browser, type BrowserContext, type Page } from "./test.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { startOAuthStandIn, startSeasonServer, type SeasonServer } from "./season-server.ts";
import { seasonPortOf } from "./state.ts";
import { EVENTUALLY_MS } from "../eventually.ts";

const ZONE = "Europe/London";
// A step that cannot find its control fails in seconds, not at the end of the whole season.
test.use({ actionTimeout: EVENTUALLY_MS });
const PLAYERS = [
  { name: "Ash", role: "Tank", sr: "3400" },
  { name: "Birch", role: "Support", sr: "3100" },
  { name: "Cedar", role: "Tank", sr: "3550" },
  { name: "Dune", role: "DPS", sr: "2900" },
  { name: "Elm", role: "DPS", sr: "3250" },
  { name: "Fern", role: "Support", sr: "3000" },
];
const TEAMS = [
  { name: "Falcons", code: "FAL", players: ["Ash", "Birch"], captain: "Ash" },
  { name: "Harriers", code: "HAR", players: ["Cedar", "Dune"], captain: "Cedar" },
  { name: "Kestrels", code: "KES", players: ["Elm", "Fern"], captain: "Elm" },
];

let oauth: Awaited<ReturnType<typeof startOAuthStandIn>>;
let season: SeasonServer;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  oauth = await startOAuthStandIn();
  season = await startSeasonServer(seasonPortOf(E2E_PORT), oauth.url);
});
test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await season?.stop();
  await oauth?.close();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: season.origin, timezoneId: ZONE });
  contexts.push(context);
  return context.newPage();
}

/** A record picker of the console: search, then pick the first result that names it. */
async function pick(page: Page, field: string, search: string, name: string | RegExp = search) {
  await page.getByTestId(`ref-search-${field}`).fill(search);
  await page.getByTestId(`ref-results-${field}`).getByRole("button", { name }).first().click();
}

async function saveForm(page: Page) {
  await page.getByTestId("org-save").click();
  await expect(page.getByTestId("org-saved")).toHaveText("Saved");
}

/** The id at the end of the page's address (a record's console page). */
const idInUrl = (page: Page) => /\/(rec[0-9A-Za-z]+)$/.exec(new URL(page.url()).pathname)?.[1] ?? "";

/** An ISO time `days` from now at 19:00 UTC, as the CSV carries it. */
function isoDaysFromNow(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(19, 0, 0, 0);
  return at.toISOString().replace(".000", "");
}

test("an organiser runs a week of a season from an empty database", async ({ browser }) => {
  test.setTimeout(420_000);
  const organiser = await newPage(browser);
  let eventId = "";
  let matchId = "";

  await test.step("first run: the setup link creates the organiser's account", async () => {
    await organiser.goto(new URL(season.setupLink).pathname + new URL(season.setupLink).search);
    await expect(organiser.getByTestId("setup-code")).not.toHaveValue("");
    await organiser.getByTestId("setup-name").fill("Olive Organiser");
    await organiser.getByTestId("setup-submit").click();
    await expect(organiser).toHaveURL(/\/organiser/);
    // The link is spent: setup now says the site is set up.
    const again = await newPage(browser);
    await again.goto("/setup");
    await expect(again.getByTestId("setup-done")).toBeVisible();
  });

  await test.step("a series, and an event in it", async () => {
    await organiser.goto("/organiser/event-series/new");
    await organiser.getByTestId("field-name").fill("Community League");
    await saveForm(organiser);
    await organiser.goto("/organiser/events/new");
    await organiser.getByTestId("field-name").fill("Autumn Cup");
    await organiser.getByTestId("field-short").fill("AC");
    await organiser.getByTestId("field-show_in_events").check();
    await pick(organiser, "series", "Community", "Community League");
    await saveForm(organiser);
    eventId = idInUrl(organiser);
    expect(eventId).toMatch(/^rec/);
  });

  await test.step("event settings: score reporting with staff approval, standings, and sign-ups open", async () => {
    await organiser.goto(`/event/${eventId}/settings`);
    await organiser.getByTestId("settings-tab-blocks").click();
    await organiser.getByTestId("blocks-score-use").check();
    await organiser.getByTestId("blocks-score-staff").check();
    await organiser.getByTestId("blocks-standings").check();
    await organiser.getByTestId("event-blocks-save").click();
    await expect(organiser.getByTestId("event-blocks-notice")).toHaveText("Saved");
    await organiser.goto(`/event/${eventId}/settings/signups`);
    await organiser.getByTestId("signups-open").check();
    await organiser.getByTestId("event-signups-save").click();
    await expect(organiser.getByTestId("event-signups-notice")).toHaveText("Saved");
  });

  await test.step("six players sign in with the chat platform and sign up", async () => {
    // One after another at one browser, as at a sign-up desk: each leaves signed out (its cookies and
    // storage cleared), and the next finds the site's code in the browser's cache.
    const page = await newPage(browser);
    for (const player of PLAYERS) {
      await page.goto(`/event/${eventId}/signup`);
      await page.getByTestId("signup-sign-in").click();
      // The platform's authorize page, then back to the sign-up form.
      await page.getByLabel("Username").fill(player.name);
      await page.getByRole("button", { name: "Authorize" }).click();
      await expect(page.getByTestId("signup-form")).toBeVisible();
      await page.getByTestId("signup-main-role").selectOption(player.role);
      await page.getByTestId("signup-sr").fill(player.sr);
      await page.getByTestId("signup-submit").click();
      await expect(page.getByTestId("signup-done-role")).toHaveText(player.role);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
    }
  });

  await test.step("three teams are built from the sign-ups", async () => {
    await organiser.goto(`/event/${eventId}/signups`);
    await expect(organiser.getByTestId("signup-row")).toHaveCount(PLAYERS.length);
    for (const team of TEAMS) {
      for (const name of team.players) await organiser.getByLabel(`Select ${name}`).check();
      await organiser.getByTestId("signups-team-name").fill(team.name);
      await organiser.getByTestId("signups-team-code").fill(team.code);
      await organiser.getByTestId("signups-team-captain").selectOption({ label: team.captain });
      await organiser.getByTestId("signups-team-create").click();
      await expect(organiser.getByTestId("signups-team-notice")).toContainText(team.name);
      for (const name of team.players) await expect(organiser.getByLabel(`Select ${name}`)).not.toBeChecked();
    }
  });

  await test.step("the group matches are imported from a CSV, previewed first", async () => {
    const csv = [
      "team_1,team_2,start,first_to,group,round,week",
      `Falcons,Harriers,${isoDaysFromNow(-1)},2,Group A,Round 1,1`,
      `Kestrels,Falcons,${isoDaysFromNow(0)},2,Group A,Round 1,1`,
      `Harriers,Kestrels,${isoDaysFromNow(6)},2,Group A,Round 2,2`,
    ].join("\n");
    await organiser.goto("/organiser/import");
    await organiser.getByTestId("import-event").selectOption(eventId);
    await organiser.getByTestId("import-kind").selectOption("matches");
    await organiser.getByTestId("import-format").selectOption("csv");
    // A typo in a team's name is caught in the preview, and nothing can be imported.
    await organiser.getByTestId("import-text").fill(csv.replace("Kestrels,Falcons", "Kestrel,Falcons"));
    await organiser.getByTestId("import-preview").click();
    await expect(organiser.getByTestId("import-preview-result")).toContainText("Kestrel");
    await expect(organiser.getByTestId("import-confirm")).toBeDisabled();
    await organiser.getByTestId("import-text").fill(csv);
    await organiser.getByTestId("import-preview").click();
    await expect(organiser.getByTestId("import-confirm")).toBeEnabled();
    await organiser.getByTestId("import-confirm").click();
    await expect(organiser.getByTestId("import-done")).toContainText("3");
  });

  await test.step("a broadcast and its client; the first match goes live", async () => {
    await organiser.goto("/organiser/matches?q=falcons%20harriers");
    await organiser.getByTestId("org-row").filter({ hasText: "Falcons vs Harriers" }).click();
    await expect(organiser).toHaveURL(/\/organiser\/matches\/rec/);
    matchId = idInUrl(organiser);
    expect(matchId).toMatch(/^rec/);

    await organiser.goto("/organiser/broadcasts/new");
    await organiser.getByTestId("field-name").fill("Autumn Cup Main Stream");
    await organiser.getByTestId("field-key").fill("autumn");
    await pick(organiser, "event", "Autumn", "Autumn Cup");
    await saveForm(organiser);
    const broadcastUrl = organiser.url();

    await organiser.goto("/organiser/clients/new");
    await organiser.getByTestId("field-key").fill("olive");
    await organiser.getByTestId("field-name").fill("Olive's PC");
    await pick(organiser, "broadcast", "Autumn", "Autumn Cup Main Stream");
    await pick(organiser, "staff", "Olive", "Olive Organiser");
    await saveForm(organiser);

    // The client names its broadcast, so the broadcast lists the client (both sides of the relation).
    await organiser.goto(broadcastUrl);
    await expect(organiser.getByRole("list", { name: "Chosen: Clients" })).toContainText("Olive's PC");
    await pick(organiser, "live_match", "Falcons", /Falcons vs Harriers/);
    await saveForm(organiser);
  });

  const captain = await newPage(browser);
  await test.step("the captain reports the score, the organiser approves it", async () => {
    await captain.goto(`/match/${matchId}`);
    await captain.getByRole("link", { name: "Log in" }).click();
    await captain.getByLabel("Username").fill("Ash");
    await captain.getByRole("button", { name: "Authorize" }).click();
    // Back from the platform, signed in, on the page the captain left.
    await expect(captain.getByRole("button", { name: "Ash" })).toBeVisible();
    await expect(captain).toHaveURL(new RegExp(`/match/${matchId}$`));
    await expect(captain.getByTestId("score-report-badge-label")).toHaveText("Available");
    await captain.getByTestId("score-report-link").click();
    await captain.getByTestId("score-input-1").fill("2");
    await captain.getByTestId("score-input-2").fill("0");
    await captain.getByTestId("score-submit").click();
    await expect(captain.getByTestId("score-notice")).toHaveText("Score report submitted");
    await expect(captain.getByTestId("score-state")).toContainText("Waiting for staff approval");

    await organiser.goto(`/match/${matchId}/score-reporting`);
    await organiser.getByTestId("score-approve").click();
    await expect(organiser.getByTestId("score-notice")).toHaveText("Score set to 2-0");
    // The captain's page, open all along, shows the result without a reload.
    await expect(captain.getByTestId("match-score")).toHaveText("2 - 0");
  });

  await test.step("the standings, the public pages and the ingame overlay show it", async () => {
    const viewer = await newPage(browser);
    await viewer.goto(`/event/${eventId}/standings`);
    const standings = viewer.getByTestId("event-standings");
    await expect(standings.getByRole("row").nth(1)).toContainText("Falcons");
    await expect(standings.getByRole("row").nth(1)).toContainText("1-0");
    await expect(standings.getByRole("row").filter({ hasText: "Harriers" })).toContainText("0-1");

    await viewer.goto("/events");
    await expect(viewer.getByText("Autumn Cup").first()).toBeVisible();
    await viewer.goto(`/match/${matchId}`);
    await expect(viewer.getByTestId("match-score")).toHaveText("2 - 0");

    await viewer.goto("/broadcast/autumn/ingame");
    await viewer.waitForFunction(() => (window as any).__overlay?.drawn, null);
    await expect
      .poll(() => viewer.evaluate(() => (window as any).__overlay.texts() as string[]))
      .toEqual(expect.arrayContaining(["FALCONS", "HARRIERS", "2", "0"]));
  });

  await test.step("the audit lists each step with its author", async () => {
    await organiser.goto(`/organiser/audit?match=${matchId}`);
    const entries = organiser.getByTestId("org-audit-entry");
    await expect(entries.filter({ hasText: "import-records" }).first()).toContainText("Olive Organiser");
    await expect(entries.filter({ hasText: "submit-score-report" }).filter({ hasText: "Ash" }).first()).toBeVisible();
    // The approval wrote the report and the match: the match's entry carries the score.
    await expect(
      entries.filter({ hasText: "submit-score-report" }).filter({ hasText: "Olive Organiser" }).filter({ hasText: "score_1" }),
    ).toHaveCount(1);
    await organiser.goto(`/organiser/audit?broadcast=autumn`);
    await expect(organiser.getByTestId("org-audit-entry").filter({ hasText: "live_match" }).first()).toContainText("Olive Organiser");
    // An event's history sits beside its form in the console.
    await organiser.goto(`/organiser/events/${eventId}`);
    await expect(organiser.getByTestId("org-audit-entry").filter({ hasText: "update-event-settings" }).first()).toContainText(
      "Olive Organiser",
    );
    await expect(organiser.getByTestId("org-audit-entry").filter({ hasText: "create-team-from-signups" }).first()).toContainText(
      "Olive Organiser",
    );
  });
});
