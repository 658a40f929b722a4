import { useId } from "react";
import { QUICK_TITLES } from "../../../domain/broadcastPresets.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { DraftConflict } from "../../../ui/components/DraftConflict.tsx";
import { useDraft } from "../../../ui/components/useDraft.ts";

const sameTitle = (a: string, b: string) => a.trim() === b.trim();
const kebab = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
/** Save and the quick titles answer alike, in the voice of §8's "Break title set to {title}". */
const titleNotice = (title: string) => (title ? `Title set to ${title}` : "Title cleared");

/** The broadcast title: typed and saved with Enter or Save, or set in one click from a quick title (SPEC §9). */
export function TitleEditor() {
  const { broadcast } = useDashboard();
  const draft = useDraft(broadcast.title ?? "", sameTitle);
  const { run, pending, error } = useDashboardAction();
  const inputId = useId();
  const save = (title: string) => {
    draft.set(title);
    const saved = title.trim();
    void run("update-broadcast", { title: saved }, { notice: () => titleNotice(saved) });
  };
  return (
    <div className="bc-title">
      <DraftConflict draft={draft} describe={(theirs) => theirs || "(no title)"} testId="broadcast-title-conflict" />
      <form
        className="bc-title-form"
        onSubmit={(e) => {
          e.preventDefault();
          save(draft.value);
        }}
      >
        <label htmlFor={inputId}>Title</label>
        <input
          id={inputId}
          value={draft.value}
          maxLength={500}
          onChange={(e) => draft.set(e.target.value)}
          placeholder="Stream title"
          data-testid="broadcast-title-input"
        />
        <button type="submit" disabled={pending || !draft.dirty} data-testid="broadcast-title-save">
          Save
        </button>
      </form>
      <div className="bc-quick" role="group" aria-label="Quick titles">
        {QUICK_TITLES.map((title) => (
          <button
            key={title}
            type="button"
            aria-pressed={broadcast.title === title}
            disabled={pending}
            onClick={() => save(title)}
            data-testid={`broadcast-quick-${kebab(title)}`}
          >
            {title}
          </button>
        ))}
      </div>
      <InlineError error={error} testId="broadcast-title-error" />
    </div>
  );
}
