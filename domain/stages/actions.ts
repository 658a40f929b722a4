import { z } from "zod";
import type { BracketRecord, MatchRecord } from "../tables.ts";
import { STAGE_FORMATS, StageOptionsSchema } from "./types.ts";

/** Payload schema of `create-stage` (issue 33); domain/actions.ts lists it with the others. */

const id = z.string().min(1).max(64);

export const STAGE_ACTION_SCHEMAS = {
  /** Make a stage's bracket and its matches now (a Swiss stage: round 1; the next rounds follow results). */
  "create-stage": z.strictObject({
    event: id,
    name: z.string().trim().min(1, "Give the stage a name").max(100, "A stage name has at most 100 characters"),
    format: z.enum(STAGE_FORMATS, { error: `Pick a format: ${STAGE_FORMATS.join(", ")}` }),
    /** Team ids in seed order. */
    teams: z.array(id, { error: "List the teams in seed order" }).min(2, "Pick at least 2 teams").max(512, "A stage has at most 512 teams"),
    /** First-to of every match (2: best of three), unless options.decidingFirstTo says otherwise for Swiss deciders. */
    firstTo: z.number().int().min(1).max(9).optional(),
    options: StageOptionsSchema.optional(),
  }),
} as const;

/** The first-to a stage's matches get when the organiser does not say. */
export const DEFAULT_STAGE_FIRST_TO = 2;

export interface StageReplies {
  /** The stage's bracket record and the matches made now. */
  "create-stage": { bracket: BracketRecord; matches: MatchRecord[] };
}
