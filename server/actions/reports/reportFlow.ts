import type { RequestOutcome } from "../../../domain/actions.ts";
import { canDenyRequest, isFullyApproved, sideOfReport } from "../../../domain/badges.ts";
import { isMatchComplete } from "../../../domain/match.ts";
import type { ApprovalSettings } from "../../../domain/eventBlocks.ts";
import { needsApproval } from "../../../domain/eventBlocks.ts";
import { openReport } from "../../../domain/matchReports.ts";
import { canSubmitReport, PERMISSION_MESSAGES, reportRoleOf } from "../../../domain/permissions.ts";
import type { Fields, ReportRecord } from "../../../domain/tables.ts";
import type { StoreTx } from "../../store/ThingStore.ts";
import { ActionError, forbidden } from "../ActionError.ts";
import type { MatchContext } from "../context.ts";

/**
 * The request-and-approve flow shared by score reports and reschedule requests (SPEC §4,
 * §6): a team member submits; the opponent and/or staff approve as the event's blocks
 * say; once every required approval is in, the change applies to the match.
 */
export type ReportType = Fields<"Reports">["type"];
type Apply = (data: unknown) => Promise<void>;

/**
 * The request of this type still waiting for approval, if any: the newest of its type, as
 * the badges read it (a request can only be made while none waits, so older ones are closed).
 */
export async function openRequest(tx: StoreTx, ctx: MatchContext, type: ReportType): Promise<ReportRecord | null> {
  const reports = (await tx.getMany(ctx.match.reports ?? [])).map((r) => (r?.__tableName === "Reports" ? (r as ReportRecord) : null));
  return openReport(reports, type);
}

/** Stable text of a proposal, so two proposals compare by content. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export async function submitRequest(
  tx: StoreTx,
  ctx: MatchContext,
  type: ReportType,
  settings: ApprovalSettings,
  data: unknown,
  playerId: string,
  now: number,
  apply: Apply,
): Promise<RequestOutcome> {
  if (!settings.use)
    throw new ActionError(409, type === "score" ? "Score reporting is not open for this event" : "Rescheduling is not open for this event");
  if (!canSubmitReport(ctx.viewer)) throw forbidden(PERMISSION_MESSAGES.notOnTeam);
  if (isMatchComplete(ctx.match)) throw new ActionError(409, "This match is already complete");
  if (await openRequest(tx, ctx, type)) throw new ActionError(409, "A request is already waiting for approval");
  const direct = !needsApproval(settings);
  const team = ctx.match.teams![ctx.viewer.side! - 1];
  const report = await tx.insert("Reports", {
    type,
    match: [ctx.match.id],
    team: [team],
    player: [playerId],
    data: canonical(data),
    approved_by_team: true,
    approved: direct || undefined,
    created_at: now,
  });
  await tx.update(ctx.match.id, "Matches", { reports: [...(ctx.match.reports ?? []), report.id] });
  if (direct) await apply(data);
  return { id: report.id, status: direct ? "applied" : "submitted" };
}

export async function decideRequest(
  tx: StoreTx,
  ctx: MatchContext,
  type: ReportType,
  settings: ApprovalSettings,
  decision: "approve" | "deny",
  apply: Apply,
): Promise<RequestOutcome> {
  const report = await openRequest(tx, ctx, type);
  if (!report) throw new ActionError(404, "No request is waiting for approval");
  const role = reportRoleOf(ctx.viewer, sideOfReport(ctx.match, report));
  if (role !== "opponent" && role !== "staff") throw forbidden(PERMISSION_MESSAGES.reportApprove);
  if (decision === "deny" && !canDenyRequest(role, report)) throw forbidden(PERMISSION_MESSAGES.reportApprove);
  const flag =
    decision === "deny"
      ? role === "staff"
        ? "denied_by_staff"
        : "denied_by_opponent"
      : role === "staff"
        ? "approved_by_staff"
        : "approved_by_opponent";
  let updated = await tx.update(report.id, "Reports", { [flag]: true });
  if (decision === "approve" && isFullyApproved(updated, settings)) {
    updated = await tx.update(report.id, "Reports", { approved: true });
    await apply(JSON.parse(report.data ?? "null"));
  }
  return { id: updated.id, status: updated.approved ? "applied" : decision === "deny" ? "denied" : "approved" };
}

/** The opponent answers a proposal with their own version: the old one is denied, theirs is submitted. */
export async function counterRequest(
  tx: StoreTx,
  ctx: MatchContext,
  type: ReportType,
  settings: ApprovalSettings,
  data: unknown,
  playerId: string,
  now: number,
  apply: Apply,
): Promise<RequestOutcome> {
  const report = await openRequest(tx, ctx, type);
  if (!report) throw new ActionError(404, "No request is waiting for approval");
  if (reportRoleOf(ctx.viewer, sideOfReport(ctx.match, report)) !== "opponent") throw forbidden(PERMISSION_MESSAGES.reportApprove);
  if (canonical(data) === report.data) {
    throw new ActionError(400, "A counter-edit identical to the proposal cannot be submitted", [
      { path: "reportData", message: "Identical to the proposal" },
    ]);
  }
  await tx.update(report.id, "Reports", { denied_by_opponent: true });
  const fresh = { ...ctx, match: (await tx.getTyped(ctx.match.id, "Matches"))! };
  return submitRequest(tx, fresh, type, settings, data, playerId, now, apply);
}
