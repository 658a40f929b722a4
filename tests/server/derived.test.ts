// The derived fields of domain/derived.ts through the real store and server: written in the
// same transaction (and commit fan-out) as what they depend on, and backfilled by deriveAll.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { matchCodes, matchName } from "../../domain/derived.ts";
import type { TableName, Thing } from "../../domain/tables.ts";
import { DEMO_EVENT_ID, DEMO_PRODUCER_ID, seedId } from "../../server/seed/demo.ts";
import { deriveAll } from "../../server/store/derive.ts";
import type { Change } from "../../server/store/ThingStore.ts";
import { startTestServer, type TestServer } from "./harness.ts";

const LIVE_MATCH = seedId("match:0:4");
const AUR = seedId("team:AUR");
const MNO = seedId("team:MNO");
const VRW = seedId("team:VRW");
const MAIN_BROADCAST = seedId("broadcast:main");
const QUINN = seedId("player:Caster Quinn");
const ROWAN = seedId("player:Caster Rowan");
const hero = (name: string) => seedId(`hero:${name}`);
const picks = (...names: string[]) => names.map((name) => ({ id: hero(name) }));

let t: TestServer;
let heard: Change[][];
beforeEach(async () => {
  t = await startTestServer();
  heard = [];
  t.store.onCommit(({ changes }) => heard.push(changes));
});
afterEach(() => t.close());

const get = async <T extends TableName>(id: string, table: T) => (await t.store.getTyped(id, table))!;
const ids = (changes: Change[]) => changes.map((c) => c.id).sort();
const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort();

/** Store a record's fields as they are, past the store (and so past the derivation): data from before. */
async function storeRaw(thing: Thing, fields: Record<string, unknown>) {
  const { id, __id, __tableName, __version, ...data } = thing as Thing & Record<string, unknown>;
  const next = Object.fromEntries(Object.entries({ ...data, ...fields }).filter(([, v]) => v !== undefined));
  await t.store.db
    .updateTable("things")
    .set({ data: JSON.stringify(next) })
    .where("id", "=", id)
    .execute();
}

describe("the demo seed", () => {
  it("has every derived field", async () => {
    const matches = await t.store.list("Matches");
    for (const team of await t.store.list("Teams")) {
      expect(sorted(team.matches), team.name).toEqual(sorted(matches.filter((m) => m.teams?.includes(team.id)).map((m) => m.id)));
    }
    for (const player of await t.store.list("Players")) {
      expect(sorted(player.casts), player.name).toEqual(sorted(matches.filter((m) => m.casters?.includes(player.id)).map((m) => m.id)));
    }
    // The Spring Cup's twelve group matches and the Winter Invitational's seven.
    expect((await get(QUINN, "Players")).casts).toHaveLength(19);
    for (const match of matches) {
      const teams = await Promise.all([0, 1].map((i) => (match.teams?.[i] ? t.store.getTyped(match.teams[i], "Teams") : null)));
      // Each match is named after its own event (the Spring Cup's, or last season's Winter Invitational's).
      const event = await get(match.event?.[0] ?? DEMO_EVENT_ID, "Events");
      expect(match.name).toBe(matchName(match, teams, event));
      expect(match._codes).toBe(matchCodes(match, teams));
    }
    expect(await get(LIVE_MATCH, "Matches")).toMatchObject({ name: "Spring Cup: Aurora Foxes vs Verdant Wolves", _codes: "AUR,VRW" });
    expect(await get(seedId("match:playoff:1"), "Matches")).toMatchObject({
      name: "Spring Cup: Group A 1st vs Group B 2nd",
      _codes: "A1,B2",
    });
    expect(await get(seedId("match:playoff:3"), "Matches")).toMatchObject({ name: "Spring Cup: TBD vs TBD", _codes: "," });
    expect((await get(seedId("news:week2"), "News")).headline).toBe("Week 2 recap");
    // The live match's current map (the fourth, Dorado) gives the heroes each side picked there.
    const broadcast = await get(MAIN_BROADCAST, "Broadcasts");
    expect(broadcast.ordered_hero_team_left_ids).toEqual(["Ramattra", "Sojourn", "Tracer", "Kiriko", "Lúcio"].map(hero));
    expect(broadcast.ordered_hero_team_right_ids).toEqual(["Winston", "Genji", "Widowmaker", "Zenyatta", "Brigitte"].map(hero));
  });

  it("is current, so the backfill writes nothing", async () => {
    const revision = await t.store.revision();
    expect(await t.store.transaction(deriveAll)).toBe(0);
    expect(await t.store.revision()).toBe(revision);
    expect(heard).toEqual([]);
  });
});

