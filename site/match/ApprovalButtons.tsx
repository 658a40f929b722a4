import { canDenyRequest } from "../../domain/badges.ts";
import type { RequestState } from "../../ui/match/useMatchTools.ts";

/**
 * Approve / Deny on an open request, for whoever may act on it (SPEC §4, §6): the opponent
 * until they have approved, staff at any time. Staff approving before the opponent pre-approve.
 */
export function ApprovalButtons({
  state,
  busy,
  onDecide,
  testId,
}: {
  state: RequestState;
  busy: boolean;
  onDecide: (decision: "approve" | "deny") => void;
  testId: string;
}) {
  const { open, role, badge } = state;
  if (!open || (role !== "opponent" && role !== "staff")) return null;
  const canApprove = badge?.action === "Approve" || badge?.action === "Pre-approve";
  const canDeny = canDenyRequest(role, open);
  if (!canApprove && !canDeny) return null;
  return (
    <div className="row">
      {canApprove ? (
        <button type="button" disabled={busy} onClick={() => onDecide("approve")} data-testid={`${testId}-approve`}>
          {badge?.action === "Pre-approve" ? "Pre-approve" : "Approve"}
        </button>
      ) : null}
      {canDeny ? (
        <button type="button" className="secondary" disabled={busy} onClick={() => onDecide("deny")} data-testid={`${testId}-deny`}>
          Deny
        </button>
      ) : null}
    </div>
  );
}
