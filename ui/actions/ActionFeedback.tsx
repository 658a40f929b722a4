import type { ActionError, Feedback } from "./useActionCall.ts";

/** A refusal as the server put it: its message and each issue's path. */
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
  return (
    <div className={className} role="alert" data-testid={testId}>
      {error.text}
      {error.issues.length ? (
        <ul>
          {error.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              <code>{issue.path}</code>: {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A success notice, or an error with each issue's path and message. */
export function ActionFeedback({ feedback, testId }: { feedback: Feedback; testId: string }) {
  if (!feedback) return null;
  if (feedback.kind === "notice")
    return (
      <p className="notice-ok" role="status" data-testid={`${testId}-notice`}>
        {feedback.text}
      </p>
    );
  return <InlineError error={feedback} testId={`${testId}-error`} className="error" />;
}
