import { z } from "zod";
import { longId } from "./ids.ts";
import { HeroRefSchema, MapSchema } from "./records.ts";

/**
 * A row of the map editor (update-map-data, a score report's maps) as either editor sends it,
 * read into one form: the map record's fields, its links as lists of stored (`rec`) ids and
 * its heroes as `{ id }`. The original website sends one id per link and heroes as bare ids,
 * names the map it updates `existingID`, and sends null or "" for an empty select: unset.
 */
const id = z.string().min(1).max(64);

/** An empty select of the original's (null, "") reads as unset, as a field left out does. */
const blankIsUnset = (value: unknown) => (value === "" || value === null ? undefined : value);

/** Our list of ids, or the original's one id. */
const link = z
  .preprocess((value) => (typeof value === "string" ? (value ? [value] : undefined) : blankIsUnset(value)), z.array(id).optional())
  .transform((ids) => ids?.map(longId));

const heroRef = HeroRefSchema.extend({ id: z.string().max(64) });

/** Heroes as `{ id }` (ours) or bare ids (the original's); an empty slot is left out. */
const heroes = z
  .array(z.preprocess((hero) => (typeof hero === "string" ? (hero ? { id: hero } : null) : hero), heroRef.nullable()))
  .optional()
  .transform((list) => list?.flatMap((hero) => (hero ? [{ id: longId(hero.id) }] : [])));

/** A field whose null (the original's cleared input) means unset. */
const unsetOnNull = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional());

const MapRowFieldsSchema = MapSchema.extend({
  id: id.optional(),
  /** The original's name for `id`: the map record the row updates. */
  existingID: z.preprocess(blankIsUnset, id.optional()),
  map: link,
  winner: link,
  picker: link,
  banner: link,
  number: unsetOnNull(z.number().int()),
  score_1: MapSchema.shape.score_1.nullable(),
  score_2: MapSchema.shape.score_2.nullable(),
  draw: MapSchema.shape.draw.nullable(),
  replay_code: MapSchema.shape.replay_code.nullable(),
  flip_pick_ban_order: MapSchema.shape.flip_pick_ban_order.nullable(),
  team_1_picks: heroes,
  team_2_picks: heroes,
  team_1_bans: heroes,
  team_2_bans: heroes,
}).strict();

/** A map row once read: the fields it sets (a field left out, or sent empty, is unset). */
export type MapRowInput = z.infer<typeof MapSchema> & { id?: string };

export const MapRowInputSchema = MapRowFieldsSchema.transform(({ existingID, ...row }, ctx): MapRowInput => {
  if (existingID && row.id) {
    ctx.addIssue({ code: "custom", path: ["existingID"], message: "Name the map by id or by existingID, not both" });
    return z.NEVER;
  }
  const fields = { ...row, id: row.id ?? existingID };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null)) as MapRowInput;
});
