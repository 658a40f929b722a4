// Thousands of malformed payloads to every action, over HTTP and over the socket: never a
// 5xx, never a changed record, and the server keeps serving.
import fc from "fast-check";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTION_KEYS, ACTION_SCHEMAS, type ActionKey } from "../../../domain/actions.ts";
import { ACTIONS } from "../../../server/actions/registry.ts";
import { DEMO_PRODUCER_ID, seedId } from "../../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { LIVE_MATCH } from "./actors.ts";
import { FAMILY_VALID } from "./families/index.ts";
import type { CoreActionKey } from "./families/rule.ts";

const RUNS_PER_ACTION = 100;

/** A valid payload per action, for mutation: every malformed payload starts close to a real one. */
const CORE_VALID = {
  "toggle-flip-teams": {},
  "set-player-cams": { cams: [[], []] },
  "update-broadcast": { title: "x" },
  "update-match-data": { matchID: LIVE_MATCH, updatedData: { score_1: 1 } },
  "start-commercial": { commercialDuration: 30 },
  "manage-prediction": { predictionAction: "create", predictionType: "map" },
  "set-player-relationships": { matchID: LIVE_MATCH, roles: {} },
  "set-match-overlays": { match: LIVE_MATCH, overlayType: "primary", state: true },
  "resolve-entire-bracket": { bracketID: seedId("bracket:playoffs") },
  "update-map-data": { matchID: LIVE_MATCH, mapData: [] },
  "submit-score-report": { matchID: LIVE_MATCH, action: "submit", reportData: { matchData: { score_1: 1 } } },
  "submit-reschedule": { matchID: LIVE_MATCH, action: "submit", start: 1 },
  "set-observer-setting": { setting: "Show syncer", value: true },
  "update-break-automation": { options: [] },
  "update-break-display": { option: "Image" },
  "multi-map-win": { teamNum: 1 },
  "set-title": {},
  "set-marker": { text: "x" },
  "set-active-broadcast": { client: "self", broadcast: "main" },
  "update-gfx-index": { gfxID: seedId("gfx:schedule"), index: 1 },
  "update-profile-data": { profileData: {} },
  "set-mvp": { playerID: null },
  "set-highlight-team": { teamID: null },
  "set-highlight-hero": { heroID: null },
  "set-highlight-player": { playerID: null },
  "set-highlight-media": { mediaID: null },
  "set-comms": { comms: 1 },
} satisfies Record<CoreActionKey, Record<string, unknown>>;
const VALID: Record<ActionKey, Record<string, unknown>> = { ...CORE_VALID, ...FAMILY_VALID };

/** Anything at all, or a valid payload with one field replaced, added or removed. */
function malformed(key: ActionKey) {
  const valid = VALID[key];
  const fields = Object.keys(valid);
  const replaced = fc.tuple(fc.constantFrom(...(fields.length ? fields : ["x"])), fc.anything()).map(([f, v]) => ({ ...valid, [f]: v }));
  const added = fc.tuple(fc.string({ maxLength: 12 }), fc.anything()).map(([f, v]) => ({ ...valid, [f]: v }));
  const removed = fc
    .constantFrom(...(fields.length ? fields : ["x"]))
    .map((f) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== f)));
  const deep = fc.jsonValue().map((v) => ({ ...valid, ...(fields[0] ? { [fields[0]]: { nested: v } } : { extra: v }) }));
  // What arrives is the JSON form (undefined fields vanish; no payload reads as {}): judge that.
  return fc
    .oneof(fc.anything(), replaced, added, removed, deep)
    .map((p) => JSON.parse(JSON.stringify(p) ?? "null") as unknown)
    .filter((p) => !ACTION_SCHEMAS[key].safeParse(p ?? {}).success);
}

let t: TestServer;
let token: string;
let socket: Socket;
const statuses = new Map<number, number>();

beforeAll(async () => {
  t = await startTestServer({ config: { rateLimits: { actionsPerMinute: 1_000_000 } } });
  token = await t.tokenFor(DEMO_PRODUCER_ID);
  socket = await t.socket({ token });
});
afterAll(async () => {
  console.log("[fuzz] HTTP statuses:", Object.fromEntries(statuses));
  await t.close();
});

const emit = (key: string, payload: unknown) =>
  new Promise<any>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ack for ${key}`)), 5000);
    socket.emit(key, payload, (reply: unknown) => {
      clearTimeout(timer);
      resolve(reply);
    });
  });

// Every registered action (resolve-entire-bracket joins once the bracket engineer registers it).
const REGISTERED = ACTION_KEYS.filter((k) => ACTIONS.some((a) => a.key === k));

describe.each(REGISTERED)("%s", (key) => {
  it("refuses malformed payloads over HTTP with 400 and the problem's path, changing nothing", async () => {
    const before = await t.store.revision();
    await fc.assert(
      fc.asyncProperty(malformed(key), async (payload) => {
        const reply = await t.post(`/actions/${key}`, JSON.stringify(payload), token);
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        expect(reply.status).toBe(400);
        expect(reply.body.error).toBe(true);
        if (reply.body.issues) expect(reply.body.issues[0]).toEqual({ path: expect.any(String), message: expect.any(String) });
      }),
      { numRuns: RUNS_PER_ACTION },
    );
    expect(await t.store.revision()).toBe(before);
  });

  it("refuses malformed payloads over the socket, changing nothing", async () => {
    const before = await t.store.revision();
    await fc.assert(
      fc.asyncProperty(malformed(key), async (payload) => {
        const reply = await emit(key, payload);
        expect(reply.error).toBe(true);
        expect(reply.errorMessage).not.toBe("Something went wrong on the server");
      }),
      { numRuns: RUNS_PER_ACTION },
    );
    expect(await t.store.revision()).toBe(before);
  });
});

describe("after the storm", () => {
  it("bodies that are not JSON objects get a clear 4xx, never a stack", async () => {
    for (const body of ["{", "[1,2", "\u0000", "null", "[]", "42", '"text"', `{"title":"${"x".repeat(600_000)}"}`]) {
      const reply = await t.post("/actions/update-broadcast", body, token);
      expect(reply.status, body.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(JSON.stringify(reply.body)).not.toMatch(/at \w+ \(|node_modules/);
    }
  });

  it("the server still serves reads and acts on a valid payload", async () => {
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
    const reply = await emit("update-broadcast", { title: "Still here" });
    expect(reply).toEqual({ data: { id: seedId("broadcast:main") }, version: expect.any(Number) });
  });
});
