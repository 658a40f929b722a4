import { useCallback, useState } from "react";
import type { ActionData, ActionInput, ActionKey, Issue } from "../../domain/actions.ts";
import { callAction } from "../../live/actions.ts";
import { useAuth } from "../auth/AuthProvider.tsx";

/** What the last call (or form check) left to show: a success notice, or the error as the server put it. */
export type Feedback = { kind: "notice"; text: string } | ({ kind: "error" } & ActionError) | null;

/** A refusal: the server's message and the issues it listed. */
export interface ActionError {
  text: string;
  issues: Issue[];
}

/**
 * Calls an action with the viewer's token and keeps its outcome for <ActionFeedback>.
 * SPEC §8: an error flag suppresses the success notice; the server's message and issues show as they come.
 */
export function useActionCall() {
  const { token } = useAuth();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const call = useCallback(
    async <K extends ActionKey>(
      key: K,
      payload: ActionInput<K>,
      notice: (data: ActionData<K>) => string | null,
    ): Promise<ActionData<K> | null> => {
      setBusy(true);
      setFeedback(null);
      const reply = await callAction(key, payload, { token });
      setBusy(false);
      if (reply.error) {
        setFeedback({ kind: "error", text: reply.errorMessage, issues: reply.issues ?? [] });
        return null;
      }
      const text = notice(reply.data);
      setFeedback(text ? { kind: "notice", text } : null);
      return reply.data;
    },
    [token],
  );
  const refuse = useCallback((text: string, issues: Issue[]) => setFeedback({ kind: "error", text, issues }), []);
  return { call, busy, feedback, refuse };
}
