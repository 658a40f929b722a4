// SPEC §7 multi-map-win: a map win records the map as well as the score, in one transaction.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MapRecord } from "../../../domain/tables.ts";
import { DEMO_PRODUCER_ID, seedId } from "../../../server/seed/demo.ts";
import type { StoreTx } from "../../../server/store/ThingStore.ts";
import { ask, startTestServer, type TestServer } from "../harness.ts";
import { LIVE_MATCH, TEAM_1, TEAM_2 } from "./actors.ts";

let t: TestServer;
let producer: string;
beforeAll(async () => {
  t = await startTestServer();
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
});
afterAll(() => t.close());

const win = (teamNum: 1 | 2) => t.post("/actions/multi-map-win", { teamNum }, producer);
const match = async () => (await t.store.getTyped(LIVE_MATCH, "Matches"))!;
const maps = async () => (await t.store.getMany((await match()).maps ?? [])) as MapRecord[];
/** The demo's live match stands 2-1 in a first to 3; map 4 (Dorado) is under way, with no row for map 5. */
const DORADO = seedId("livemap:3");

/** Makes the store refuse the match's write, after the map's was made in the same transaction. */
async function failingMatchWrite() {
  const tx = Object.getPrototypeOf(await t.store.transaction(async (tx) => tx)) as StoreTx;
  const update = tx.update;
  return vi.spyOn(tx, "update").mockImplementation(function (this: StoreTx, ...args: Parameters<StoreTx["update"]>) {
    if (args[1] === "Matches") return Promise.reject(new Error("disk full"));
    return update.apply(this, args) as ReturnType<StoreTx["update"]>;
  } as StoreTx["update"]);
}

describe("a map win", () => {
  it("that fails to write leaves neither the score nor the map changed", async () => {
    const before = await t.store.revision();
    const spy = await failingMatchWrite();
    try {
      expect((await win(2)).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await t.store.revision()).toBe(before);
    expect(await match()).toMatchObject({ score_1: 2, score_2: 1 });
    expect((await t.store.getTyped(DORADO, "Maps"))?.winner).toBeUndefined();
  });

  it("names the team the winner of the map being played, keeping the map's own details", async () => {
    const reply = await win(2);
    expect(reply.body.data).toEqual({ id: LIVE_MATCH, score_1: 2, score_2: 2 });
    const dorado = await t.store.getTyped(DORADO, "Maps");
    expect(dorado).toMatchObject({ number: 4, name: "Dorado", winner: [TEAM_2], match: [LIVE_MATCH] });
    expect(dorado?.draw).toBeUndefined();
    expect((await maps()).map((m) => m.winner?.[0])).toEqual([TEAM_1, TEAM_2, TEAM_1, TEAM_2]);
  });

  it("that fails to write creates no map row", async () => {
    const before = await t.store.revision();
    const links = (await match()).maps;
    const spy = await failingMatchWrite();
    try {
      expect((await win(1)).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await t.store.revision()).toBe(before);
    expect(await match()).toMatchObject({ score_1: 2, score_2: 2, maps: links });
    expect((await t.store.list("Maps")).filter((m) => m.match?.[0] === LIVE_MATCH)).toHaveLength(4);
  });

  it("from the Stream Deck creates the map's row, numbered and linked to the match, when there is none", async () => {
    const deck = await t.socket({ token: producer });
    expect(await ask(deck, "multi-map-win", { teamNum: "1" })).toMatchObject({ data: { score_1: 3, score_2: 2 } });
    const all = await maps();
    expect(all).toHaveLength(5);
    expect(all[4]).toMatchObject({ number: 5, winner: [TEAM_1], match: [LIVE_MATCH] });
    expect(all[4].score_1).toBeUndefined();
  });

  it("once a team has reached first_to is refused, and changes nothing", async () => {
    const before = await t.store.revision();
    expect(await win(2)).toEqual({ status: 409, body: { error: true, errorMessage: "A team has already reached first_to" } });
    expect(await t.store.revision()).toBe(before);
    expect(await maps()).toHaveLength(5);
  });
});
