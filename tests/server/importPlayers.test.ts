// Imports find players the site already has, wherever they play (issue 33): by id, then Discord
// id, then battletag, then exact name, and the preview says by which; a player on no team
// imported twice is one player. A bad row shows every one of its errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportRow } from "../../domain/importRows.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let t: TestServer;
let staff: string;

beforeAll(async () => {
  t = await startTestServer({ config: { rateLimits: { importsPerMinute: 1000 } } });
  staff = await t.tokenFor(seedId("player:Admin Morgan"));
});
afterAll(() => t.close());

const importCsv = (kind: "players" | "teams" | "matches", text: string, confirm: boolean) =>
  t.post("/actions/import-records", { event: DEMO_EVENT_ID, kind, format: "csv", text, confirm }, staff);

const named = async (name: string) => (await t.store.list("Players")).filter((p) => p.name === name);
const rowsOf = (body: { data: { rows: ImportRow[] } }) =>
  body.data.rows.map((r) => ({ row: r.row, status: r.status, matchedBy: r.matchedBy, errors: r.errors }));

describe("import-records: existing players", () => {
  it("imports a player on no team twice as one player, found the second time by exact name", async () => {
    const csv = "name,role,sr\nFree Agent Flo,Support,3000\n";
    expect((await importCsv("players", csv, true)).status).toBe(200);
    expect(await named("Free Agent Flo")).toHaveLength(1);
    const preview = await importCsv("players", "name,role,sr\nFree Agent Flo,Support,3100\n", false);
    expect(rowsOf(preview.body)).toEqual([{ row: 2, status: "update", matchedBy: "name", errors: [] }]);
    const done = await importCsv("players", "name,role,sr\nFree Agent Flo,Support,3100\n", true);
    expect(done.body.data).toMatchObject({ created: 0, updated: 1, matched: [{ row: 2, by: "name" }] });
    const players = await named("Free Agent Flo");
    expect(players.map((p) => p.manual_sr)).toEqual([3100]);
  });

  it("finds by id, then Discord id, then battletag before the name, and says which", async () => {
    const made = await importCsv(
      "players",
      "name,battletag,discord_id\nKeyed One,Keyed#1,\nKeyed Two,,400000000000000002\nKeyed Three,Three#3,\n",
      true,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const [one] = await named("Keyed One");
    const preview = await importCsv(
      "players",
      [
        "id,name,battletag,discord_id,sr",
        `${one.id},Renamed One,,,1000`,
        ",Someone Else,,400000000000000002,2000",
        ",Another Name,three#3,,3000",
        ",Keyed Three,,,3000",
      ].join("\n"),
      false,
    );
    expect(rowsOf(preview.body)).toEqual([
      { row: 2, status: "update", matchedBy: "id", errors: [] },
      { row: 3, status: "update", matchedBy: "discord_id", errors: [] },
      { row: 4, status: "update", matchedBy: "battletag", errors: [] },
      { row: 5, status: "error", matchedBy: "name", errors: ["name: duplicate of row 4 (the same player)"] },
    ]);
  });

  it("lets event staff put a player found outside their event on their team, but not change the player's own fields", async () => {
    expect((await importCsv("players", "name,sr\nRoaming Rae,3000\n", true)).status).toBe(200);
    const caster = await t.tokenFor(seedId("player:Caster Quinn"));
    const reply = await t.post(
      "/actions/import-records",
      { event: DEMO_EVENT_ID, kind: "players", format: "csv", text: "name,sr,team\nRoaming Rae,4500,Aurora Foxes\n", confirm: true },
      caster,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [rae] = await named("Roaming Rae");
    expect(rae.manual_sr).toBe(3000);
    expect(rae.member_of).toEqual([seedId("team:AUR")]);
    expect(await named("Roaming Rae")).toHaveLength(1);
  });

  it("refuses an unknown id and a name two players share, writing nothing", async () => {
    await t.store.transaction(async (tx) => {
      await tx.insert("Players", { name: "Twice Named" });
      await tx.insert("Players", { name: "Twice Named" });
    });
    const before = await t.store.revision();
    const preview = await importCsv("players", "id,name\nrecNoSuchPlayer,Nobody\n,Twice Named\n", false);
    expect(rowsOf(preview.body)).toEqual([
      { row: 2, status: "error", matchedBy: undefined, errors: ['id: no player has the id "recNoSuchPlayer"'] },
      {
        row: 3,
        status: "error",
        matchedBy: undefined,
        errors: ['name: 2 players are named "Twice Named": add the id, discord_id or battletag of the one you mean'],
      },
    ]);
    expect((await importCsv("players", "id,name\nrecNoSuchPlayer,Nobody\n", true)).status).toBe(400);
    expect(await t.store.revision()).toBe(before);
  });

  it("shows every error of a row in the preview, not only the first", async () => {
    const preview = await importCsv(
      "teams",
      "name,code,players,captain\nDup Squad,AB,One;Two,One\nDup Squad,TOOLONGCODE,One;Two,Zed\n",
      false,
    );
    expect(rowsOf(preview.body)[1]).toEqual({
      row: 3,
      status: "error",
      matchedBy: undefined,
      errors: ["code: At most 6 characters", "name: duplicate of row 2", "captain: must be one of the players"],
    });
  });
});
