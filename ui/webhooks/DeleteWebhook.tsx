import { useState } from "react";
import { ActionFeedback } from "../actions/ActionFeedback.tsx";
import { useActionCall } from "../actions/useActionCall.ts";
import "./webhooks.css";

/** Delete, then "Delete this webhook?" with Delete or Keep: a hook gone takes its deliveries with it. */
export function DeleteWebhook({ id, testId, onDeleted }: { id: string; testId: string; onDeleted: () => void }) {
  const { call, busy, feedback } = useActionCall();
  const [asking, setAsking] = useState(false);
  const remove = async () => {
    const done = await call("delete-webhook", { id }, () => null);
    setAsking(false);
    if (done) onDeleted();
  };
  return (
    <div className="webhook-delete">
      {asking ? (
        <div className="row" role="group" aria-label="Confirm delete">
          <span>Delete this webhook? Nothing more is sent to it.</span>
          <button type="button" className="danger" disabled={busy} onClick={() => void remove()} data-testid={`${testId}-yes`}>
            {busy ? "Deleting…" : "Delete"}
          </button>
          <button type="button" className="secondary" onClick={() => setAsking(false)} data-testid={`${testId}-no`}>
            Keep
          </button>
        </div>
      ) : (
        <button type="button" className="secondary" onClick={() => setAsking(true)} data-testid={testId}>
          Delete
        </button>
      )}
      <ActionFeedback feedback={feedback} testId={testId} />
    </div>
  );
}
