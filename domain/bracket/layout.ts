import { z } from "zod";

/**
 * The bracket layout of SPEC §3: brackets of columns of games, and connections from a
 * match number to where its winner and loser go. Extensions for real brackets:
 * `reset` (a grand final whose second game is played only when the slot-2 team wins),
 * `byes` (slots that hold nobody, "N.P") and `seeds` (labels of slots where a seed
 * enters late, "N.P" → text). Slots no connection feeds keep the match's own team.
 */
const outcome = z
  .string()
  .trim()
  .regex(/^(\d+\.[12]|eliminated|champion|advance)$/);
const columnSchema = z.object({
  header: z.string().optional(),
  gapRight: z.number().min(0).optional(),
  games: z.array(z.number().int().positive().nullable()),
});
const connectionSchema = z.object({
  win: outcome.optional(),
  lose: outcome.optional(),
  winStyle: z.string().optional(),
  loseStyle: z.string().optional(),
  reset: z.number().int().positive().optional(),
});
export const BracketLayoutSchema = z.object({
  brackets: z.array(z.object({ name: z.string().optional(), columns: z.array(columnSchema) })),
  connections: z.record(z.string().regex(/^\d+$/), connectionSchema).default({}),
  byes: z.array(z.string().regex(/^\d+\.[12]$/)).optional(),
  seeds: z.record(z.string().regex(/^\d+\.[12]$/), z.string()).optional(),
});

export type BracketLayout = z.infer<typeof BracketLayoutSchema>;
export type BracketColumn = BracketLayout["brackets"][number]["columns"][number];
export type Connection = BracketLayout["connections"][string];
export type Outcome = { kind: "slot"; match: number; position: 1 | 2 } | { kind: "eliminated" | "champion" | "advance" };

export const PARSE_FAILURE = "Couldn't parse that format";
export const EMPTY_LAYOUT: BracketLayout = { brackets: [], connections: {} };

export type ParseResult = { ok: true; layout: BracketLayout } | { ok: false; message: string };

/** Parse trimmed JSON text; connections to a match the layout lacks are dropped. */
export function parseLayout(text: string | null | undefined): ParseResult {
  const trimmed = (text ?? "").trim();
  if (!trimmed) return { ok: true, layout: { ...EMPTY_LAYOUT } };
  let raw: unknown;
  try {
    raw = JSON.parse(trimmed);
  } catch {
    return { ok: false, message: PARSE_FAILURE };
  }
  const parsed = BracketLayoutSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: PARSE_FAILURE };
  return { ok: true, layout: dropDanglingConnections(parsed.data) };
}

/** The layout of a stored bracket, or an empty one when its text does not parse. */
export function layoutOrEmpty(text: string | null | undefined): BracketLayout {
  const result = parseLayout(text);
  return result.ok ? result.layout : { ...EMPTY_LAYOUT };
}

export function parseOutcome(value: string | undefined): Outcome | null {
  if (!value) return null;
  const m = /^(\d+)\.([12])$/.exec(value.trim());
  if (m) return { kind: "slot", match: Number(m[1]), position: Number(m[2]) as 1 | 2 };
  if (value === "eliminated" || value === "champion" || value === "advance") return { kind: value };
  return null;
}

/** Match numbers in reading order: column by column across all brackets, left to right. */
export function matchNumbers(layout: BracketLayout): number[] {
  const out: number[] = [];
  const maxColumns = Math.max(0, ...layout.brackets.map((b) => b.columns.length));
  for (let c = 0; c < maxColumns; c++) {
    for (const bracket of layout.brackets) for (const game of bracket.columns[c]?.games ?? []) if (game != null) out.push(game);
  }
  return out;
}

/**
 * Renumber every game 1..n in reading order (skipping empty slots) and rewrite the
 * connections, byes and seeds to follow; what pointed at a missing match is dropped.
 */
export function renumber(layout: BracketLayout): BracketLayout {
  const map = new Map<number, number>();
  let next = 1;
  const maxColumns = Math.max(0, ...layout.brackets.map((b) => b.columns.length));
  for (let c = 0; c < maxColumns; c++) {
    for (const bracket of layout.brackets) {
      for (const game of bracket.columns[c]?.games ?? []) if (game != null && !map.has(game)) map.set(game, next++);
    }
  }
  const brackets = layout.brackets.map((b) => ({
    ...b,
    columns: b.columns.map((col) => ({ ...col, games: col.games.map((g) => (g == null ? null : map.get(g)!)) })),
  }));
  const moveSlot = (slot: string) => {
    const [m, p] = slot.split(".");
    const to = map.get(Number(m));
    return to ? `${to}.${p}` : null;
  };
  const connections: BracketLayout["connections"] = {};
  for (const [from, conn] of Object.entries(layout.connections)) {
    const to = map.get(Number(from));
    if (!to) continue;
    const fix = (o?: string) => (o && /^\d+\.[12]$/.test(o) ? (moveSlot(o) ?? undefined) : o);
    connections[to] = { ...conn, win: fix(conn.win), lose: fix(conn.lose), reset: conn.reset ? map.get(conn.reset) : undefined };
    if (connections[to].reset === undefined) delete connections[to].reset;
  }
  const out: BracketLayout = { brackets, connections };
  if (layout.byes) out.byes = layout.byes.map(moveSlot).filter((s): s is string => !!s);
  if (layout.seeds)
    out.seeds = Object.fromEntries(Object.entries(layout.seeds).flatMap(([k, v]) => (moveSlot(k) ? [[moveSlot(k)!, v]] : [])));
  return dropDanglingConnections(out);
}

export function dropDanglingConnections(layout: BracketLayout): BracketLayout {
  const present = new Set(matchNumbers(layout));
  const connections: BracketLayout["connections"] = {};
  for (const [from, conn] of Object.entries(layout.connections)) {
    if (!present.has(Number(from))) continue;
    const keep = (o?: string) => {
      const parsed = parseOutcome(o);
      return parsed && (parsed.kind !== "slot" || present.has(parsed.match)) ? o : undefined;
    };
    const c: Connection = { ...conn, win: keep(conn.win), lose: keep(conn.lose) };
    for (const k of ["win", "lose", "winStyle", "loseStyle", "reset"] as const) if (c[k] === undefined) delete c[k];
    if (c.reset !== undefined && !present.has(c.reset)) delete c.reset;
    connections[from] = c;
  }
  return { ...layout, connections };
}

export function stringifyLayout(layout: BracketLayout): string {
  return JSON.stringify(layout, null, 2);
}
