import { shortId } from "../../../domain/ids.ts";
import { placeholders, sideNames } from "../../../domain/match.ts";
import { PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import { matchTitle } from "../../../domain/schedule.ts";
import type { MatchRecord, TeamRecord, ThemeRecord } from "../../../domain/tables.ts";
import { StartTime } from "../../../ui/components/Time.tsx";
import { ToggleButton } from "../broadcast/ToggleButton.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { TeamBox } from "./TeamBox.tsx";

/**
 * One scheduled match: its sides, a link to its page, its start, the Primary and Secondary
 * overlay toggles (set-match-overlays) and the Live Match toggle (update-broadcast match).
 */
export function ScheduleRow({
  match,
  teams,
  themes,
  live,
  canEdit,
}: {
  match: MatchRecord;
  teams: [TeamRecord | null, TeamRecord | null];
  themes: readonly ThemeRecord[];
  live: boolean;
  /** Null while the viewer's permissions load. */
  canEdit: boolean | null;
}) {
  const overlays = useDashboardAction();
  const liveMatch = useDashboardAction();
  const names = sideNames(match, teams);
  const codes = placeholders(match).codes;
  const title = matchTitle(match, teams);
  const id = shortId(match.id);
  const overlayReason = canEdit === false ? PERMISSION_MESSAGES.editMatch : undefined;
  const setOverlay = (overlayType: "primary" | "secondary", state: boolean) =>
    void overlays.run(
      "set-match-overlays",
      { match: match.id, overlayType, state },
      { notice: () => `${title} ${state ? "shown on" : "taken off"} the ${overlayType} overlays` },
    );

  return (
    <li className={`sched-row${live ? " sched-live" : ""}`} data-testid={`schedule-row-${id}`}>
      {/* The sides are named in the link beside them; the boxes are for the eye. */}
      <span className="sched-boxes" aria-hidden>
        <TeamBox team={teams[0]} themes={themes} name={names[0]} code={codes[0]} />
        <TeamBox team={teams[1]} themes={themes} name={names[1]} code={codes[1]} />
      </span>
      <span className="sched-match">
        <a href={`/match/${id}`} target="_blank" rel="noreferrer" data-testid={`schedule-link-${id}`}>
          {title}
        </a>
        <StartTime start={match.start} testId={`schedule-start-${id}`} />
      </span>
      <span className="sched-toggles">
        <span className="sched-overlays" role="group" aria-label={`Overlays for ${title}`}>
          <ToggleButton
            on={!!match.show_on_overlays}
            label="Primary"
            disabled={!canEdit || overlays.pending}
            reason={overlayReason}
            onToggle={(next) => setOverlay("primary", next)}
            testId={`schedule-primary-${id}`}
          />
          <ToggleButton
            on={!!match.show_on_secondary_overlays}
            label="Secondary"
            disabled={!canEdit || overlays.pending}
            reason={overlayReason}
            onToggle={(next) => setOverlay("secondary", next)}
            testId={`schedule-secondary-${id}`}
          />
        </span>
        <ToggleButton
          on={live}
          onAir
          label="Live Match"
          disabled={liveMatch.pending}
          onToggle={(next) =>
            void liveMatch.run(
              "update-broadcast",
              { match: next ? match.id : null },
              { notice: () => (next ? "Live match set" : "Live match cleared") },
            )
          }
          testId={`schedule-live-${id}`}
        />
      </span>
      <InlineError error={overlays.error} testId={`schedule-overlays-error-${id}`} />
      <InlineError error={liveMatch.error} testId={`schedule-live-error-${id}`} />
    </li>
  );
}
