import { z } from "zod";
import type { BracketLayout } from "../bracket/layout.ts";
import type { BracketRecord } from "../tables.ts";

/**
 * The stage formats `create-stage` makes (SPEC gap filled by issue 33): the organiser picks
 * teams in seed order and a format; the rules here make the matches, the bracket layout and
 * its connections. Pure: no IO.
 */
export const STAGE_FORMATS = ["single-elimination", "double-elimination", "round-robin", "gsl", "swiss"] as const;
export type StageFormat = (typeof STAGE_FORMATS)[number];

export const StageOptionsSchema = z.strictObject({
  /** single-elimination: a match for third place between the semi-final losers. */
  thirdPlace: z.boolean().optional(),
  /** double-elimination: a second grand final, played only when the lower finalist wins the first. */
  grandFinalReset: z.boolean().optional(),
  /** round-robin: how many groups (serpentine seeding); gsl: groups are always of four. */
  groups: z.number().int().min(1).max(64).optional(),
  /** round-robin: every pair meets twice. */
  double: z.boolean().optional(),
  /** swiss: wins to advance and losses to be eliminated (3 and 3 by default). */
  wins: z.number().int().min(1).max(10).optional(),
  losses: z.number().int().min(1).max(10).optional(),
  /** swiss: first-to of advancement and elimination matches (defaults to firstTo). */
  decidingFirstTo: z.number().int().min(1).max(9).optional(),
});
export type StageOptions = z.infer<typeof StageOptionsSchema>;

/** What `create-stage` stores on its bracket (`Brackets.stage`, JSON text): enough to make later Swiss rounds. */
export const StageConfigSchema = z.strictObject({
  format: z.enum(STAGE_FORMATS),
  /** Team ids in seed order. */
  teams: z.array(z.string()).min(2).max(512),
  firstTo: z.number().int().min(1).max(9),
  options: StageOptionsSchema.default({}),
});
export type StageConfig = z.infer<typeof StageConfigSchema>;

/** The stage a bracket was made from (`Brackets.stage`); null for a hand-made bracket or text that does not parse. */
export function stageOfBracket(bracket: Pick<BracketRecord, "stage">): StageConfig | null {
  if (!bracket.stage) return null;
  try {
    const parsed = StageConfigSchema.safeParse(JSON.parse(bracket.stage));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One match a stage makes. */
export interface PlannedMatch {
  /** `match_number`, and the game number in the bracket layout. */
  number: number;
  /** Team ids when known now (seeded); null for a slot a result fills later. */
  teams: [string | null, string | null];
  first_to: number;
  /** `match_group`: "Group A", "Round 2 (1-0)", "Upper bracket round 1"… */
  group: string;
  /** 1-based round within the stage (Swiss round, elimination column). */
  round: number;
}

export interface StagePlan {
  layout: BracketLayout;
  matches: PlannedMatch[];
}

export type PlanResult = { ok: true; plan: StagePlan } | { ok: false; message: string };
