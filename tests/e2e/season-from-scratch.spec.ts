// A season built from an empty server through the pages (issue 33's Bar): the product started
// as an organiser starts it (SEED_DEMO=0), the /setup link makes the first organiser, who creates
// an event in the console, imports 16 teams by CSV, makes a Swiss stage (3 wins to advance, 3
// losses out) on the console's Stages page, plays it through to 8 advancing teams by score
// reports, makes an 8-team double elimination of them, seeded by the Swiss standings, on the
// event settings' Stages page, and plays it through to a champion, shown on the bracket page.
// Nobody presses Resolve: each result moves its stage on by itself, and after each round the
// next matches show real team names on the schedule and match pages.
//
// Some reports go through the pages (a captain submits on the match's score reporting page, the
// organiser approves on it); the bulk of the 47 results are sent as the same HTTP actions those
// pages call (`submit-score-report`, submit then approve), signed in as the captain and the
// organiser through the same OAuth sign-in, so the test stays within a few minutes.
import { expect, test, type Browser, type BrowserContext, type Page } from "./test.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { swissStandings, type StageConfig } from "../../domain/stages/index.ts";
import { EVENTUALLY_MS } from "../eventually.ts";
import { seasonHttp, type SeasonHttp } from "./season-http.ts";
import { startOAuthStandIn, startSeasonServer, userIdOf, type SeasonServer } from "./season-server.ts";
import { seasonFromScratchPortOf } from "./state.ts";

test.use({ actionTimeout: EVENTUALLY_MS });

/** Sixteen teams in seed order, each with its captain (a chat-platform user of the same name). */
const TEAMS = [
  ["Amber Otters", "AMB", "Ava"],
  ["Basalt Bears", "BAS", "Ben"],
  ["Cobalt Cranes", "COB", "Cleo"],
  ["Dusk Drakes", "DUS", "Dov"],
  ["Ember Elks", "EMB", "Eve"],
  ["Frost Foxes", "FRO", "Finn"],
  ["Garnet Geese", "GAR", "Gus"],
  ["Harbor Hawks", "HAR", "Hana"],
  ["Indigo Ibis", "IND", "Ivo"],
  ["Jade Jackals", "JAD", "Juno"],
  ["Kelp Kites", "KEL", "Kai"],
  ["Lunar Lynx", "LUN", "Lea"],
  ["Marble Moths", "MAR", "Milo"],
  ["Nickel Newts", "NIC", "Nia"],
  ["Onyx Owls", "ONY", "Oto"],
  ["Pine Pumas", "PIN", "Pia"],
].map(([name, code, captain]) => ({ name, code, captain }));
const SWISS = "Swiss Stage";
const PLAYOFFS = "Playoffs";

interface Match {
  id: string;
  match_number?: number;
  teams?: (string | null)[];
  score_1?: number;
  score_2?: number;
  first_to?: number;
  forfeit?: boolean;
}
const complete = (m: Match) => !!m.forfeit || Math.max(m.score_1 ?? 0, m.score_2 ?? 0) >= (m.first_to ?? 1);
const ready = (m: Match) => m.teams?.length === 2 && m.teams.every(Boolean) && !complete(m);

let oauth: Awaited<ReturnType<typeof startOAuthStandIn>>;
let season: SeasonServer;
let http: SeasonHttp;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  oauth = await startOAuthStandIn();
  season = await startSeasonServer(seasonFromScratchPortOf(E2E_PORT), oauth.url);
  http = await seasonHttp(season.origin);
});
test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await http?.close();
  await season?.stop();
  await oauth?.close();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: season.origin, timezoneId: "UTC" });
  contexts.push(context);
  return context.newPage();
}

