// Every action field at its limits (tests/server/actions/boundaries.ts): values just inside
// are accepted, values just outside are refused at the field, by the schema and over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { ACTION_KEYS, ACTION_SCHEMAS, type ActionKey } from "../../../domain/actions.ts";
import { DEMO_PRODUCER_ID } from "../../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { acceptedAttempts, BOUNDARIES, refusedAttempts, type ActionBoundaries } from "./boundaries.ts";

/** What arrives over the wire: the JSON form of a payload. */
const wire = (payload: unknown): unknown => JSON.parse(JSON.stringify(payload));
const atField = (issuePath: string, field: string) => issuePath === field || (field !== "" && issuePath.startsWith(`${field}.`));
const SCHEMAS = ACTION_SCHEMAS as Record<ActionKey, z.ZodType>;

describe("the table", () => {
  // Zod's own structure, read only to know which fields and strict objects the table must cover.
  type Def = { type: string; innerType?: Node; in?: Node; element?: Node; shape?: Record<string, Node>; catchall?: Node; options?: Node[] };
  type Node = { _zod: { def: Def } };
  const def = (schema: Node) => schema._zod.def;
  /** Every object field (arrays as ".0") and every strict object under a schema, with their paths. */
  function walk(schema: Node, path: string, out: { fields: string[]; strict: string[] }) {
    const d = def(schema);
    if (d.type === "optional" || d.type === "nullable" || d.type === "default") return walk(d.innerType!, path, out);
    if (d.type === "pipe") return walk(d.in!, path, out);
    if (d.type === "array") return walk(d.element!, path ? `${path}.0` : "0", out);
    if (d.type !== "object") return;
    if (d.catchall && def(d.catchall).type === "never") out.strict.push(path);
    for (const [name, child] of Object.entries(d.shape!)) {
      const p = path ? `${path}.${name}` : name;
      out.fields.push(p);
      walk(child, p, out);
    }
  }
  /** The schema's parts: one per console table for save-record (a union on `table`), else the schema. */
  function parts(key: ActionKey): { label?: string; schema: Node }[] {
    const schema = SCHEMAS[key] as unknown as Node;
    if (def(schema).type !== "union") return [{ schema }];
    return def(schema).options!.map((option) => {
      const table = def(def(option).shape!.table) as unknown as { values: string[] };
      return { label: table.values[0], schema: option };
    });
  }

  it("has an entry for every action", () => {
    expect(Object.keys(BOUNDARIES).sort()).toEqual([...ACTION_KEYS].sort());
  });

  it.each(ACTION_KEYS)("%s: covers every field, and lists every strict object", (key) => {
    const table: ActionBoundaries = BOUNDARIES[key];
    const missing: string[] = [];
    const unlisted: string[] = [];
    for (const { label, schema } of parts(key)) {
      const found = { fields: [] as string[], strict: [] as string[] };
      walk(schema, "", found);
      const where = (path: string) => (label && path.startsWith("fields") ? `${label}: ${path}` : path);
      const cases = table.fields.filter((c) => !label || !c.path.startsWith("fields.") || c.label === label);
      for (const f of found.fields) if (!cases.some((c) => c.path === f)) missing.push(where(f));
      // Strict objects the table lists, read through the same base (a console table's, where it has one).
      const listed = table.strict.filter((s) => !label || !s.path.startsWith("fields") || (s.base as { table?: string })?.table === label);
      for (const s of found.strict) if (!listed.some((l) => l.path === s)) unlisted.push(where(s || "(payload)"));
    }
    expect(missing, "fields without boundaries").toEqual([]);
    expect(unlisted, "strict objects without an unknown-key case").toEqual([]);
  });
});

describe("each action's schema", () => {
  it.each(ACTION_KEYS)("%s: accepts every value inside its limits", (key) => {
    const refused = acceptedAttempts(key)
      .map((a) => ({ name: a.name, result: SCHEMAS[key].safeParse(wire(a.payload)) }))
      .filter(({ result }) => !result.success)
      .map(({ name, result }) => `${name}: ${result.error!.issues[0].path.join(".")} ${result.error!.issues[0].message}`);
    expect(refused).toEqual([]);
  });

  it.each(ACTION_KEYS)("%s: refuses every value past its limits, at the field", (key) => {
    const wrong: string[] = [];
    for (const a of refusedAttempts(key)) {
      const result = SCHEMAS[key].safeParse(wire(a.payload));
      if (result.success) wrong.push(`${a.name}: accepted`);
      else if (!atField(result.error.issues[0].path.join("."), a.path))
        wrong.push(`${a.name}: refused at ${result.error.issues[0].path.join(".")}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("over HTTP", () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ config: { rateLimits: { actionsPerMinute: 1_000_000, importsPerMinute: 1_000_000 } } });
    token = await t.tokenFor(DEMO_PRODUCER_ID);
  });
  afterAll(() => t.close());

  /** Bodies over the server's JSON limit (import-records takes 3 MB) are refused whole, before the schema. */
  const BODY_LIMIT = 512 * 1024;

  it.each(ACTION_KEYS)("%s: every refused value answers 400 at the field and changes nothing", async (key) => {
    const before = await t.store.revision();
    const wrong: string[] = [];
    for (const a of refusedAttempts(key)) {
      const body = JSON.stringify(a.payload);
      const reply = await t.post(`/actions/${key}`, body, token);
      if (key !== "import-records" && body.length > BODY_LIMIT) {
        if (reply.status !== 413) wrong.push(`${a.name}: ${reply.status}`);
        continue;
      }
      const issue = reply.body.issues?.[0] as { path: string; message: string } | undefined;
      if (reply.status !== 400 || reply.body.error !== true || !issue)
        wrong.push(`${a.name}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 80)}`);
      else if (!atField(issue.path === "(root)" ? "" : issue.path, a.path) || !issue.message)
        wrong.push(`${a.name}: refused at ${issue.path}`);
    }
    expect(wrong).toEqual([]);
    expect(await t.store.revision()).toBe(before);
  });
});
