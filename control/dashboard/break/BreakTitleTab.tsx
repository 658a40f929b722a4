import { useId, type FormEvent, type KeyboardEvent } from "react";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { DraftConflict } from "../../../ui/components/DraftConflict.tsx";
import { useDraft } from "../../../ui/components/useDraft.ts";

const sameText = (a: string, b: string) => a === b;

/** The break title (SPEC §5): saved with update-broadcast; {auto} gives the dynamic starting/BRB/thanks text. */
export function BreakTitleTab() {
  const { broadcast } = useDashboard();
  const { run, pending, error } = useDashboardAction();
  const draft = useDraft(broadcast.title ?? "", sameText);
  const hintId = useId();
  const save = async () => {
    const title = draft.value;
    await run("update-broadcast", { title }, { notice: () => `Break title set to ${title}` });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };
  // Ctrl+Enter saves, as the dashboard's other forms do.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void save();
    }
  };
  return (
    <form className="brk-title" onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <label>
        Break title
        <input
          value={draft.value}
          maxLength={500}
          onChange={(e) => draft.set(e.target.value)}
          aria-describedby={hintId}
          data-testid="break-title-input"
        />
      </label>
      <p className="hint" id={hintId}>
        Use {"{auto}"} for dynamic starting/BRB/thanks text.
      </p>
      <DraftConflict draft={draft} describe={(theirs) => theirs || "(empty)"} testId="break-title-conflict" />
      <div className="row">
        <button type="submit" disabled={pending || !draft.dirty} data-testid="break-title-save">
          Save title
        </button>
      </div>
      <InlineError error={error} testId="break-title-error" />
    </form>
  );
}
