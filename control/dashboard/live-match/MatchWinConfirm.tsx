import { createPortal } from "react-dom";
import { Modal } from "../../../ui/components/Modal.tsx";

/**
 * Asks before a map win that wins the match: the overlays then crown the winner, so a slip of
 * the mouse would put the wrong result on air (DASHBOARD.md: big changes ask first).
 */
export function MatchWinConfirm({
  name,
  score,
  firstTo,
  onConfirm,
  onCancel,
}: {
  name: string;
  /** The score after the win, as the overlays show it ("3–1"). */
  score: string;
  firstTo: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // Portalled, as the Observer Settings dialog: the panel around the controls must not contain it.
  return createPortal(
    <Modal title="Win the match?" onClose={onCancel} testId="live-match-win-confirm">
      <p data-testid="live-match-win-confirm-text">
        Give {name} this map? That makes it {score}: {name} reaches first to {firstTo} and wins the match on air.
      </p>
      <div className="row">
        <button type="button" onClick={onConfirm} data-testid="live-match-win-confirm-ok">
          {name} wins the match
        </button>
        <button type="button" className="secondary" onClick={onCancel} data-testid="live-match-win-confirm-cancel">
          Cancel
        </button>
      </div>
    </Modal>,
    document.body,
  );
}
