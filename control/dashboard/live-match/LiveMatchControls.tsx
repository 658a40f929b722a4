import { useEffect, useState } from "react";
import { firstTo, sideNames, type Side } from "../../../domain/match.ts";
import { mapWinBlocker, mapWinDecidesMatch, sideCodes, sidesOnScreen, steppedScore } from "../../../domain/liveControls.ts";
import type { MatchRecord, TeamRecord } from "../../../domain/tables.ts";
import { ConfirmStep, InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { MapAttackControl } from "./MapAttackControl.tsx";
import { MatchWinConfirm } from "./MatchWinConfirm.tsx";
import { TeamRow } from "./TeamRow.tsx";
import { useScoreEditBlocker } from "./useScoreEditBlocker.ts";

type Scores = Record<Side, number>;

/** How long the controls wait for the live record to show a confirmed score before trusting it again. */
const CATCH_UP_MS = 2000;

/**
 * The score the server has confirmed but the live record may not show yet (the action's reply
 * can arrive before the record's update). Until a newer record arrives, for at most
 * CATCH_UP_MS, steps and map wins wait: a press computed from the older score would undo the
 * last one.
 */
function useConfirmedScore(match: MatchRecord, current: Scores) {
  const [confirmed, setConfirmed] = useState<{ scores: Scores; record: MatchRecord } | null>(null);
  const caughtUp =
    confirmed === null || confirmed.record !== match || (confirmed.scores[1] === current[1] && confirmed.scores[2] === current[2]);
  useEffect(() => {
    if (caughtUp) return;
    const timer = setTimeout(() => setConfirmed(null), CATCH_UP_MS);
    return () => clearTimeout(timer);
  }, [caughtUp]);
  // The record the press was made on: any later one already carries the confirmed change.
  return { caughtUp, confirm: (scores: Scores) => setConfirmed({ scores, record: match }) };
}

/**
 * The live match's on-air controls: a row per side in the overlays' order (score steppers
 * and map win), then Flip teams and map attack. Scores, map wins and flips each keep their
 * own pending state and error, shown beside them. A map win that wins the match asks first.
 */
export function LiveMatchControls({
  match,
  teams,
}: {
  match: MatchRecord;
  teams: readonly [TeamRecord | null | undefined, TeamRecord | null | undefined];
}) {
  const score = useDashboardAction();
  const win = useDashboardAction();
  const flip = useDashboardAction();
  // The side whose match-winning map win waits for the producer's yes.
  const [confirming, setConfirming] = useState<Side | null>(null);
  const editBlocker = useScoreEditBlocker(match);
  const names = sideNames(match, teams);
  const codes = sideCodes(match, teams);
  const onScreen = sidesOnScreen(match);
  const current: Scores = { 1: match.score_1 ?? 0, 2: match.score_2 ?? 0 };
  const { caughtUp, confirm } = useConfirmedScore(match, current);
  // Notices read the score as the overlays show it, left side first.
  const scoreText = (s: Scores) => `${s[onScreen[0]]}-${s[onScreen[1]]}`;
  const scoreNotice = (s: Scores) => `Score set to ${scoreText(s)}`;
  const first = firstTo(match);
  const winBlocker = mapWinBlocker(match, [teams[0], teams[1]], win.pending || flip.pending || !caughtUp);

  const stepBlocker = (side: Side, step: 1 | -1): string | null => {
    if (editBlocker) return editBlocker;
    if (score.pending || !caughtUp) return "Saving the score";
    if (steppedScore(current[side], step, match) !== null) return null;
    return step > 0 ? `The score can't go above first to ${first}` : "The score can't go below 0";
  };
  const setScore = (side: Side, step: 1 | -1) => {
    const next = steppedScore(current[side], step, match);
    if (next === null) return;
    const updatedData = side === 1 ? { score_1: next } : { score_2: next };
    const stepped = { ...current, [side]: next };
    void score.run("update-match-data", { matchID: match.id, updatedData }, { notice: () => scoreNotice(stepped) }).then((data) => {
      if (data) confirm(stepped);
    });
  };
  const mapWin = (side: Side) =>
    void win
      .run(
        "multi-map-win",
        { teamNum: side, unsetMapAttack: true },
        { notice: (data) => scoreNotice({ 1: data.score_1, 2: data.score_2 }) },
      )
      .then((data) => {
        if (data) confirm({ 1: data.score_1, 2: data.score_2 });
      });
  const pressWin = (side: Side) => (mapWinDecidesMatch(match, side) ? setConfirming(side) : mapWin(side));
  const confirmWin = (side: Side) => {
    setConfirming(null);
    // The record may have moved while the dialog was open (another producer, a late reply).
    if (winBlocker === null) mapWin(side);
  };
  const flipTeams = () => {
    const left = sidesOnScreen({ flip_teams: !match.flip_teams })[0];
    void flip.run("toggle-flip-teams", {}, { notice: () => `Teams flipped: ${names[left - 1]} on the left` });
  };

  return (
    <div className="lm-controls">
      <div className="lm-teams">
        {onScreen.map((side) => (
          <TeamRow
            key={side}
            side={side}
            name={names[side - 1]}
            code={codes[side - 1]}
            score={current[side]}
            downBlocker={stepBlocker(side, -1)}
            upBlocker={stepBlocker(side, 1)}
            onStep={(step) => setScore(side, step)}
            winBlocker={winBlocker}
            onWin={() => pressWin(side)}
          />
        ))}
      </div>
      <InlineError error={score.error} testId="live-match-score-error" />
      <ConfirmStep confirmation={score.confirmation} testId="live-match-score" />
      <InlineError error={win.error} testId="live-match-map-win-error" />
      <ConfirmStep confirmation={win.confirmation} testId="live-match-map-win" />
      <div className="lm-actions">
        <button
          type="button"
          className="secondary"
          title="Swap the teams' sides on every overlay"
          disabled={flip.pending}
          onClick={flipTeams}
          data-testid="live-match-flip"
        >
          Flip teams
        </button>
        <MapAttackControl />
      </div>
      <InlineError error={flip.error} testId="live-match-flip-error" />
      {confirming && first !== null ? (
        <MatchWinConfirm
          name={names[confirming - 1]}
          score={scoreText({ ...current, [confirming]: current[confirming] + 1 })}
          firstTo={first}
          onConfirm={() => confirmWin(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}
