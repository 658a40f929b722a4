import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toResolveMatch } from "../../domain/bracket/fromRecords.ts";
import { layoutOrEmpty } from "../../domain/bracket/layout.ts";
import { resolve } from "../../domain/bracket/resolve.ts";
import { standingsWinner } from "../../domain/standings/standings.ts";
import { asTable, type MatchRecord, type TeamRecord, type Thing } from "../../domain/tables.ts";
import { matchView, teamView, type Lookup } from "../../engine/buildData.ts";
import { seedDemo, DEMO_BRACKET_ID, DEMO_EVENT_ID } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { matchCardModel } from "../../site/components/MatchCard.tsx";

/**
 * The site's match cards, the overlays, the bracket and the standings name the same
 * winner for every match of the demo tournament, plus a forfeit and an unfinished match.
 */
let store: ThingStore;
let close: () => Promise<void>;
let matches: MatchRecord[];
let get: Lookup;

beforeAll(async () => {
  const { db, dialect } = await openDb({ sqlitePath: ":memory:" });
  close = () => db.destroy();
  store = new ThingStore(db, dialect);
  await seedDemo(store);
  const event = (await store.getTyped(DEMO_EVENT_ID, "Events"))!;
  const [a, b] = event.teams!;
  await store.transaction(async (tx) => {
    await tx.insert("Matches", {
      teams: [a, b],
      event: [DEMO_EVENT_ID],
      first_to: 3,
      score_1: 0,
      score_2: 1,
      forfeit: true,
      forfeit_reason: "No show",
    });
    await tx.insert("Matches", { teams: [b, a], event: [DEMO_EVENT_ID], first_to: 3, score_1: 2, score_2: 2 });
  });
  matches = (await store.list("Matches")).filter((m) => m.event?.includes(DEMO_EVENT_ID));
  const all = new Map<string, Thing>();
  for (const table of ["Teams", "Themes", "Players", "Maps"] as const) for (const r of await store.list(table)) all.set(r.id, r);
  get = (id, table) => (id ? asTable(all.get(id), table) : null);
});
afterAll(() => close());

const teamsOf = (m: MatchRecord): (TeamRecord | null)[] => (m.teams ?? []).map((id) => get(id, "Teams"));

describe("the winner of every demo match", () => {
  it("is the same on a site match card and on the overlays", () => {
    const decided = matches.filter((m) => matchCardModel(m, teamsOf(m)).winner);
    expect(decided.length).toBeGreaterThan(3);
    for (const m of matches) {
      const teams = new Map(teamsOf(m).flatMap((t) => (t ? [[t.id, teamView(t, get)] as const] : [])));
      const card = matchCardModel(m, teamsOf(m));
      const overlay = matchView(m, get, teams);
      expect({ id: m.id, winner: overlay.winner, name: overlay.winner && overlay.names[overlay.winner - 1] }).toEqual({
        id: m.id,
        winner: card.winner,
        name: card.winner && card.names[card.winner - 1],
      });
      expect(overlay.scoreText).toEqual(card.scores ?? ["0", "0"]);
    }
  });
  it("shows a forfeit as W against FF, and an unfinished match without a winner, on both", () => {
    const forfeit = matches.find((m) => m.forfeit)!;
    expect(matchCardModel(forfeit, teamsOf(forfeit))).toMatchObject({ winner: 2, scores: ["FF", "W"] });
    const level = matches.find((m) => m.score_1 === 2 && m.score_2 === 2)!;
    expect(matchCardModel(level, teamsOf(level)).winner).toBeNull();
    expect(matchView(level, get, new Map()).winner).toBeNull();
  });
  it("is the team the standings and the bracket count as the winner", async () => {
    for (const m of matches) {
      const side = matchCardModel(m, teamsOf(m)).winner;
      expect(standingsWinner({ ...m, teams: m.teams ?? [] })).toBe(side === null ? null : side - 1);
    }
    const bracket = (await store.getTyped(DEMO_BRACKET_ID, "Brackets"))!;
    const played = matches.filter((m) => m.brackets?.includes(DEMO_BRACKET_ID));
    const resolution = resolve(
      layoutOrEmpty(bracket.bracket_layout),
      played.map(toResolveMatch).filter((r) => r !== null),
    );
    for (const m of played) {
      const side = matchCardModel(m, teamsOf(m)).winner;
      expect(resolution.matches.get(m.match_number!)?.winner ?? null).toBe(side ? m.teams![side - 1] : null);
    }
  });
});
