// update-gfx-index (SPEC §7) as the producer's GFX panel calls it: a matrix button holds one graphic.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PRODUCER_ID, seedId } from "../../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let t: TestServer;
let producer: string;
beforeAll(async () => {
  t = await startTestServer();
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
});
afterAll(() => t.close());

const SCHEDULE = seedId("gfx:schedule");
const BRACKET = seedId("gfx:bracket");
const move = (gfxID: string, index: number) => t.post("/actions/update-gfx-index", { gfxID, index }, producer);
const buttonOf = async (id: string) => (await t.store.getTyped(id, "GFX"))?.index;

describe("update-gfx-index", () => {
  it("moving a graphic onto a taken button swaps the two, in one commit", async () => {
    expect([await buttonOf(SCHEDULE), await buttonOf(BRACKET)]).toEqual([1, 2]);
    const before = await t.store.revision();
    const reply = await move(BRACKET, 1);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toEqual({ id: BRACKET, index: 1 });
    expect([await buttonOf(SCHEDULE), await buttonOf(BRACKET)]).toEqual([2, 1]);
    // Both entries carry the same new version: one transaction wrote them.
    const [schedule, bracket] = await Promise.all([t.store.getTyped(SCHEDULE, "GFX"), t.store.getTyped(BRACKET, "GFX")]);
    expect(schedule?.__version).toBe(bracket?.__version);
    expect(bracket!.__version).toBeGreaterThan(before);

    expect((await move(BRACKET, 2)).status).toBe(200);
    expect([await buttonOf(SCHEDULE), await buttonOf(BRACKET)]).toEqual([1, 2]);
  });

  it("a graphic taken off the matrix leaves its button empty, and the graphic put there takes none from it", async () => {
    expect((await move(SCHEDULE, 0)).status).toBe(200);
    expect((await move(BRACKET, 1)).status).toBe(200);
    expect([await buttonOf(SCHEDULE), await buttonOf(BRACKET)]).toEqual([0, 1]);
    expect((await move(SCHEDULE, 1)).status).toBe(200);
    expect([await buttonOf(SCHEDULE), await buttonOf(BRACKET)]).toEqual([1, 0]);
    expect((await move(BRACKET, 2)).status).toBe(200);
  });

  it("a button two graphics already share is left with the moved one alone; the one drawn there swaps", async () => {
    const text = seedId("gfx:text");
    // Written after the schedule's entry, the text is the one gfx/1 draws.
    await t.store.transaction((tx) => tx.update(text, "GFX", { index: 1 }));
    expect((await move(BRACKET, 1)).status).toBe(200);
    expect(await Promise.all([BRACKET, text, SCHEDULE].map(buttonOf))).toEqual([1, 2, 0]);
  });
});
