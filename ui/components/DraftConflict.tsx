import "./draftConflict.css";
import type { ReactNode } from "react";
import type { Draft } from "./useDraft.ts";

/**
 * Someone else changed what this form edits (DASHBOARD.md "Two producers"): show their value
 * and let the producer take it or keep their own. Nothing while the draft has no conflict.
 */
export function DraftConflict<T>({ draft, describe, testId }: { draft: Draft<T>; describe: (theirs: T) => ReactNode; testId?: string }) {
  if (!draft.theirs) return null;
  return (
    <div className="draft-conflict" role="status" data-testid={testId}>
      <span>
        Changed by someone else: <strong>{describe(draft.theirs.value)}</strong>
      </span>
      <button type="button" className="secondary" onClick={draft.take}>
        Use theirs
      </button>
      <button type="button" className="secondary" onClick={draft.keep}>
        Keep mine
      </button>
    </div>
  );
}
