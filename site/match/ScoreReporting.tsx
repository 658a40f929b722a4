import { useState } from "react";
import { sideOfReport } from "../../domain/badges.ts";
import { isMatchComplete } from "../../domain/match.ts";
import { scoreFormFromProposal, scoreFormOf, scoreReportData, type ScoreForm as Form } from "../../domain/matchForms.ts";
import { canOpenRequest, nothingPendingForStaff, parseScoreProposal, type ScoreProposal } from "../../domain/matchReports.ts";
import type { RequestOutcome } from "../../domain/actions.ts";
import { PERMISSION_MESSAGES } from "../../domain/permissions.ts";
import type { MatchRecord } from "../../domain/tables.ts";
import { Loading } from "../../ui/components/Loading.tsx";
import { Modal } from "../../ui/components/Modal.tsx";
import { ActionFeedback } from "../../ui/actions/ActionFeedback.tsx";
import { ApprovalButtons } from "./ApprovalButtons.tsx";
import { BadgeState } from "./MatchBadges.tsx";
import { ScoreForm } from "./ScoreForm.tsx";
import { useActionCall } from "../../ui/actions/useActionCall.ts";
import type { MatchTools } from "../../ui/match/useMatchTools.ts";

const scoreText = (p: { score_1?: number; score_2?: number } | undefined) => `${p?.score_1 ?? 0}-${p?.score_2 ?? 0}`;

/** /match/{id}/score-reporting (SPEC §2.5, §4, §6): report a score, or answer the other team's report. */
export function ScoreReporting({ match, names, tools }: { match: MatchRecord; names: [string, string]; tools: MatchTools }) {
  const state = tools.score;
  const { call, busy, feedback, refuse } = useActionCall();
  const [form, setForm] = useState<Form | null>(null);
  const [countering, setCountering] = useState(false);
  const [explainer, setExplainer] = useState(false);
  if (!tools.ready) return <Loading label="Loading the score report" />;
  const proposal = state.open ? parseScoreProposal(state.open.data) : null;
  const current = form ?? scoreFormOf(match);

  const send = async (action: "submit" | "counter") => {
    const result = scoreReportData(current, match);
    if (!result.ok) return refuse("Check the score report", result.issues);
    const notice = (d: RequestOutcome) =>
      d.status === "applied" ? `Score set to ${scoreText(result.value.matchData)}` : "Score report submitted";
    if (await call("submit-score-report", { matchID: match.id, action, reportData: result.value }, notice)) {
      setForm(null);
      setCountering(false);
    }
  };
  const decide = (action: "approve" | "deny") =>
    call("submit-score-report", { matchID: match.id, action }, (d) =>
      d.status === "applied"
        ? `Score set to ${scoreText(proposal?.matchData)}`
        : d.status === "denied"
          ? "Score report denied"
          : "Score report approved",
    );
  const loadProposal = () => {
    if (proposal) setForm(scoreFormFromProposal(proposal, match));
    setCountering(true);
  };
  const canReport = canOpenRequest(match, state.open, tools.viewer, state.settings);
  const proposer = state.open ? sideOfReport(match, state.open) : null;

  return (
    <section className="match-tool" data-testid="score-reporting">
      <header className="row">
        <h2>Score reporting</h2>
        <button type="button" className="secondary" onClick={() => setExplainer(true)} data-testid="score-explainer-open">
          How reporting works
        </button>
      </header>
      {!state.settings.use ? <p data-testid="score-closed">Score reporting is not open for this event</p> : null}
      {state.badge ? (
        <p>
          Status: <BadgeState badge={state.badge} testId="score-state" />
        </p>
      ) : null}
      {state.open ? (
        <div className="table-card stack" data-testid="score-proposal">
          <h3>{proposer ? `${names[proposer - 1]} reported` : "Reported score"}</h3>
          <ProposalView proposal={proposal} names={names} />
          <ApprovalButtons state={state} busy={busy} onDecide={decide} testId="score" />
          {state.role === "opponent" && !countering ? (
            <div className="row">
              <button type="button" className="secondary" onClick={loadProposal} data-testid="score-load-proposal">
                Load the proposal into the editor
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {countering && state.open && state.role === "opponent" ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send("counter");
          }}
          data-testid="score-counter-form"
        >
          <h3>Your version</h3>
          <ScoreForm form={current} onChange={setForm} names={names} firstTo={match.first_to} disabled={busy} />
          <button type="submit" disabled={busy} data-testid="score-counter">
            Submit counter-proposal
          </button>
        </form>
      ) : null}
      {canReport ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send("submit");
          }}
          data-testid="score-report-form"
        >
          <ScoreForm form={current} onChange={setForm} names={names} firstTo={match.first_to} disabled={busy} />
          <button type="submit" disabled={busy} data-testid="score-submit">
            Submit score report
          </button>
        </form>
      ) : null}
      {!tools.viewer.side && !tools.viewer.staff ? (
        <p className="muted" data-testid="score-not-on-team">
          {PERMISSION_MESSAGES.notOnTeam}
        </p>
      ) : null}
      {!state.open && isMatchComplete(match) ? (
        <p className="muted" data-testid="score-complete">
          This match is already complete
        </p>
      ) : nothingPendingForStaff(state.open, tools.viewer, state.settings) ? (
        <p className="muted" data-testid="score-nothing-pending">
          Nothing pending: no score report is waiting for approval
        </p>
      ) : null}
      <ActionFeedback feedback={feedback} testId="score" />
      {explainer ? <ReportingExplainer settings={state.settings} onClose={() => setExplainer(false)} /> : null}
    </section>
  );
}

function ProposalView({ proposal, names }: { proposal: ScoreProposal | null; names: [string, string] }) {
  if (!proposal) return <p className="muted">This report's details could not be read.</p>;
  const data = proposal.matchData ?? {};
  return (
    <>
      <p className="big-score" data-testid="score-proposal-score">
        {names[0]} {data.score_1 ?? "–"} - {data.score_2 ?? "–"} {names[1]}
      </p>
      {data.forfeit ? <p data-testid="score-proposal-forfeit">Forfeit{data.forfeit_reason ? `: ${data.forfeit_reason}` : ""}</p> : null}
      {proposal.mapData?.length ? (
        <table className="maps-table">
          <thead>
            <tr>
              <th>#</th>
              <th>Map</th>
              <th>Score</th>
            </tr>
          </thead>
          <tbody>
            {proposal.mapData.map((m, i) => (
              <tr key={i}>
                <td>{m.number ?? i + 1}</td>
                <td>{m.name}</td>
                <td>
                  {m.score_1 ?? "–"} - {m.score_2 ?? "–"}
                  {m.draw ? " (draw)" : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

/** SPEC §2.8: the match explainer modal titled Reporting Score. */
function ReportingExplainer({ settings, onClose }: { settings: MatchTools["score"]["settings"]; onClose: () => void }) {
  const approvals = [settings.opponentApprove ? "the other team" : null, settings.staffApprove ? "the event staff" : null].filter(Boolean);
  return (
    <Modal title="Reporting Score" onClose={onClose} testId="score-explainer">
      <p>After your match, one player of either team reports the score of each side, with the maps if you like.</p>
      <p>
        {approvals.length
          ? `The report applies once ${approvals.join(" and ")} approve${approvals.length > 1 ? "" : "s"} it.`
          : "The report applies at once."}
      </p>
      {settings.opponentApprove ? (
        <p>The other team can approve it, deny it, or load it into the editor and send their own version.</p>
      ) : null}
    </Modal>
  );
}
