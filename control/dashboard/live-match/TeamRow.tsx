import type { Side } from "../../../domain/match.ts";

export interface TeamRowProps {
  side: Side;
  name: string;
  code: string;
  score: number;
  /** Why each score step is not allowed, or null when it is. */
  downBlocker: string | null;
  upBlocker: string | null;
  onStep: (step: 1 | -1) => void;
  /** Why the map win button is disabled, or null. */
  winBlocker: string | null;
  onWin: () => void;
}

/**
 * One side of the live match as it sits on screen: its code and name, score steppers and map
 * win button. A blocked button is aria-disabled rather than disabled, so keyboard focus stays
 * on it while a call is pending (a producer pressing + twice keeps their place).
 */
export function TeamRow({ side, name, code, score, downBlocker, upBlocker, onStep, winBlocker, onWin }: TeamRowProps) {
  return (
    <div className="lm-team" data-testid={`live-match-team-${side}`}>
      <span className="lm-code">{code}</span>
      <span className="lm-name" title={name}>
        {name}
      </span>
      <div className="lm-stepper" role="group" aria-label={`${name} score`}>
        <button
          type="button"
          className="secondary lm-step"
          aria-label={`Lower ${name} score`}
          title={downBlocker ?? `Lower ${name} score`}
          aria-disabled={downBlocker !== null}
          onClick={() => downBlocker === null && onStep(-1)}
          data-testid={`live-match-score-${side}-down`}
        >
          −
        </button>
        <output className="lm-score" aria-label={`${name} score`} data-testid={`live-match-score-${side}`}>
          {score}
        </output>
        <button
          type="button"
          className="secondary lm-step"
          aria-label={`Raise ${name} score`}
          title={upBlocker ?? `Raise ${name} score`}
          aria-disabled={upBlocker !== null}
          onClick={() => upBlocker === null && onStep(1)}
          data-testid={`live-match-score-${side}-up`}
        >
          +
        </button>
      </div>
      <button
        type="button"
        className="lm-win"
        aria-label={`Map win for ${name}`}
        title={winBlocker ?? `Give ${name} the map and clear map attack`}
        aria-disabled={winBlocker !== null}
        onClick={() => winBlocker === null && onWin()}
        data-testid={`live-match-map-win-${side}`}
      >
        Map win
      </button>
    </div>
  );
}
