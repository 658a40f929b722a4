import { z } from "zod";

/** Payload schemas of the actions for the bracket creator saving to an event's bracket (SPEC §2.11); domain/actions.ts lists them with the others. */

/** Limits of a saved layout: what an event's bracket page and the bracket overlay can still draw. */
export const SAVED_LAYOUT_LIMITS = { brackets: 16, columns: 64, slots: 256, text: 100 } as const;

const id = z.string().min(1).max(64);
const text = z.string().max(SAVED_LAYOUT_LIMITS.text);
const slotKey = z.string().regex(/^\d+\.[12]$/, "Expected a slot like 3.1");
const outcome = z
  .string()
  .regex(/^(\d+\.[12]|eliminated|champion|advance)$/, "Expected a slot like 3.1, eliminated, champion or advance")
  .optional();

const savedColumn = z.strictObject({
  header: text.optional(),
  gapRight: z.number().min(0).max(1000).optional(),
  games: z.array(z.number().int().positive().max(100_000).nullable()).max(SAVED_LAYOUT_LIMITS.slots),
});

/** The editor's layout (domain/bracket/layout.ts) with limits, and every match number it names present in it. */
export const SavedLayoutSchema = z
  .strictObject({
    brackets: z
      .array(
        z.strictObject({
          name: text.optional(),
          columns: z.array(savedColumn).max(SAVED_LAYOUT_LIMITS.columns, `A bracket has at most ${SAVED_LAYOUT_LIMITS.columns} columns`),
        }),
      )
      .min(1, "Add at least one bracket")
      .max(SAVED_LAYOUT_LIMITS.brackets, `A layout has at most ${SAVED_LAYOUT_LIMITS.brackets} brackets`),
    connections: z
      .record(
        z.string().regex(/^\d+$/, "Expected a match number"),
        z.strictObject({
          win: outcome,
          lose: outcome,
          winStyle: z.string().max(40).optional(),
          loseStyle: z.string().max(40).optional(),
          reset: z.number().int().positive().optional(),
        }),
      )
      .default({}),
    byes: z
      .array(slotKey)
      .max(SAVED_LAYOUT_LIMITS.slots * 2)
      .optional(),
    seeds: z.record(slotKey, text).optional(),
  })
  .superRefine((layout, ctx) => {
    const seen = new Set<number>();
    let slots = 0;
    layout.brackets.forEach((bracket, b) =>
      bracket.columns.forEach((column, c) =>
        column.games.forEach((game, i) => {
          slots++;
          if (game == null) return;
          if (seen.has(game))
            ctx.addIssue({ code: "custom", path: ["brackets", b, "columns", c, "games", i], message: `Match ${game} appears twice` });
          seen.add(game);
        }),
      ),
    );
    if (slots > SAVED_LAYOUT_LIMITS.slots)
      ctx.addIssue({
        code: "custom",
        path: ["brackets"],
        message: `A layout has at most ${SAVED_LAYOUT_LIMITS.slots} slots (this one has ${slots})`,
      });
    const missing = (n: number) => !seen.has(n);
    const slotMissing = (slot: string) => missing(Number(slot.split(".")[0]));
    for (const [from, conn] of Object.entries(layout.connections)) {
      if (missing(Number(from)))
        ctx.addIssue({ code: "custom", path: ["connections", from], message: `Match ${from} is not in this layout` });
      for (const kind of ["win", "lose"] as const) {
        const to = conn[kind];
        if (to && /^\d/.test(to) && slotMissing(to))
          ctx.addIssue({ code: "custom", path: ["connections", from, kind], message: `Match ${to.split(".")[0]} is not in this layout` });
      }
      if (conn.reset !== undefined && missing(conn.reset))
        ctx.addIssue({ code: "custom", path: ["connections", from, "reset"], message: `Match ${conn.reset} is not in this layout` });
    }
    (layout.byes ?? []).forEach((slot, i) => {
      if (slotMissing(slot))
        ctx.addIssue({ code: "custom", path: ["byes", i], message: `Match ${slot.split(".")[0]} is not in this layout` });
    });
    for (const slot of Object.keys(layout.seeds ?? {}))
      if (slotMissing(slot))
        ctx.addIssue({ code: "custom", path: ["seeds", slot], message: `Match ${slot.split(".")[0]} is not in this layout` });
  });

export const BRACKET_ACTION_SCHEMAS = {
  /** Create (no `bracket`) or overwrite one of the event's brackets with the creator's layout. */
  "save-bracket": z.strictObject({
    event: id,
    bracket: id.optional(),
    name: z.string().trim().min(1, "Give the bracket a name").max(SAVED_LAYOUT_LIMITS.text),
    layout: SavedLayoutSchema,
    /** The event's matches of this bracket, in order (Bracket.ordered_matches); absent keeps the bracket's. */
    matches: z.array(id).max(SAVED_LAYOUT_LIMITS.slots).optional(),
    /** Keep it off the event's pages (Bracket.hide_bracket); absent leaves it as it is. */
    hidden: z.boolean().optional(),
  }),
} as const;

/** What those actions answer in `data`. */
export interface BracketReplies {
  "save-bracket": { id: string; created: boolean };
}
