// import-records over real HTTP on the demo seed (issue 17): each format previews without
// writing, confirms in one transaction with both sides of every link, and a file with a bad
// row shows per-row errors and writes nothing.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportRow } from "../../domain/importRows.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "./harness.ts";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url), "utf8");

let t: TestServer;
let staff: string;

beforeAll(async () => {
  // More imports in a minute than a person makes (their own limit is tested in importLoad.test.ts).
  t = await startTestServer({ config: { rateLimits: { importsPerMinute: 1000 } } });
  staff = await t.tokenFor(seedId("player:Caster Quinn"));
});
afterAll(() => t.close());

type Kind = "teams" | "players" | "matches";
const call = (kind: Kind, file: string, confirm: boolean, extra: Record<string, unknown> = {}, token = staff) =>
  t.post(
    "/actions/import-records",
    { event: DEMO_EVENT_ID, kind, format: file.endsWith(".json") ? "json" : "csv", text: fixture(file), confirm, ...extra },
    token,
  );

/** Preview (which must not write), then confirm: answers both replies. */
async function previewThenConfirm(kind: Kind, file: string, extra: Record<string, unknown> = {}) {
  const before = await t.store.revision();
  const preview = await call(kind, file, false, extra);
  expect(preview.status).toBe(200);
  expect(preview.body.data.confirmed).toBe(false);
  expect(await t.store.revision()).toBe(before);
  const done = await call(kind, file, true, extra);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  expect(done.body.data.confirmed).toBe(true);
  return {
    preview: preview.body.data as { rows: ImportRow[]; counts: Record<string, number>; error: string | null },
    done: done.body.data,
  };
}

async function teamNamed(name: string) {
  const event = await t.store.getTyped(DEMO_EVENT_ID, "Events");
  const teams = await t.store.getMany(event!.teams ?? []);
  const team = teams.find((x) => x?.__tableName === "Teams" && (x as { name: string }).name === name);
  return team ? (await t.store.getTyped(team.id, "Teams"))! : null;
}

async function playersOf(teamId: string) {
  const team = await t.store.getTyped(teamId, "Teams");
  return Promise.all((team!.players ?? []).map(async (id) => (await t.store.getTyped(id, "Players"))!));
}

describe("import-records: good files", () => {
  it("imports teams from our CSV with their players and captain, linked both ways", async () => {
    const { preview, done } = await previewThenConfirm("teams", "teams.csv");
    expect(preview.error).toBeNull();
    expect(preview.rows.map((r) => [r.row, r.status])).toEqual([
      [2, "create"],
      [3, "create"],
    ]);
    expect(done).toMatchObject({ created: 2, updated: 0, skipped: 0 });
    const seals = (await teamNamed("Harbour Seals"))!;
    expect(done.ids).toContain(seals.id);
    expect(seals.code).toBe("HBS");
    expect(seals.event).toEqual([DEMO_EVENT_ID]);
    const players = await playersOf(seals.id);
    expect(players.map((p) => p.name)).toEqual(["Kelp", "Tidewater", "Reef, Jr."]);
    for (const p of players) expect(p.member_of).toEqual([seals.id]);
    expect(seals.captains).toEqual([players[0].id]);
    expect(players[0].captain_of).toEqual([seals.id]);
  });

  it("matches the same file again instead of duplicating: every row skips and nothing is written", async () => {
    const before = await t.store.revision();
    const again = await call("teams", "teams.csv", true);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, skipped: 2 });
    expect(await t.store.revision()).toBe(before);
  });

  it("imports players from our CSV: new ones join their team, an existing one is updated", async () => {
    const { preview, done } = await previewThenConfirm("players", "players.csv");
    expect(preview.rows.map((r) => r.status)).toEqual(["create", "update", "create"]);
    expect(done).toMatchObject({ created: 2, updated: 1 });
    const seals = (await teamNamed("Harbour Seals"))!;
    const hawks = (await teamNamed("Copper Hawks"))!;
    const sealPlayers = await playersOf(seals.id);
    expect(sealPlayers.map((p) => p.name)).toEqual(["Kelp", "Tidewater", "Reef, Jr.", "Marlin"]);
    const kelp = sealPlayers[0];
    expect(kelp).toMatchObject({ battletag: "Kelp#1000", role: "Tank", manual_sr: 4100, member_of: [seals.id] });
    expect(sealPlayers[3]).toMatchObject({ battletag: "Marlin#2101", discord_id: "301234567890123456", role: "Support", manual_sr: 3875 });
    const spire = (await playersOf(hawks.id)).find((p) => p.name === "Spire")!;
    expect(spire).toMatchObject({ role: "DPS", manual_sr: 3600, member_of: [hawks.id] });
  });

  it("imports matches from our CSV, reading local starts in the payload's time zone", async () => {
    const { preview, done } = await previewThenConfirm("matches", "matches.csv", { timezone: "America/New_York" });
    expect(preview.rows.map((r) => r.status)).toEqual(["create", "create"]);
    expect(done.created).toBe(2);
    const [first, second] = await Promise.all(done.ids.map((id: string) => t.store.getTyped(id, "Matches")));
    const seals = (await teamNamed("Harbour Seals"))!;
    const hawks = (await teamNamed("Copper Hawks"))!;
    expect(first).toMatchObject({
      event: [DEMO_EVENT_ID],
      teams: [seals.id, hawks.id],
      start: Date.UTC(2026, 11, 6, 0),
      first_to: 3,
      match_group: "Group C",
      round: "Round 1",
      week: 4,
      match_number: 101,
    });
    expect(second).toMatchObject({ teams: [hawks.id, seedId("team:AUR")], start: Date.UTC(2026, 11, 6, 19), first_to: 2 });
    const event = await t.store.getTyped(DEMO_EVENT_ID, "Events");
    expect(event!.matches).toEqual(expect.arrayContaining(done.ids));
    expect(seals.matches).toContain(first!.id);
  });

  it("imports a Challonge export: its new participant becomes a team, an undecided match is skipped", async () => {
    const { preview, done } = await previewThenConfirm("matches", "challonge.json");
    expect(preview.rows.map((r) => [r.table, r.status])).toEqual([
      ["Teams", "create"],
      ["Matches", "create"],
      ["Matches", "skip"],
    ]);
    expect(done).toMatchObject({ created: 2, skipped: 1 });
    const moths = (await teamNamed("Lantern Moths"))!;
    expect(moths.event).toEqual([DEMO_EVENT_ID]);
    const match = await t.store.getTyped(done.ids[1], "Matches");
    expect(match).toMatchObject({
      event: [DEMO_EVENT_ID],
      teams: [moths.id, seedId("team:AUR")],
      start: Date.UTC(2026, 11, 13, 18),
      round: "1",
      match_group: "77",
      match_number: 1,
    });
  });

  it("imports a start.gg export: entrants with their players, then its sets", async () => {
    const teams = await previewThenConfirm("teams", "startgg.json");
    expect(teams.done.created).toBe(2);
    const cranes = (await teamNamed("Paper Cranes"))!;
    expect((await playersOf(cranes.id)).map((p) => p.name)).toEqual(["Origami", "Fold"]);
    const sets = await previewThenConfirm("matches", "startgg.json");
    expect(sets.preview.rows.map((r) => [r.table, r.status])).toEqual([["Matches", "create"]]);
    const match = await t.store.getTyped(sets.done.ids[0], "Matches");
    const herons = (await teamNamed("Glass Herons"))!;
    expect(match).toMatchObject({
      teams: [cranes.id, herons.id],
      start: 1797274800000,
      round: "Winners Semi-Final",
      event: [DEMO_EVENT_ID],
    });
  });
});

