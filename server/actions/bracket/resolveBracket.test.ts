import { afterEach, describe, expect, it } from "vitest";
import { DEMO_BRACKET_ID, seedId } from "../../seed/demo.ts";
import { TEAMS } from "../../seed/demoData.ts";
import { startTestServer, type TestServer } from "../../../tests/server/harness.ts";
import { reresolveBracketsOfMatch } from "./resolveBracket.ts";

const match = (n: number) => seedId(`match:playoff:${n}`);
const [A, B, C, D] = TEAMS.slice(0, 4).map((team) => seedId(`team:${team.code}`));
let t: TestServer | undefined;
afterEach(async () => t?.close());

async function playSemis(server: TestServer) {
  await server.store.transaction(async (tx) => {
    await tx.update(match(1), "Matches", { teams: [A, D], score_1: 3, score_2: 1 });
    await tx.update(match(2), "Matches", { teams: [B, C], score_1: 0, score_2: 3 });
  });
}

describe("resolve-entire-bracket", () => {
  it("lets a match editor of the event place winners and losers, and reports it", async () => {
    t = await startTestServer();
    await playSemis(t);
    const admin = await t.tokenFor(seedId("player:Admin Morgan"));
    const reply = await t.post("/actions/resolve-entire-bracket", { bracketID: DEMO_BRACKET_ID }, admin);
    expect(reply.body.data).toEqual({ hasError: false, message: "Bracket resolved: 2 matches updated" });
    expect((await t.store.getTyped(match(3), "Matches"))?.teams).toEqual([A, C]);
    expect((await t.store.getTyped(match(4), "Matches"))?.teams).toEqual([D, B]);
  });

  it("refuses anyone else with the SPEC message and writes nothing", async () => {
    t = await startTestServer();
    await playSemis(t);
    const stranger = await t.tokenFor(seedId("player:Kitsune"));
    const reply = await t.post("/actions/resolve-entire-bracket", { bracketID: DEMO_BRACKET_ID }, stranger);
    expect(reply.body.errorMessage).toBe("You don't have permission to resolve brackets");
    expect((await t.store.getTyped(match(3), "Matches"))?.teams).toBeUndefined();
  });

  it("re-resolves a match's brackets after a corrected result, clearing stale pairings", async () => {
    t = await startTestServer();
    await playSemis(t);
    await t.store.transaction((tx) => reresolveBracketsOfMatch(tx, match(1)));
    await t.store.transaction((tx) => tx.update(match(3), "Matches", { score_1: 3, score_2: 2 }));
    await t.store.transaction(async (tx) => {
      await tx.update(match(1), "Matches", { score_1: 2, score_2: 3 });
      await reresolveBracketsOfMatch(tx, match(1));
    });
    const upperFinal = await t.store.getTyped(match(3), "Matches");
    expect(upperFinal?.teams).toEqual([D, C]);
    expect(upperFinal?.score_1).toBeUndefined();
  });
});
