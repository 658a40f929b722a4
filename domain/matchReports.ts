import { z } from "zod";
import { isDenied } from "./badges.ts";
import { isMatchComplete } from "./match.ts";
import type { ApprovalSettings } from "./eventBlocks.ts";
import type { ViewerRelation } from "./permissions.ts";
import type { MatchRecord, ReportRecord } from "./tables.ts";

/**
 * Reading a match's reports (table Reports, linked oldest first from `match.reports`):
 * which one the badges speak of, which one still waits, and what it proposes. Reports
 * store their proposal as JSON text, so it is parsed here like any other boundary.
 */
export type ReportType = ReportRecord["type"];
type ReportLike = Pick<ReportRecord, "type" | "approved" | "denied_by_staff" | "denied_by_opponent">;

/** The newest report of a type; the badges (SPEC §4) read its state. */
export function latestReport<R extends ReportLike>(reports: readonly (R | null | undefined)[], type: ReportType): R | null {
  for (let i = reports.length - 1; i >= 0; i--) {
    const report = reports[i];
    if (report?.type === type) return report;
  }
  return null;
}

/** The report of a type still waiting for approval: neither applied nor denied. */
export function openReport<R extends ReportLike>(reports: readonly (R | null | undefined)[], type: ReportType): R | null {
  const latest = latestReport(reports, type);
  return latest && !latest.approved && !isDenied(latest) ? latest : null;
}

/**
 * Whether the viewer may make a new request of a kind now (SPEC §4, §6): the event has it
 * open, the viewer is on a team of the match, none waits for approval, the match is not complete.
 */
export function canOpenRequest(
  match: Pick<MatchRecord, "forfeit" | "first_to" | "score_1" | "score_2">,
  open: ReportLike | null,
  viewer: ViewerRelation,
  settings: Pick<ApprovalSettings, "use">,
): boolean {
  return settings.use && !!viewer.side && !open && !isMatchComplete(match);
}

/**
 * Whether the viewer is staff of the match with nothing to answer: staff on neither team
 * only approve, so with the kind open and no request waiting their panel says so.
 */
export function nothingPendingForStaff(open: ReportLike | null, viewer: ViewerRelation, settings: Pick<ApprovalSettings, "use">): boolean {
  return settings.use && viewer.staff && !viewer.side && !open;
}

const score = z.number().int().min(0);

export const ProposedMapSchema = z.looseObject({
  name: z.string().optional(),
  number: z.number().int().optional(),
  score_1: score.optional(),
  score_2: score.optional(),
  draw: z.boolean().optional(),
});

export const ScoreProposalSchema = z.object({
  matchData: z
    .object({ score_1: score, score_2: score, forfeit: z.boolean(), forfeit_reason: z.string(), start: z.number() })
    .partial()
    .optional(),
  mapData: z.array(ProposedMapSchema).optional(),
});
export type ScoreProposal = z.infer<typeof ScoreProposalSchema>;
export type ProposedMap = z.infer<typeof ProposedMapSchema>;

function parseJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** What a score report proposes; null when its data is missing or unreadable. */
export function parseScoreProposal(text: string | null | undefined): ScoreProposal | null {
  const parsed = ScoreProposalSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
}

/** The start time a reschedule request proposes; null when its data is missing or unreadable. */
export function parseRescheduleProposal(text: string | null | undefined): number | null {
  const parsed = z.object({ start: z.number() }).safeParse(parseJson(text));
  return parsed.success ? parsed.data.start : null;
}
