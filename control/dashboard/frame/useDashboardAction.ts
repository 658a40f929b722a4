import { useCallback, useState } from "react";
import type { ActionData, ActionInput, ActionKey } from "../../../domain/actions.ts";
import { callAction } from "../../../live/actions.ts";
import type { ActionError } from "../../../ui/actions/useActionCall.ts";
import { useAuth } from "../../../ui/auth/AuthProvider.tsx";
import { useToasts } from "./toasts.tsx";

export interface RunOptions<K extends ActionKey> {
  /** The §8 success notice for the reply, shown as a toast; null shows none. */
  notice?: (data: ActionData<K>) => string | null;
  durationMs?: number;
}

/**
 * One control's action: `pending` at once, then the success notice as a toast, or the
 * server's refusal kept in `error` for the control to show beside itself (SPEC §8: an
 * error flag suppresses the success notice).
 */
export function useDashboardAction() {
  const { token } = useAuth();
  const toasts = useToasts();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  const run = useCallback(
    async <K extends ActionKey>(key: K, payload: ActionInput<K>, options: RunOptions<K> = {}): Promise<ActionData<K> | null> => {
      setPending(true);
      setError(null);
      const reply = await callAction(key, payload, { token });
      setPending(false);
      if (reply.error) {
        setError({ text: reply.errorMessage, issues: reply.issues ?? [] });
        return null;
      }
      const text = options.notice ? options.notice(reply.data) : null;
      if (text) toasts.show(text, { durationMs: options.durationMs });
      return reply.data;
    },
    [token, toasts],
  );
  const refuse = useCallback((text: string) => setError({ text, issues: [] }), []);
  const clear = useCallback(() => setError(null), []);
  return { run, pending, error, refuse, clear };
}
