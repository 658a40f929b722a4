import { useState } from "react";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import type { OptionGroup } from "./useHighlightOptions.ts";

export type Run = ReturnType<typeof useDashboardAction>["run"];
/** Sends one highlight: the chosen id (null clears) and its label, for the notice. Answers null on a refusal. */
export type SendHighlight = (run: Run, value: string | null, label: string | null) => Promise<unknown>;

/**
 * One highlight control (SPEC §2.9): a selector, Save (Autosave while Change instantly is
 * on, when picking saves at once) and Clear. A pick not yet saved stays until it is saved or
 * the producer takes what someone else saved meanwhile.
 */
export function HighlightRow({
  id,
  label,
  groups,
  stored,
  instant,
  blocked,
  empty,
  send,
}: {
  id: string;
  label: string;
  groups: readonly OptionGroup[];
  stored: string | null;
  instant: boolean;
  /** Why the control cannot act now (shown in its place), or null. */
  blocked?: string | null;
  /** What to do when there is nothing to pick. */
  empty: string;
  send: SendHighlight;
}) {
  const { run, pending, error } = useDashboardAction();
  // The pick being made, and the stored value it was made over.
  const [choice, setChoice] = useState<{ value: string | null; base: string | null } | null>(null);
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    // The stored value moved: a saved pick has landed, so it is no longer pending.
    setSeen(stored);
    if (choice?.value === stored) setChoice(null);
  }
  const draft = choice && choice.value !== stored ? choice : null;
  const value = draft ? draft.value : stored;
  const labels = new Map(groups.flatMap((g) => g.options.map((o) => [o.value, o.label] as const)));
  const nameOf = (v: string | null) => (v ? (labels.get(v) ?? "an unlisted record") : null);
  const options = groups.filter((g) => g.options.length);
  const selectId = `highlight-${id}-select`;

  const save = (next: string | null) => void send(run, next, nameOf(next));
  const pick = (next: string | null) => {
    setChoice({ value: next, base: stored });
    if (instant) save(next);
  };
  const clear = () => {
    if (!window.confirm(`Clear the ${label.toLowerCase()}? It leaves the overlays at once.`)) return;
    setChoice(null);
    save(null);
  };

  return (
    <div className="highlight-row" data-testid={`highlights-${id}`}>
      <label htmlFor={blocked ? undefined : selectId}>{label}</label>
      {blocked ? (
        <p className="hint highlight-blocked">{blocked}</p>
      ) : (
        <div className="highlight-controls">
          <select
            id={selectId}
            value={value ?? ""}
            disabled={pending || !options.length}
            data-testid={`highlights-${id}-select`}
            onChange={(e) => pick(e.target.value || null)}
          >
            <option value="">None</option>
            {value && !labels.has(value) ? <option value={value}>{nameOf(value)}</option> : null}
            {options.map((g, i) =>
              g.label ? (
                <optgroup key={g.label} label={g.label}>
                  {g.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </optgroup>
              ) : (
                g.options.map((o) => (
                  <option key={`${i}:${o.value}`} value={o.value}>
                    {o.label}
                  </option>
                ))
              ),
            )}
          </select>
          <button
            type="button"
            disabled={instant || pending || !draft}
            title={instant ? "Change instantly is on: a pick saves as you make it" : draft ? undefined : "Nothing new to save"}
            data-testid={`highlights-${id}-save`}
            onClick={() => save(value)}
          >
            {instant ? "Autosave" : "Save"}
          </button>
          <button
            type="button"
            className="dash-danger"
            disabled={pending || !stored}
            title={stored ? undefined : `No ${label.toLowerCase()} is set`}
            data-testid={`highlights-${id}-clear`}
            onClick={clear}
          >
            Clear
          </button>
        </div>
      )}
      {!blocked && !options.length ? <p className="hint">{empty}</p> : null}
      {draft && draft.base !== stored ? (
        <p className="hint highlight-conflict" role="status">
          Changed by someone else to {nameOf(stored) ?? "none"}.{" "}
          <button type="button" className="secondary" onClick={() => setChoice(null)}>
            Use theirs
          </button>
        </p>
      ) : null}
      <InlineError error={error} testId={`highlights-${id}-error`} />
    </div>
  );
}
