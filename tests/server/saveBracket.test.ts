import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visibleBrackets } from "../../domain/eventNav.ts";
import { DEMO_BRACKET_ID, DEMO_EVENT_ID, DEMO_OTHER_EVENT_ID, DEMO_PRODUCER_ID, seedId } from "../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "./harness.ts";

const STRANGER = seedId("save-bracket:stranger");
const LAYOUT = {
  brackets: [
    {
      name: "Main",
      columns: [
        { header: "Semifinals", games: [1, 2] },
        { header: "Grand Final", games: [3] },
      ],
    },
  ],
  connections: { 1: { win: "3.1", lose: "eliminated" }, 2: { win: "3.2", lose: "eliminated" }, 3: { win: "champion" } },
};

let t: TestServer;
let editor: string;
let stranger: string;
beforeAll(async () => {
  t = await startTestServer();
  await t.store.transaction((tx) => tx.insert("Players", { name: "Bracket Stranger" }, STRANGER));
  editor = await t.tokenFor(DEMO_PRODUCER_ID);
  stranger = await t.tokenFor(STRANGER);
});
afterAll(() => t.close());

const things = async (ids: string[]) => (await t.post("/things", { ids: ids.join(",") })).body;

describe("save-bracket", () => {
  it("creates a bracket on the demo event that the event page then lists, with its layout as JSON text", async () => {
    const reply = await t.post("/actions/save-bracket", { event: DEMO_EVENT_ID, name: "Showmatch", layout: LAYOUT }, editor);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.created).toBe(true);
    const id = reply.body.data.id;
    const [event] = await things([DEMO_EVENT_ID]);
    expect(event.brackets).toEqual([DEMO_BRACKET_ID, id]);
    // What the event page reads: the event's brackets, named and not hidden.
    const brackets = await things(event.brackets);
    expect(visibleBrackets(brackets).map((b) => b.name)).toEqual(["Playoffs", "Showmatch"]);
    const saved = brackets[1];
    expect(saved.events).toEqual([DEMO_EVENT_ID]);
    expect(JSON.parse(saved.bracket_layout)).toEqual(LAYOUT);
  });

  it("overwrites an existing bracket of the event and orders the event's matches, linking them back", async () => {
    const matches = [1, 2, 3].map((n) => seedId(`match:playoff:${n}`));
    const layout = { ...LAYOUT, brackets: [{ ...LAYOUT.brackets[0], name: "Renamed" }] };
    const reply = await t.post(
      "/actions/save-bracket",
      { event: DEMO_EVENT_ID, bracket: DEMO_BRACKET_ID, name: "Playoffs", layout, matches },
      editor,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toEqual({ id: DEMO_BRACKET_ID, created: false });
    const [bracket] = await things([DEMO_BRACKET_ID]);
    expect(bracket.ordered_matches).toEqual(matches);
    expect(JSON.parse(bracket.bracket_layout).brackets[0].name).toBe("Renamed");
    // Matches 4-7 left the bracket, 1-3 still list it.
    const records = await things([1, 4].map((n) => seedId(`match:playoff:${n}`)));
    expect(records[0].brackets).toContain(DEMO_BRACKET_ID);
    expect(records[1].brackets ?? []).not.toContain(DEMO_BRACKET_ID);
  });

  it("refuses a bad layout with a clear issue and writes nothing", async () => {
    const before = await t.store.revision();
    const wide = { brackets: [{ columns: Array.from({ length: 65 }, () => ({ games: [] })) }], connections: {} };
    const tooWide = await t.post("/actions/save-bracket", { event: DEMO_EVENT_ID, name: "Wide", layout: wide }, editor);
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.issues).toContainEqual({ path: "layout.brackets.0.columns", message: "A bracket has at most 64 columns" });

    const dangling = { ...LAYOUT, connections: { ...LAYOUT.connections, 3: { win: "9.1" } } };
    const missing = await t.post("/actions/save-bracket", { event: DEMO_EVENT_ID, name: "Dangling", layout: dangling }, editor);
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toContainEqual({ path: "layout.connections.3.win", message: "Match 9 is not in this layout" });

    const slots = { brackets: [{ columns: [{ games: Array.from({ length: 257 }, () => null) }] }], connections: {} };
    const many = await t.post("/actions/save-bracket", { event: DEMO_EVENT_ID, name: "Many", layout: slots }, editor);
    expect(many.status).toBe(400);

    // A bracket of another event is not this event's to overwrite.
    const other = await t.post(
      "/actions/save-bracket",
      { event: DEMO_OTHER_EVENT_ID, bracket: DEMO_BRACKET_ID, name: "Stolen", layout: LAYOUT },
      editor,
    );
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(await t.store.revision()).toBe(before);
  });

  it("refuses a stranger and writes nothing", async () => {
    const before = await t.store.revision();
    const reply = await t.post("/actions/save-bracket", { event: DEMO_EVENT_ID, name: "Mine", layout: LAYOUT }, stranger);
    expect(reply).toEqual({ status: 403, body: { error: true, errorMessage: "You don't have permission to edit this event" } });
    expect(await t.store.revision()).toBe(before);
  });
});
