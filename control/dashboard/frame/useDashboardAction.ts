import { useCallback } from "react";
import type { ActionData, ActionInput, ActionKey } from "../../../domain/actions.ts";
import { useActionCall, type ActionError, type Confirmation } from "../../../ui/actions/useActionCall.ts";
import { useToasts } from "./toasts.tsx";

export interface RunOptions<K extends ActionKey> {
  /**
   * The §8 success notice for the reply, shown as a toast; null shows none. Required, so that
   * every control says what it did (DASHBOARD.md: nothing fails, or succeeds, silently).
   */
  notice: (data: ActionData<K>) => string | null;
  durationMs?: number;
}

/**
 * One control's action, on useActionCall: `pending` at once, then the success notice as a
 * toast, or the server's refusal kept in `error` for the control to show beside itself
 * (SPEC §8: an error flag suppresses the success notice).
 */
export function useDashboardAction() {
  const toasts = useToasts();
  const { call, busy, feedback, refuse: refuseWith } = useActionCall();
  const run = useCallback(
    <K extends ActionKey>(key: K, payload: ActionInput<K>, options: RunOptions<K>): Promise<ActionData<K> | null> =>
      call(key, payload, (data) => {
        const text = options.notice(data);
        if (text) toasts.show(text, { durationMs: options.durationMs });
        // The notice goes to a toast, so nothing stays beside the control.
        return null;
      }),
    [call, toasts],
  );
  const refuse = useCallback((text: string) => refuseWith(text, []), [refuseWith]);
  const error: ActionError | null = feedback?.kind === "error" ? feedback : null;
  // A corrected result that clears later bracket results waits for the producer's yes.
  const confirmation: Confirmation | null = feedback?.kind === "confirm" ? feedback : null;
  return { run, pending: busy, error, confirmation, refuse };
}
