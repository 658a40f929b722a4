import { useMemo } from "react";
import { PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import { matchTitle, scheduleStatus, sortSchedule } from "../../../domain/schedule.ts";
import { present, useThings } from "../../../live/hooks.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import "./schedule.css";
import { ScheduleRow } from "./ScheduleRow.tsx";
import { useScheduleData } from "./useScheduleData.ts";

/** The Schedule editor (SPEC §2.9): the broadcast's matches with their overlay and live match toggles. */
export function SchedulePanel() {
  const { broadcast } = useDashboard();
  const { matches, loading, teamsOf, canEdit } = useScheduleData(broadcast.schedule);
  const schedule = useMemo(() => sortSchedule(matches), [matches]);
  const liveId = broadcast.live_match?.[0] ?? null;
  const status = loading ? "Loading the schedule" : scheduleStatus(schedule, liveId, (m) => matchTitle(m, teamsOf(m)));
  const themeIds = useMemo(() => [...new Set(schedule.flatMap((m) => teamsOf(m).flatMap((t) => t?.theme ?? [])))], [schedule, teamsOf]);
  const themes = present(useThings("Themes", themeIds));
  const locked = schedule.some((m) => canEdit(m) === false);

  return (
    <Panel
      id="schedule"
      title="Schedule"
      status={
        <span data-testid="schedule-status" title={status}>
          {status}
        </span>
      }
    >
      {!schedule.length && !loading ? (
        <p className="muted" data-testid="schedule-empty">
          No matches scheduled. Ask the event's staff to add matches to this broadcast's schedule; each appears here with its overlay and
          live match toggles.
        </p>
      ) : (
        <ul className="sched" aria-label="Scheduled matches">
          {schedule.map((match) => (
            <ScheduleRow
              key={match.id}
              match={match}
              teams={teamsOf(match)}
              themes={themes}
              live={match.id === liveId}
              canEdit={canEdit(match)}
            />
          ))}
        </ul>
      )}
      {locked ? (
        <p className="hint" data-testid="schedule-permission">
          Primary and Secondary are disabled on matches you can't edit ({PERMISSION_MESSAGES.editMatch}). Ask the event's staff for Match
          Editor permission.
        </p>
      ) : null}
    </Panel>
  );
}
