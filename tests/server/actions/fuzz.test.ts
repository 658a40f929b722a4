// Thousands of malformed payloads to every action, over HTTP and over the socket: never a
// 5xx, never a changed record, and the server keeps serving.
import fc from "fast-check";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTION_KEYS, type ActionKey } from "../../../domain/actions.ts";
import { ACTIONS } from "../../../server/actions/registry.ts";
import { DEMO_PRODUCER_ID, seedId } from "../../../server/seed/demo.ts";
import { EVENTUALLY_MS } from "../../eventually.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { ABSENT, BOUNDARIES, refusedAttempts, withValue } from "./boundaries.ts";

const RUNS_PER_ACTION = 100;
/** Larger payloads (a 2 MB import) are boundaries.test.ts's: here they would only meet the body limits. */
const MAX_PAYLOAD_CHARS = 100_000;

/** The JSON form of a value: what arrives (undefined fields vanish). */
const wire = (v: unknown): unknown => JSON.parse(JSON.stringify(v) ?? "null");
/** The kind of a JSON value, as a schema tells types apart. */
const kindOf = (v: unknown) => (v === ABSENT ? "absent" : v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

/**
 * Payloads malformed by construction, from the boundaries table (never by asking the schema):
 * a refused value at a field's limit, a value of a kind no accepted value of the field has,
 * an unknown key in a strict object, or a body that is not an object at all.
 */
function malformed(key: ActionKey) {
  const table = BOUNDARIES[key];
  const small = (p: unknown) => JSON.stringify(p).length <= MAX_PAYLOAD_CHARS;
  const refused = fc.constantFrom(...refusedAttempts(key).filter((a) => small(a.payload))).map((a) => a.payload);
  // The kinds a path accepts, over all of its cases (a field may be a flag or a list).
  const kinds = new Map<string, Set<string>>();
  for (const c of table.fields) for (const v of c.accept) kinds.set(c.path, (kinds.get(c.path) ?? new Set()).add(kindOf(v)));
  const arbitraries = [
    refused,
    fc.oneof(fc.array(fc.anything()), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string(), fc.boolean()),
  ];
  if (table.fields.length) {
    const wrongKind = fc
      .tuple(fc.constantFrom(...table.fields), fc.anything())
      .map(([c, v]) => ({ c, v: wire(v) }))
      .filter(({ c, v }) => !kinds.get(c.path)!.has(kindOf(v)))
      .map(({ c, v }) => withValue(c.base ?? table.base, c.path, v));
    arbitraries.push(wrongKind);
  }
  // An unknown key: no field the table knows in that object (by its last path segment).
  const known = new Set(table.fields.map((c) => c.path.split(".").pop()!));
  const unknownKey = fc
    .tuple(fc.constantFrom(...table.strict), fc.string({ maxLength: 12 }), fc.jsonValue())
    .filter(([, name]) => !known.has(name) && name !== "__proto__")
    .map(([s, name, v]) => {
      const base = s.base ?? table.base;
      const inner = s.path === "" ? base : (s.path.split(".").reduce<any>((o, p) => o[p], base) as Record<string, unknown>);
      return withValue(base, s.path, { ...inner, [name]: v });
    });
  arbitraries.push(unknownKey);
  return fc.oneof(...arbitraries).map(wire);
}

let t: TestServer;
let token: string;
let socket: Socket;
const statuses = new Map<number, number>();

beforeAll(async () => {
  t = await startTestServer({ config: { rateLimits: { actionsPerMinute: 1_000_000, importsPerMinute: 1_000_000 } } });
  token = await t.tokenFor(DEMO_PRODUCER_ID);
  socket = await t.socket({ token });
});
afterAll(async () => {
  console.log("[fuzz] HTTP statuses:", Object.fromEntries(statuses));
  await t.close();
});

const emit = (key: string, payload: unknown) =>
  new Promise<any>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ack for ${key} within ${EVENTUALLY_MS} ms`)), EVENTUALLY_MS);
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