describe("derived fields follow each write in the same commit", () => {
  it("a match that changes teams moves between the teams' match lists", async () => {
    const before = { aur: await get(AUR, "Teams"), mno: await get(MNO, "Teams") };
    await t.store.transaction((tx) => tx.update(LIVE_MATCH, "Matches", { teams: [AUR, MNO] }));
    expect(heard).toHaveLength(1);
    expect(ids(heard[0])).toEqual([LIVE_MATCH, MNO, VRW].sort());
    expect(new Set(heard[0].map((c) => c.after?.__version)).size).toBe(1);
    expect((await get(VRW, "Teams")).matches).not.toContain(LIVE_MATCH);
    expect((await get(MNO, "Teams")).matches).toEqual([...before.mno.matches!, LIVE_MATCH]);
    expect((await get(AUR, "Teams")).matches).toEqual(before.aur.matches);
    expect(await get(LIVE_MATCH, "Matches")).toMatchObject({ name: "Spring Cup: Aurora Foxes vs Midnight Owls", _codes: "AUR,MNO" });
  });

  it("renaming a team renames its matches, and a new code changes their codes", async () => {
    const aur = await get(AUR, "Teams");
    await t.store.transaction((tx) => tx.update(AUR, "Teams", { name: "Aurora Vixens", code: "AUV" }));
    expect(ids(heard[0])).toEqual([AUR, ...aur.matches!].sort());
    for (const id of aur.matches!) {
      const match = await get(id, "Matches");
      expect(match.name).toMatch(/^Spring Cup: .*Aurora Vixens/);
      expect(match._codes).toMatch(/AUV/);
    }
    expect((await get(LIVE_MATCH, "Matches"))._codes).toBe("AUV,VRW");
  });

  it("a new event short name renames the event's matches", async () => {
    await t.store.transaction((tx) => tx.update(DEMO_EVENT_ID, "Events", { short: "Spring" }));
    expect(heard[0]).toHaveLength(1 + 19);
    expect((await get(LIVE_MATCH, "Matches")).name).toBe("Spring: Aurora Foxes vs Verdant Wolves");
    await t.store.transaction((tx) => tx.update(DEMO_EVENT_ID, "Events", { short: null }));
    expect((await get(LIVE_MATCH, "Matches")).name).toBe("Aurora Foxes vs Verdant Wolves");
  });

  it("a custom name replaces the teams, and a name written by hand is put right", async () => {
    await t.store.transaction((tx) => tx.update(LIVE_MATCH, "Matches", { custom_name: "Showmatch" }));
    expect((await get(LIVE_MATCH, "Matches")).name).toBe("Spring Cup: Showmatch");
    await t.store.transaction((tx) => tx.update(LIVE_MATCH, "Matches", { name: "Stale", _codes: "X,Y" }));
    expect(await get(LIVE_MATCH, "Matches")).toMatchObject({ name: "Spring Cup: Showmatch", _codes: "AUR,VRW" });
  });

  it("a removed match leaves its teams' and casters' lists", async () => {
    await t.store.transaction((tx) => tx.remove(LIVE_MATCH));
    // The main broadcast too: its heroes (derived from the live match's current map) go with it.
    expect(ids(heard[0])).toEqual([LIVE_MATCH, AUR, VRW, QUINN, ROWAN, MAIN_BROADCAST].sort());
    for (const [id, table] of [
      [AUR, "Teams"],
      [VRW, "Teams"],
    ] as const)
      expect((await get(id, table)).matches).not.toContain(LIVE_MATCH);
    for (const id of [QUINN, ROWAN]) expect((await get(id, "Players")).casts).not.toContain(LIVE_MATCH);
  });

  it("a removed team leaves its matches named by their placeholders", async () => {
    await t.store.transaction((tx) => tx.remove(VRW));
    expect(await get(LIVE_MATCH, "Matches")).toMatchObject({ name: "Spring Cup: Aurora Foxes vs TBD", _codes: "AUR," });
  });

  it("the live broadcast's ordered heroes follow the current map's picks and the match's sides", async () => {
    const [played, current] = [seedId("derived:map:1"), seedId("derived:map:2")];
    await t.store.transaction(async (tx) => {
      await tx.insert(
        "Maps",
        { match: [LIVE_MATCH], number: 1, winner: [AUR], team_1_picks: picks("Ana"), team_2_picks: picks("Ashe") },
        played,
      );
      await tx.insert("Maps", { match: [LIVE_MATCH], number: 2, team_1_picks: picks("Mercy", "Ana") }, current);
      await tx.update(LIVE_MATCH, "Matches", { maps: [played, current] });
    });
    const heroes = async () => {
      const b = await get(MAIN_BROADCAST, "Broadcasts");
      return [b.ordered_hero_team_left_ids, b.ordered_hero_team_right_ids];
    };
    expect(await heroes()).toEqual([[hero("Mercy"), hero("Ana")], undefined]);

    heard = [];
    await t.store.transaction((tx) => tx.update(current, "Maps", { team_2_picks: picks("Ashe", "Ana") }));
    expect(ids(heard[0])).toEqual([current, MAIN_BROADCAST].sort());
    expect(await heroes()).toEqual([
      [hero("Mercy"), hero("Ana")],
      [hero("Ashe"), hero("Ana")],
    ]);

    await t.store.transaction((tx) => tx.update(LIVE_MATCH, "Matches", { flip_teams: true }));
    expect(await heroes()).toEqual([
      [hero("Ashe"), hero("Ana")],
      [hero("Mercy"), hero("Ana")],
    ]);
    // Every map done: the last one still shows.
    await t.store.transaction((tx) => tx.update(current, "Maps", { winner: [VRW] }));
    expect((await heroes())[0]).toEqual([hero("Ashe"), hero("Ana")]);

    await t.store.transaction((tx) => tx.update(MAIN_BROADCAST, "Broadcasts", { live_match: [seedId("match:0:5")] }));
    expect(await heroes()).toEqual([undefined, undefined]);
  });

  it("a write nothing derives from writes no derived field", async () => {
    const revision = await t.store.revision();
    await t.store.transaction((tx) => tx.update(seedId("headline:1"), "Headlines", { text: "Playoffs start next week" }));
    expect(heard.map(ids)).toEqual([[seedId("headline:1")]]);
    await t.store.transaction((tx) => tx.update(LIVE_MATCH, "Matches", { score_1: 1 }));
    expect(heard[1].map((c) => c.id)).toEqual([LIVE_MATCH]);
    expect(await t.store.revision()).toBe(revision + 2);
  });

  it("a news title sets its headline", async () => {
    await t.store.transaction((tx) => tx.update(seedId("news:week2"), "News", { name: "  Week 2: upsets " }));
    expect((await get(seedId("news:week2"), "News")).headline).toBe("Week 2: upsets");
  });
});

