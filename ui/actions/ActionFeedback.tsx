import { issuesToList } from "../../domain/formMessages.ts";
import type { ActionError, Confirmation, Feedback } from "./useActionCall.ts";

/**
 * A refusal: its text, then each issue the text does not already say, the field named as the
 * page labels it (domain/formMessages.ts), so no message shows twice.
 */
export function InlineError({
  error,
  testId,
  className = "inline-error",
}: {
  error: ActionError | null;
  testId?: string;
  className?: string;
}) {
  if (!error) return null;
  const more = issuesToList(error.text, error.issues);
  return (
    <div className={className} role="alert" data-testid={testId}>
      {error.text}
      {more.length ? (
        <ul>
          {more.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A success notice, or an error with what to change. */
export function ActionFeedback({ feedback, testId }: { feedback: Feedback; testId: string }) {
  if (!feedback) return null;
  if (feedback.kind === "notice")
    return (
      <p className="notice-ok" role="status" data-testid={`${testId}-notice`}>
        {feedback.text}
      </p>
    );
  if (feedback.kind === "confirm") return <ConfirmStep confirmation={feedback} testId={testId} />;
  return <InlineError error={feedback} testId={`${testId}-error`} className="error" />;
}

/** A refusal that applies once confirmed: what it changes (the later matches it clears), and Confirm or Cancel. */
export function ConfirmStep({ confirmation, testId }: { confirmation: Confirmation | null; testId: string }) {
  if (!confirmation) return null;
  return (
    <div className="error" role="alert" data-testid={`${testId}-confirm`}>
      <p>{confirmation.text}</p>
      <div className="row">
        <button type="button" onClick={confirmation.confirm} data-testid={`${testId}-confirm-yes`}>
          Confirm and clear
        </button>
        <button type="button" className="secondary" onClick={confirmation.cancel} data-testid={`${testId}-confirm-cancel`}>
          Cancel
        </button>
      </div>
    </div>
  );
}
