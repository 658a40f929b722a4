import type { Badge } from "../../domain/badges.ts";
import { SmartLink } from "../components/common.tsx";
import type { MatchTools } from "../../ui/match/useMatchTools.ts";

/** A badge's label, what it waits for, and its action (SPEC §4). */
export function BadgeState({ badge, testId }: { badge: Badge; testId: string }) {
  return (
    <span className="badge-state" data-testid={testId}>
      <strong data-testid={`${testId}-label`}>{badge.label}</strong>
      {badge.detail ? <small className="muted">{badge.detail}</small> : null}
      {badge.action && badge.action !== badge.label ? <span className="chip small">{badge.action}</span> : null}
    </span>
  );
}

/**
 * SPEC §2.8 and §4: the score report badge and the rescheduling badge, each linking to its
 * sub-page, for signed-in viewers the badge rules show them to (hidden while loading).
 */
export function MatchBadges({ tools, base }: { tools: MatchTools; base: string }) {
  if (!tools.ready || (!tools.score.badge && !tools.reschedule.badge)) return null;
  return (
    <div className="match-badges" data-testid="match-badges">
      {tools.score.badge ? (
        <SmartLink to={`${base}/score-reporting`} className="report-badge" testId="score-report-link">
          <span className="muted">Score report</span> <BadgeState badge={tools.score.badge} testId="score-report-badge" />
        </SmartLink>
      ) : null}
      {tools.reschedule.badge ? (
        <SmartLink to={`${base}/rescheduling`} className="report-badge" testId="reschedule-link">
          <BadgeState badge={tools.reschedule.badge} testId="reschedule-badge" />
        </SmartLink>
      ) : null}
    </div>
  );
}