describe("the backfill", () => {
  it("repairs derived fields written before they were derived, and then has nothing left to do", async () => {
    await storeRaw(await get(AUR, "Teams"), { matches: [seedId("match:1:0")] });
    await storeRaw(await get(QUINN, "Players"), { casts: undefined });
    await storeRaw(await get(LIVE_MATCH, "Matches"), { name: undefined, _codes: "X,Y" });
    await storeRaw(await get(seedId("news:week2"), "News"), { headline: undefined });
    await storeRaw(await get(MAIN_BROADCAST, "Broadcasts"), { ordered_hero_team_left_ids: [hero("Ana")] });

    expect(await t.store.transaction(deriveAll)).toBe(5);
    expect(heard).toHaveLength(1);
    const matches = await t.store.list("Matches");
    expect(sorted((await get(AUR, "Teams")).matches)).toEqual(sorted(matches.filter((m) => m.teams?.includes(AUR)).map((m) => m.id)));
    // The Spring Cup's twelve group matches and the Winter Invitational's seven.
    expect((await get(QUINN, "Players")).casts).toHaveLength(19);
    expect(await get(LIVE_MATCH, "Matches")).toMatchObject({ name: "Spring Cup: Aurora Foxes vs Verdant Wolves", _codes: "AUR,VRW" });
    expect((await get(seedId("news:week2"), "News")).headline).toBe("Week 2 recap");
    // Put back as derived: the heroes team 1 picked on the live match's current map.
    expect((await get(MAIN_BROADCAST, "Broadcasts")).ordered_hero_team_left_ids).toEqual(
      ["Ramattra", "Sojourn", "Tracer", "Kiriko", "Lúcio"].map(hero),
    );

    const revision = await t.store.revision();
    expect(await t.store.transaction(deriveAll)).toBe(0);
    expect(await t.store.revision()).toBe(revision);
  });
  it("runs at start once in the life of a database, not on every start", async () => {
    await storeRaw(await get(seedId("news:week2"), "News"), { headline: undefined });
    expect(await t.store.once("backfill: test", deriveAll)).toBe(1);
    await storeRaw(await get(seedId("news:week2"), "News"), { headline: undefined });
    expect(await t.store.once("backfill: test", deriveAll)).toBeNull();
    expect((await get(seedId("news:week2"), "News")).headline).toBeUndefined();
  });
});

describe("over HTTP", () => {
  it("update-match-data moving a match to another team shows on both teams", async () => {
    const token = await t.tokenFor(DEMO_PRODUCER_ID);
    const reply = await t.post("/actions/update-match-data", { matchID: LIVE_MATCH, updatedData: { teams: [AUR, MNO] } }, token);
    expect(reply.status).toBe(200);
    const thing = async (id: string) => (await fetch(`${t.url}/thing/${id}`)).json();
    expect((await thing(MNO)).matches).toContain(LIVE_MATCH);
    expect((await thing(VRW)).matches).not.toContain(LIVE_MATCH);
    expect(await thing(LIVE_MATCH)).toMatchObject({ name: "Spring Cup: Aurora Foxes vs Midnight Owls", _codes: "AUR,MNO" });
  });
});