describe("import-records: bad files", () => {
  it("shows each bad player row's errors, and confirming writes nothing", async () => {
    const before = await t.store.revision();
    const preview = await call("players", "bad-players.csv", false);
    expect(preview.status).toBe(200);
    expect(preview.body.data.rows.map((r: ImportRow) => [r.row, r.status, r.errors])).toEqual([
      [2, "error", ["name: Required"]],
      [3, "error", ["sr: Expected 0 to 5000"]],
      [4, "error", ['team: unknown team "Nowhere United"']],
      [5, "create", []],
      [6, "error", ["name: duplicate of row 5"]],
      [7, "create", []],
    ]);
    const confirm = await call("players", "bad-players.csv", true);
    expect(confirm.status).toBe(400);
    expect(confirm.body.errorMessage).toBe("4 rows have errors: nothing was imported");
    expect(confirm.body.issues).toContainEqual({ path: "row 3", message: "sr: Expected 0 to 5000" });
    expect(await t.store.revision()).toBe(before);
    const aurora = await playersOf(seedId("team:AUR"));
    expect(aurora.map((p) => p.name)).not.toContain("Goodrow");
  });

  it("shows a bad date and an unterminated quote as row errors", async () => {
    const before = await t.store.revision();
    const dates = await call("matches", "bad-matches.csv", false, { timezone: "Europe/London" });
    expect(dates.body.data.rows[0].errors).toEqual([
      'start: Not a date and time: "next friday" (use 2026-12-01T19:00:00Z or 2026-12-01 19:00)',
    ]);
    expect(dates.body.data.rows[1].status).toBe("create");
    const quote = await call("teams", "bad-quote.csv", false);
    expect(quote.body.data.rows.map((r: ImportRow) => [r.row, r.status, r.errors])).toEqual([
      [2, "create", []],
      [3, "error", ["Unterminated quoted field starting on line 3"]],
    ]);
    expect((await call("teams", "bad-quote.csv", true)).status).toBe(400);
    expect(await t.store.revision()).toBe(before);
  });

  it("answers a file of more than 2000 rows with one error, and refuses a text over 2 MB", async () => {
    const post = (text: string) =>
      t.post("/actions/import-records", { event: DEMO_EVENT_ID, kind: "teams", format: "csv", text, confirm: false }, staff);
    const many = await post(`name\n${Array.from({ length: 2001 }, (_, i) => `Team ${i}`).join("\n")}`);
    expect(many.body.data).toMatchObject({ error: "At most 2000 rows (the file has more)", rows: [] });
    const huge = await post(`name\n${"x".repeat(2 * 1024 * 1024)}`);
    expect(huge.status).toBe(400);
    expect(huge.body.issues).toContainEqual({ path: "text", message: "The file is larger than 2 MB" });
  });

  it("refuses anyone who cannot edit the event, and an unknown time zone", async () => {
    const stranger = await t.tokenFor(seedId("player:Kitsune"));
    const refused = await call("teams", "teams.csv", false, {}, stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.errorMessage).toBe("You don't have permission to edit this event");
    const zone = await call("matches", "matches.csv", false, { timezone: "Mars/Olympus" });
    expect(zone.status).toBe(400);
    expect(zone.body.issues).toContainEqual({ path: "timezone", message: "Unknown time zone" });
  });
});
