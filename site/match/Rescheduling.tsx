import { useState } from "react";
import { sideOfReport } from "../../domain/badges.ts";
import { canOpenRequest, nothingPendingForStaff, parseRescheduleProposal } from "../../domain/matchReports.ts";
import { PERMISSION_MESSAGES } from "../../domain/permissions.ts";
import type { MatchRecord } from "../../domain/tables.ts";
import { formatDateTime } from "../../domain/time.ts";
import { useSettings } from "../../ui/settings.tsx";
import { Loading } from "../../ui/components/Loading.tsx";
import { StartTime } from "../../ui/components/Time.tsx";
import { ActionFeedback } from "../../ui/actions/ActionFeedback.tsx";
import { ApprovalButtons } from "./ApprovalButtons.tsx";
import { DateTimeInput } from "../../ui/match/DateTimeInput.tsx";
import { BadgeState } from "./MatchBadges.tsx";
import { useActionCall } from "../../ui/actions/useActionCall.ts";
import type { MatchTools } from "../../ui/match/useMatchTools.ts";

/** /match/{id}/rescheduling (SPEC §2.5, §4): propose a new start time, or answer the other team's request. */
export function Rescheduling({ match, names, tools }: { match: MatchRecord; names: [string, string]; tools: MatchTools }) {
  const state = tools.reschedule;
  const { settings } = useSettings();
  const { call, busy, feedback, refuse } = useActionCall();
  const [start, setStart] = useState<number | null>(null);
  if (!tools.ready) return <Loading label="Loading the reschedule request" />;
  const format = { zone: settings.timezone, use24Hour: settings.use24HourTime };
  const startNotice = (ms: number | null) => (ms === null ? "Match start updated" : `Set match start to: ${formatDateTime(ms, format)}`);
  const proposed = state.open ? parseRescheduleProposal(state.open.data) : null;
  const proposer = state.open ? sideOfReport(match, state.open) : null;
  const canRequest = canOpenRequest(match, state.open, tools.viewer, state.settings);

  const submit = async () => {
    if (start === null) return refuse("Choose the new start time", [{ path: "start", message: "Enter a date and time" }]);
    await call("submit-reschedule", { matchID: match.id, action: "submit", start }, (d) =>
      d.status === "applied" ? startNotice(start) : "Reschedule request submitted",
    );
  };
  const decide = (action: "approve" | "deny") =>
    call("submit-reschedule", { matchID: match.id, action }, (d) =>
      d.status === "applied" ? startNotice(proposed) : d.status === "denied" ? "Reschedule request denied" : "Reschedule request approved",
    );

  return (
    <section className="match-tool" data-testid="rescheduling">
      <h2>{match.start ? "Reschedule" : "Schedule"}</h2>
      <p>
        Current start: <StartTime start={match.start} testId="reschedule-current" />
      </p>
      {!state.settings.use ? <p data-testid="reschedule-closed">Rescheduling is not open for this event</p> : null}
      {state.badge ? (
        <p>
          Status: <BadgeState badge={state.badge} testId="reschedule-state" />
        </p>
      ) : null}
      {state.open ? (
        <div className="table-card stack" data-testid="reschedule-request">
          <p>
            {proposer ? names[proposer - 1] : "A team"} asks to move the match to{" "}
            <strong data-testid="reschedule-proposed">{proposed === null ? "an unreadable time" : formatDateTime(proposed, format)}</strong>
          </p>
          <ApprovalButtons state={state} busy={busy} onDecide={decide} testId="reschedule" />
        </div>
      ) : null}
      {canRequest ? (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          data-testid="reschedule-form"
        >
          <DateTimeInput value={start ?? match.start ?? null} onChange={setStart} label="New start" testId="reschedule-start" />
          <button type="submit" disabled={busy} data-testid="reschedule-submit">
            Request this time
          </button>
        </form>
      ) : null}
      {nothingPendingForStaff(state.open, tools.viewer, state.settings) ? (
        <p className="muted" data-testid="reschedule-nothing-pending">
          Nothing pending: no reschedule request is waiting for approval
        </p>
      ) : null}
      {!tools.viewer.side && !tools.viewer.staff ? (
        <p className="muted" data-testid="reschedule-not-on-team">
          {PERMISSION_MESSAGES.notOnTeam}
        </p>
      ) : null}
      <ActionFeedback feedback={feedback} testId="reschedule" />
    </section>
  );
}
