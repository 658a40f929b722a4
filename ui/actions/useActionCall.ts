import { useCallback, useState } from "react";
import type { ActionData, ActionInput, ActionKey, Issue } from "../../domain/actions.ts";
import { callAction } from "../../live/actions.ts";
import { useAuth } from "../auth/AuthProvider.tsx";
import { wordIssuesPlainly } from "../../domain/formMessages.ts";

// The pages' own form checks (sign-ups, settings) word a refusal as the server does.
wordIssuesPlainly();

/**
 * What the last call (or form check) left to show: a success notice, the error as the server
 * put it, or a refusal that applies once confirmed (a corrected result that clears the results
 * of later bracket matches), with its confirm and cancel.
 */
export type Feedback = { kind: "notice"; text: string } | ({ kind: "error" } & ActionError) | ({ kind: "confirm" } & Confirmation) | null;

/** A refusal the caller may overrule: sent again with `confirm: true`, it applies. */
export interface Confirmation {
  text: string;
  confirm: () => void;
  cancel: () => void;
}

/** Whether a refusal asks for confirmation: every issue it lists names `confirm` (server/actions/bracket/resolveBracket.ts). */
export function asksConfirmation(issues: readonly Issue[] | undefined): boolean {
  return !!issues?.length && issues.every((issue) => issue.path === "confirm");
}

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
    async function send<K extends ActionKey>(
      key: K,
      payload: ActionInput<K>,
      notice: (data: ActionData<K>) => string | null,
    ): Promise<ActionData<K> | null> {
      setBusy(true);
      setFeedback(null);
      const reply = await callAction(key, payload, { token });
      setBusy(false);
      if (reply.error && asksConfirmation(reply.issues) && !(payload as { confirm?: boolean }).confirm) {
        setFeedback({
          kind: "confirm",
          text: reply.errorMessage,
          confirm: () => void send(key, { ...(payload as object), confirm: true } as ActionInput<K>, notice),
          cancel: () => setFeedback(null),
        });
        return null;
      }
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
