import { rescheduleBadge, scoreReportBadge, sideOfReport, type Badge } from "../../domain/badges.ts";
import { parseEventBlocks, type ApprovalSettings } from "../../domain/eventBlocks.ts";
import type { TimeLimits } from "../../domain/timeLimits.ts";
import { latestReport, openReport } from "../../domain/matchReports.ts";
import { canEditMatch, reportRoleOf, teamSideOf, type ReportRole, type ViewerRelation } from "../../domain/permissions.ts";
import type { EventRecord, MatchRecord, ReportRecord, TeamRecord } from "../../domain/tables.ts";
import { useThings } from "../../live/hooks.ts";
import { useAuth } from "../auth/AuthProvider.tsx";
import { useMyPlayer, usePermissionSubject } from "../auth/usePlayer.ts";

/** One kind of request (score report or reschedule) as the viewer sees it. */
export interface RequestState {
  settings: ApprovalSettings;
  /** The newest report of the kind: the badge reads its state. */
  latest: ReportRecord | null;
  /** The report still waiting for approval, if any. */
  open: ReportRecord | null;
  badge: Badge | null;
  /** Who the viewer is to the open report: submitter, opponent, staff or nobody. */
  role: ReportRole;
}

export interface MatchTools {
  /** The viewer's player, the match's reports and its event have loaded (SPEC §4: badges hide while loading). */
  ready: boolean;
  signedIn: boolean;
  viewer: ViewerRelation;
  /** Whether the viewer may edit the match (SPEC §6). */
  canEdit: boolean;
  score: RequestState;
  reschedule: RequestState;
  /** The Time editor's limits (SPEC §5): a match starts no earlier than its event. */
  timeLimits: TimeLimits;
}

/** Everything the match tools decide with, live: the viewer's relation, the event's settings, the reports. */
export function useMatchTools(
  match: MatchRecord | null | undefined,
  teams: readonly (TeamRecord | null | undefined)[],
  event: EventRecord | null | undefined,
): MatchTools {
  const auth = useAuth();
  const player = useMyPlayer();
  const subject = usePermissionSubject();
  const loaded = useThings("Reports", match?.reports ?? null);
  const reports = loaded.filter((r): r is ReportRecord => !!r && r.__tableName === "Reports");
  const viewer: ViewerRelation = match
    ? {
        side: teamSideOf(
          subject.player,
          match,
          teams.map((t) => t ?? null),
        ),
        staff: canEditMatch(subject, match, event ?? null),
      }
    : { side: null, staff: false };
  const blocks = parseEventBlocks(event?.blocks);
  const state = (type: "score" | "reschedule"): RequestState => {
    const settings = type === "score" ? blocks.reporting.score : blocks.reporting.rescheduling;
    const latest = latestReport(reports, type);
    const open = openReport(reports, type);
    const badge = match ? (type === "score" ? scoreReportBadge : rescheduleBadge)(match, latest, settings, viewer) : null;
    const role = open && match ? reportRoleOf(viewer, sideOfReport(match, open)) : null;
    return { settings, latest, open, badge, role };
  };
  const signedIn = auth.status === "signed-in";
  // A user without a player record has no side: nothing to wait for.
  const playerLoaded = !auth.user?.airtableID || player !== undefined;
  const ready = signedIn && !!match && playerLoaded && !loaded.includes(undefined) && (event !== undefined || !match.event?.length);
  return {
    ready,
    signedIn,
    viewer,
    canEdit: viewer.staff,
    score: state("score"),
    reschedule: state("reschedule"),
    timeLimits: { earliest: event?.start_date ?? null },
  };
}
