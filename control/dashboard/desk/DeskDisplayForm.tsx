import { useId, type KeyboardEvent } from "react";
import { DESK_DISPLAY_MODES } from "../../../domain/actions.ts";
import { formatNoticeText, modeCarriesText, parseDeskMode, parseNoticeText, type DeskMode } from "../../../domain/desk.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { DraftConflict } from "../../../ui/components/DraftConflict.tsx";
import { useDraft } from "../../../ui/components/useDraft.ts";

/** The form's fields; an empty mode is the "choose" option. */
interface DeskForm {
  mode: DeskMode | "";
  prefix: string;
  text: string;
}

const sameDesk = (a: DeskForm, b: DeskForm) =>
  a.mode === b.mode && formatNoticeText(a.prefix, a.text) === formatNoticeText(b.prefix, b.text);
const NOTICE = () => "Updated desk display";
const MODE_LABELS: Partial<Record<DeskMode, string>> = { Match: "Match (default)" };
/** A form's values in one line, for the "changed by someone else" strip. */
function describeDesk(form: DeskForm): string {
  const mode = form.mode || "Match";
  const text = formatNoticeText(form.prefix, form.text);
  return modeCarriesText(mode) && text ? `${mode}: ${text}` : mode;
}

/**
 * Mode, prefix and text. Show sets the chosen mode, Hide sets none (SPEC §4); both store the
 * notice text as prefix|text, so the form and the broadcast agree after either. Ctrl+Enter shows.
 */
export function DeskDisplayForm() {
  const { broadcast } = useDashboard();
  const notice = parseNoticeText(broadcast.notice_text);
  const draft = useDraft<DeskForm>(
    { mode: parseDeskMode(broadcast.desk_display), prefix: notice.prefix ?? "", text: notice.text },
    sameDesk,
  );
  const { run, pending, error, refuse } = useDashboardAction();
  const ids = { mode: useId(), prefix: useId(), text: useId(), hint: useId() };
  const { mode, prefix, text } = draft.value;
  const hasText = mode !== "" && modeCarriesText(mode);
  const edit = (patch: Partial<DeskForm>) => draft.set({ ...draft.value, ...patch });

  const show = () => {
    if (pending) return;
    if (!mode) return refuse("You must choose a display mode");
    void run("update-broadcast", { deskDisplayMode: mode, deskDisplayText: formatNoticeText(prefix, text) }, { notice: NOTICE });
  };
  const hide = () => {
    edit({ mode: "Match" });
    void run("update-broadcast", { deskDisplayMode: null, deskDisplayText: formatNoticeText(prefix, text) }, { notice: NOTICE });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      show();
    }
  };

  return (
    <div className="desk-form" role="group" aria-label="Desk display" onKeyDown={onKeyDown}>
      <DraftConflict draft={draft} describe={describeDesk} testId="desk-display-conflict" />
      <div className="desk-row">
        <label htmlFor={ids.mode}>Mode</label>
        <select
          id={ids.mode}
          value={mode}
          onChange={(e) => edit({ mode: e.target.value as DeskForm["mode"] })}
          data-testid="desk-display-mode"
        >
          <option value="">Choose a display mode</option>
          {DESK_DISPLAY_MODES.map((m) => (
            <option key={m} value={m}>
              {MODE_LABELS[m] ?? m}
            </option>
          ))}
        </select>
        <button type="button" disabled={pending} onClick={show} data-testid="desk-display-show">
          Show
        </button>
        <button type="button" className="secondary" disabled={pending} onClick={hide} data-testid="desk-display-hide">
          Hide
        </button>
      </div>
      <div className="desk-row desk-text-row">
        <label htmlFor={ids.prefix}>Prefix</label>
        <input
          id={ids.prefix}
          className="desk-prefix"
          value={prefix}
          disabled={!hasText}
          aria-describedby={hasText ? undefined : ids.hint}
          onChange={(e) => edit({ prefix: e.target.value })}
          placeholder="Small line above"
          data-testid="desk-display-prefix"
        />
        <label htmlFor={ids.text}>Text</label>
        <input
          id={ids.text}
          value={text}
          disabled={!hasText}
          aria-describedby={hasText ? undefined : ids.hint}
          onChange={(e) => edit({ text: e.target.value })}
          placeholder="Notice text"
          data-testid="desk-display-text"
        />
      </div>
      <p className="hint" id={ids.hint}>
        {hasText ? "Ctrl+Enter shows the notice." : "Only the Notice modes carry text. Ctrl+Enter shows the chosen mode."}
      </p>
      <InlineError error={error} testId="desk-display-error" />
    </div>
  );
}
