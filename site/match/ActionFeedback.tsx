import type { Feedback } from "./useActionCall.ts";

/** A success notice, or an error with each issue's path and message. */
export function ActionFeedback({ feedback, testId }: { feedback: Feedback; testId: string }) {
  if (!feedback) return null;
  if (feedback.kind === "notice")
    return (
      <p className="notice-ok" role="status" data-testid={`${testId}-notice`}>
        {feedback.text}
      </p>
    );
  return (
    <div className="error" role="alert" data-testid={`${testId}-error`}>
      <p>{feedback.text}</p>
      {feedback.issues.length ? (
        <ul>
          {feedback.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              <code>{issue.path}</code>: {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