async function importCsv(page: Page, eventId: string, kind: "teams" | "players", csv: string, done: string) {
  await page.goto("/organiser/import");
  await page.getByTestId("import-event").selectOption(eventId);
  await page.getByTestId("import-kind").selectOption(kind);
  await page.getByLabel("File contents").fill(csv);
  await page.getByTestId("import-preview").click();
  await expect(page.getByTestId("import-confirm")).toHaveText(`Import ${TEAMS.length} rows`);
  await page.getByTestId("import-confirm").click();
  await expect(page.getByTestId("import-done")).toContainText(done);
}

/** Seeds teams on a Stages page one by one, in the order given. */
async function seed(page: Page, names: readonly string[]) {
  for (const name of names) await page.getByRole("button", { name: `Add ${name}`, exact: true }).click();
  await expect(page.getByTestId("stage-seed")).toHaveText(names.map((name, i) => new RegExp(`^${i + 1}${name}`)));
}

test("an organiser runs a Swiss stage and double-elimination playoffs from an empty server, without Resolve", async ({ browser }) => {
  test.setTimeout(300_000);
  const organiser = await newPage(browser);
  let eventId = "";
  let organiserToken = "";
  /** Team id by name, name by team id, captain's session token by team id. */
  const teamId = new Map<string, string>();
  const teamName = new Map<string, string>();
  const captainToken = new Map<string, string>();
  let swissSeeds: string[] = [];
  const name = (id: string | null | undefined) => (id ? (teamName.get(id) ?? id) : "TBD");

  const eventRecord = async () => (await http.things<{ teams?: string[]; brackets?: string[] }>([eventId]))[0];
  const bracketOf = async (bracketName: string) => {
    const brackets = await http.things<{ id: string; name?: string; ordered_matches?: string[] }>((await eventRecord()).brackets ?? []);
    const bracket = brackets.find((b) => b.name === bracketName);
    expect(bracket, `the event lists a bracket named ${bracketName}`).toBeTruthy();
    return bracket!;
  };
  const stageMatches = async (bracketName: string) => http.things<Match>((await bracketOf(bracketName)).ordered_matches ?? []);

  /** A result over HTTP: the winner's captain submits, the organiser approves (staff approval is on). */
  const reportByHttp = async (match: Match, winner: 1 | 2) => {
    const firstTo = match.first_to ?? 1;
    const matchData = winner === 1 ? { score_1: firstTo, score_2: 0 } : { score_1: 0, score_2: firstTo };
    const captain = captainToken.get(match.teams![winner - 1]!)!;
    await http.act(captain, "submit-score-report", { matchID: match.id, action: "submit", reportData: { matchData } });
    await http.act(organiserToken, "submit-score-report", { matchID: match.id, action: "approve" });
  };

  /** A result through the pages: the winner's captain signs in and reports on the match page, the organiser approves there. */
  const reportByPages = async (match: Match, winner: 1 | 2) => {
    const firstTo = match.first_to ?? 1;
    const captainName = TEAMS.find((t) => t.name === name(match.teams![winner - 1]))!.captain;
    const captain = await newPage(browser);
    await captain.goto(`/match/${match.id}`);
    await captain.getByRole("link", { name: "Log in" }).click();
    await captain.getByLabel("Username").fill(captainName);
    await captain.getByRole("button", { name: "Authorize" }).click();
    await expect(captain.getByRole("button", { name: captainName })).toBeVisible();
    await captain.goto(`/match/${match.id}/score-reporting`);
    await captain.getByTestId("score-input-1").fill(String(winner === 1 ? firstTo : 0));
    await captain.getByTestId("score-input-2").fill(String(winner === 2 ? firstTo : 0));
    await captain.getByTestId("score-submit").click();
    await expect(captain.getByTestId("score-notice")).toHaveText("Score report submitted");
    await organiser.goto(`/match/${match.id}/score-reporting`);
    await organiser.getByTestId("score-approve").click();
    await expect(organiser.getByTestId("score-notice")).toHaveText(
      `Score set to ${winner === 1 ? firstTo : 0}-${winner === 2 ? firstTo : 0}`,
    );
    await captain.context().close();
  };

  /** The matches ready to play name both teams on the schedule, and the first of them on its match page: never TBD. */
  const expectNamed = async (open: readonly Match[]) => {
    await organiser.goto(`/event/${eventId}/schedule`);
    const cards = organiser.getByTestId("match-card");
    for (const m of open)
      await expect(
        cards.filter({ hasText: name(m.teams![0]) }).filter({ hasText: name(m.teams![1]) }),
        `${name(m.teams![0])} vs ${name(m.teams![1])} on the schedule`,
      ).not.toHaveCount(0);
    await organiser.goto(`/match/${open[0].id}`);
    // Both sides link to their team pages: real teams, not "TBD" (which is also what an unset start time reads).
    const sides = organiser.getByTestId("match-header").locator(".scoreline .side");
    await expect(sides).toHaveText([name(open[0].teams![0]), name(open[0].teams![1])]);
    await expect(sides.getByRole("link")).toHaveText([name(open[0].teams![0]), name(open[0].teams![1])]);
  };

  /**
   * Plays a stage until no match is left to play: each round, every match whose teams are known
   * gets a result (the better seed wins, unless `upset` says otherwise); the first of the first
   * and last rounds through the pages.
   */
  const playOut = async (bracketName: string, seeds: readonly string[], upset: (m: Match) => boolean = () => false) => {
    const seedOf = (id: string | null | undefined) => seeds.indexOf(id ?? "");
    let last: Match | null = null;
    for (let round = 1; ; round++) {
      expect(round, "the stage ends within 12 rounds").toBeLessThan(12);
      const open = (await stageMatches(bracketName)).filter(ready);
      if (!open.length) return { matches: await stageMatches(bracketName), last: last! };
      await expectNamed(open);
      for (const [i, m] of open.entries()) {
        const better: 1 | 2 = seedOf(m.teams![0]) < seedOf(m.teams![1]) ? 1 : 2;
        const winner: 1 | 2 = upset(m) ? (better === 1 ? 2 : 1) : better;
        if (i === 0 && (round === 1 || open.length === 1)) await reportByPages(m, winner);
        else await reportByHttp(m, winner);
        last = m;
      }
    }
  };

  await test.step("first run: the setup link makes the organiser", async () => {
    const link = new URL(season.setupLink);
    await organiser.goto(link.pathname + link.search);
    await organiser.getByTestId("setup-name").fill("Olive Organiser");
    await organiser.getByTestId("setup-submit").click();
    await expect(organiser).toHaveURL(/\/organiser/);
    organiserToken = (await organiser.evaluate(() => localStorage.getItem("auth_token"))) ?? "";
    expect(organiserToken).not.toBe("");
  });

  await test.step("an event in the console, with score reports approved by staff", async () => {
    await organiser.goto("/organiser/events/new");
    await organiser.getByTestId("field-name").fill("Spring Major");
    await organiser.getByTestId("field-show_in_events").check();
    await organiser.getByTestId("org-save").click();
    await expect(organiser.getByTestId("org-saved")).toHaveText("Saved");
    eventId = /\/(rec[0-9A-Za-z]+)$/.exec(new URL(organiser.url()).pathname)?.[1] ?? "";
    expect(eventId).toMatch(/^rec/);
    await organiser.goto(`/event/${eventId}/settings`);
    await organiser.getByTestId("settings-tab-blocks").click();
    await organiser.getByTestId("blocks-score-use").check();
    await organiser.getByTestId("blocks-score-staff").check();
    await organiser.getByTestId("blocks-score-opponent").uncheck();
    await organiser.getByTestId("blocks-standings").check();
    await organiser.getByTestId("event-blocks-save").click();
    await expect(organiser.getByTestId("event-blocks-notice")).toHaveText("Saved");
  });

  await test.step("16 teams imported by CSV, and their captains' chat-platform ids", async () => {
    const teamsCsv = ["name,code,players,captain", ...TEAMS.map((t) => `${t.name},${t.code},${t.captain},${t.captain}`)].join("\n");
    await importCsv(organiser, eventId, "teams", teamsCsv, `Imported: ${TEAMS.length} created`);
    const playersCsv = ["name,discord_id,team", ...TEAMS.map((t) => `${t.captain},${userIdOf(t.captain)},${t.name}`)].join("\n");
    await importCsv(organiser, eventId, "players", playersCsv, `${TEAMS.length} updated`);

    const teams = await http.things<{ id: string; name: string; captains?: string[] }>((await eventRecord()).teams ?? []);
    expect(teams.map((t) => t.name).sort()).toEqual(TEAMS.map((t) => t.name).sort());
    for (const team of teams) {
      teamId.set(team.name, team.id);
      teamName.set(team.id, team.name);
      // Each captain signs in through the chat platform as the player the import made.
      const { token, player } = await http.signIn(TEAMS.find((t) => t.name === team.name)!.captain);
      expect(team.captains).toEqual([player]);
      captainToken.set(team.id, token);
    }
    swissSeeds = TEAMS.map((t) => teamId.get(t.name)!);
  });

  await test.step("a Swiss stage on the console's Stages page: previewed, then created on confirmation", async () => {
    await organiser.goto("/organiser/stages");
    await expect(organiser.getByTestId("stages-no-event")).toBeVisible();
    await organiser.getByTestId("org-event-scope").selectOption(eventId);
    await seed(
      organiser,
      TEAMS.map((t) => t.name),
    );
    await organiser.getByLabel("Stage name").fill(SWISS);
    await organiser.getByLabel("Format").selectOption("swiss");
    await organiser.getByLabel("First to", { exact: true }).fill("1");
    await expect(organiser.getByLabel("Wins to advance")).toHaveValue("3");
    await expect(organiser.getByLabel("Losses to be eliminated")).toHaveValue("3");
    await organiser.getByLabel("Deciding matches first to").fill("2");
    // Round 1: seed 1 meets seed 9 … seed 8 meets seed 16.
    const rows = organiser.getByTestId("stage-first-round-match");
    await expect(rows).toHaveCount(8);
    for (let i = 0; i < 8; i++) await expect(rows.nth(i)).toContainText(`${TEAMS[i].name} vs ${TEAMS[i + 8].name}`);
    await expect(organiser.getByTestId("stage-preview-bracket")).toBeVisible();
    // Nothing is written before the confirmation.
    expect((await eventRecord()).brackets ?? []).toEqual([]);
    await organiser.getByRole("button", { name: "Create stage" }).click();
    await expect(organiser.getByTestId("stage-confirm")).toContainText("a bracket and 8 matches");
    await organiser.getByRole("button", { name: "Yes, create it" }).click();
    await expect(organiser.getByTestId("stage-notice")).toHaveText(`Created ${SWISS}: 8 matches.`);
    await expect(organiser.getByRole("link", { name: `See ${SWISS} on the bracket page` })).toBeVisible();
  });

  let advanced: string[] = [];
  await test.step("the Swiss stage is played through by score reports to 8 advancing teams", async () => {
    // The 8 v 16 opener is an upset; every other match goes to the better seed.
    const eight = swissSeeds[7];
    const sixteen = swissSeeds[15];
    const { matches } = await playOut(SWISS, swissSeeds, (m) => m.teams!.includes(eight) && m.teams!.includes(sixteen));
    // Valve's rules with 16 teams, 3 wins and 3 losses: 33 matches, no rematch.
    expect(matches).toHaveLength(33);
    expect(matches.every(complete)).toBe(true);
    const pairs = matches.map((m) => [...m.teams!].sort().join(" "));
    expect(new Set(pairs).size).toBe(pairs.length);
    const config: StageConfig = { format: "swiss", teams: swissSeeds, firstTo: 1, options: { wins: 3, losses: 3, decidingFirstTo: 2 } };
    const standings = swissStandings(
      config,
      matches.map((m) => ({ number: m.match_number ?? 0, teams: m.teams!, score_1: m.score_1, score_2: m.score_2, first_to: m.first_to })),
    );
    advanced = standings.filter((s) => s.status === "advanced").map((s) => s.team);
    expect(advanced).toHaveLength(8);
    expect(standings.filter((s) => s.status === "eliminated")).toHaveLength(8);
  });

  await test.step("double-elimination playoffs on the event settings' Stages page, seeded by the Swiss standings", async () => {
    await organiser.goto(`/event/${eventId}/settings`);
    await organiser.getByTestId("settings-link-stages").click();
    await expect(organiser).toHaveURL(new RegExp(`/event/(rec)?${eventId.slice(3)}/settings/stages$`));
    // Add all, then start again: the Swiss stage offers its advancing teams by standing; a seed moves up and back.
    await organiser.getByRole("button", { name: "Add all teams in the event's order" }).click();
    await expect(organiser.getByTestId("stage-seed")).toHaveCount(16);
    await organiser.getByRole("button", { name: "Clear seeds" }).click();
    await expect(organiser.getByTestId("stage-seed")).toHaveCount(0);
    const names = advanced.map(name);
    const seedList = (order: readonly string[]) => order.map((n, i) => new RegExp(`^${i + 1}${n}`));
    await organiser.getByRole("button", { name: `Seed the 8 teams that advanced from ${SWISS}` }).click();
    await expect(organiser.getByTestId("stage-seed")).toHaveText(seedList(names));
    await organiser.getByRole("button", { name: `Move ${names[1]} up` }).click();
    await expect(organiser.getByTestId("stage-seed")).toHaveText(seedList([names[1], names[0], ...names.slice(2)]));
    await organiser.getByRole("button", { name: `Move ${names[1]} down` }).click();
    await expect(organiser.getByTestId("stage-seed")).toHaveText(seedList(names));
    await organiser.getByLabel("Stage name").fill(PLAYOFFS);
    await organiser.getByLabel("Format").selectOption("double-elimination");
    await organiser.getByLabel("First to", { exact: true }).fill("2");
    // The upper bracket opens 1 v 8, 4 v 5, 2 v 7, 3 v 6.
    const rows = organiser.getByTestId("stage-first-round-match");
    await expect(rows).toHaveCount(4);
    for (const [a, b] of [
      [0, 7],
      [3, 4],
      [1, 6],
      [2, 5],
    ])
      await expect(rows.filter({ hasText: `${names[a]} vs ${names[b]}` })).toHaveCount(1);
    await organiser.getByRole("button", { name: "Create stage" }).click();
    await organiser.getByRole("button", { name: "Yes, create it" }).click();
    await expect(organiser.getByTestId("stage-notice")).toContainText(`Created ${PLAYOFFS}:`);
  });

  await test.step("the playoffs are played through by score reports, and the champion is shown", async () => {
    const { matches, last: final } = await playOut(PLAYOFFS, advanced);
    // 7 upper, 6 lower and the grand final (no reset: the upper finalist won it).
    expect(matches).toHaveLength(14);
    expect(matches.every(complete)).toBe(true);
    // The better seed won every match: seed 1 is the champion, winner of the last match played.
    const champion = advanced[0];
    const side = final.teams!.indexOf(champion) + 1;
    expect(side).toBeGreaterThan(0);
    await organiser.goto(`/event/${eventId}/brackets`);
    const playoffs = organiser.getByTestId("bracket-view").filter({ has: organiser.getByRole("heading", { name: PLAYOFFS }) });
    const slot = playoffs.getByTestId(`slot-${final.match_number}-${side}`);
    await expect(slot).toHaveText(name(champion));
    await expect(slot.locator("text")).toHaveAttribute("font-weight", "700");
    await expect(playoffs.locator('[data-outcome="champion"]')).toHaveCount(1);
  });
});
