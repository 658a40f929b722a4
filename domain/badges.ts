import type { ApprovalSettings } from "./eventBlocks.ts";
import { reportRoleOf, type ReportRole, type ViewerRelation } from "./permissions.ts";
import { isMatchComplete, sideOfTeam, type Side } from "./match.ts";
import type { MatchRecord, ReportRecord } from "./tables.ts";

/**
 * The score report and rescheduling badges of a match (SPEC §4), as pure functions of
 * the match, its latest report of the kind, the event's approval settings and how the
 * viewer stands to the match. `null` means the badge is hidden.
 */
export interface Badge {
  label: string;
  /** Shown under the label (e.g. what the request waits for). */
  detail?: string;
  /** What the badge's button does, if it has one. */
  action: "Report" | "Request" | "Approve" | "Pre-approve" | null;
}

type ReportLike = Pick<
  ReportRecord,
  "team" | "approved" | "approved_by_team" | "approved_by_opponent" | "approved_by_staff" | "denied_by_staff" | "denied_by_opponent"
>;
type MatchLike = Pick<MatchRecord, "teams" | "score_1" | "score_2" | "first_to" | "forfeit" | "start">;

/** The side of the team that made a report, or null. */
export function sideOfReport(match: Pick<MatchRecord, "teams">, report: Pick<ReportRecord, "team">): Side | null {
  return sideOfTeam(match, report.team?.[0]);
}

export function isDenied(report: ReportLike): boolean {
  return !!report.denied_by_staff || !!report.denied_by_opponent;
}

/** Every approval the settings require has been given. */
export function isFullyApproved(report: ReportLike, settings: ApprovalSettings): boolean {
  if (report.approved) return true;
  if (isDenied(report) || !report.approved_by_team) return false;
  return (!settings.opponentApprove || !!report.approved_by_opponent) && (!settings.staffApprove || !!report.approved_by_staff);
}

/** The part shared by both badges: a request made by one team, waiting for approvals. */
function pendingBadge(
  label: (text: string) => string,
  report: ReportLike,
  settings: ApprovalSettings,
  viewer: ViewerRelation,
  side: 1 | 2 | null,
): Badge | null {
  const role = reportRoleOf(viewer, side);
  if (settings.opponentApprove && !report.approved_by_opponent) {
    if (role === "opponent") return { label: label("Needs approval"), action: "Approve" };
    if (role === "staff") {
      return settings.staffApprove && !report.approved_by_staff
        ? { label: label("Pre-approve"), action: "Pre-approve" }
        : { label: label("Needs opponent"), action: null };
    }
    return role === "submitter" ? { label: label("Submitted"), detail: "Waiting for opponent approval", action: null } : null;
  }
  if (settings.staffApprove && !report.approved_by_staff) {
    if (role === "staff") return { label: label("Needs approval"), action: "Approve" };
    return role ? { label: label("Submitted"), detail: "Waiting for staff approval", action: null } : null;
  }
  return null;
}

export function scoreReportBadge(
  match: MatchLike,
  report: ReportLike | null,
  settings: ApprovalSettings,
  viewer: ViewerRelation,
): Badge | null {
  if (!settings.use) return null;
  if (report && isFullyApproved(report, settings)) return { label: "Complete", action: null };
  if (isMatchComplete(match)) return null;
  if (!report || isDenied(report)) return viewer.side ? { label: report ? "Denied" : "Available", action: "Report" } : null;
  return pendingBadge((t) => t, report, settings, viewer, sideOfReport(match, report));
}

export function rescheduleBadge(
  match: MatchLike,
  request: ReportLike | null,
  settings: ApprovalSettings,
  viewer: ViewerRelation,
): Badge | null {
  if (!settings.use || (!viewer.side && !viewer.staff)) return null;
  if (isMatchComplete(match) || (request && isFullyApproved(request, settings))) return null;
  const title = match.start ? "Reschedule" : "Schedule";
  const label = (text: string) => `${title}: ${text}`;
  if (!request) return viewer.side ? { label: label("Available"), action: "Request" } : null;
  if (isDenied(request)) return { label: label("Denied"), action: viewer.side ? "Request" : null };
  return pendingBadge(label, request, settings, viewer, sideOfReport(match, request));
}

/**
 * Who may deny an open request (SPEC §4, §6): staff at any time, the opponent until they
 * have approved it. The server refuses the same callers the buttons leave out.
 */
export function canDenyRequest(role: ReportRole, report: Pick<ReportRecord, "approved_by_opponent">): boolean {
  return role === "staff" || (role === "opponent" && !report.approved_by_opponent);
}
