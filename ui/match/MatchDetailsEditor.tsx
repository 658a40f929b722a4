import { useState } from "react";
import { MATCH_TEXT_LIMITS } from "../../domain/actions.ts";
import { detailsFormOf, matchDetailsPatch, type DetailsForm } from "../../domain/matchForms.ts";
import type { MatchRecord } from "../../domain/tables.ts";
import type { TimeLimits } from "../../domain/timeLimits.ts";
import { formatDateTime } from "../../domain/time.ts";
import { ActionFeedback } from "../actions/ActionFeedback.tsx";
import { useActionCall } from "../actions/useActionCall.ts";
import { DraftConflict } from "../components/DraftConflict.tsx";
import { StartTime } from "../components/Time.tsx";
import { useDraft } from "../components/useDraft.ts";
import { useSettings } from "../settings.tsx";
import { CONFLICT_SAVE_TITLE, describeDetails, sameDetails, type Say } from "./editorDrafts.ts";
import { EditorForm } from "./EditorForm.tsx";
import { TimeEditor } from "./TimeEditor.tsx";

/** SPEC §2.8 Match Details: start via Change date/time, Special Event, Forfeit, VOD links; Save details. */
export function MatchDetailsEditor({ match, limits, say }: { match: MatchRecord; limits: TimeLimits; say: Say }) {
  const { settings } = useSettings();
  const { call, busy, feedback, refuse } = useActionCall();
  const draft = useDraft(detailsFormOf(match), sameDetails);
  const form = draft.value;
  const [timeEditor, setTimeEditor] = useState(false);
  const set = <K extends keyof DetailsForm>(key: K, value: DetailsForm[K]) => draft.set({ ...form, [key]: value });
  const save = async () => {
    if (draft.theirs) return;
    const result = matchDetailsPatch(match, form);
    if (!result.ok) return refuse("Check the match details", result.issues);
    if (!Object.keys(result.value).length) return refuse("Nothing has changed", []);
    await call("update-match-data", { matchID: match.id, updatedData: result.value }, () => say("Map details saved"));
  };
  const setStart = async (start: number) => {
    const format = { zone: settings.timezone, use24Hour: settings.use24HourTime };
    if (
      await call("update-match-data", { matchID: match.id, updatedData: { start } }, () =>
        say(`Set match start to: ${formatDateTime(start, format)}`),
      )
    )
      setTimeEditor(false);
  };
  const url = (key: "vod" | "vod_2" | "alternative_vod", label: string) => (
    <label>
      {label}{" "}
      <input
        type="url"
        value={form[key]}
        maxLength={MATCH_TEXT_LIMITS.vod}
        onChange={(e) => set(key, e.target.value)}
        data-testid={`editor-${key}`}
      />
    </label>
  );
  return (
    <>
      <EditorForm title="Match Details" testId="editor-details" onSave={() => void save()}>
        <DraftConflict draft={draft} describe={(theirs) => describeDetails(theirs, form)} testId="editor-details-conflict" />
        <div className="row">
          <span>
            Start: <StartTime start={match.start} testId="editor-start" />
          </span>
          <button type="button" className="secondary" onClick={() => setTimeEditor(true)} data-testid="editor-change-time">
            Change date/time
          </button>
        </div>
        <label>
          First to{" "}
          <input
            type="number"
            min={1}
            max={99}
            step={1}
            value={form.first_to}
            onChange={(e) => set("first_to", e.target.value)}
            data-testid="editor-first-to"
          />
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={form.special_event}
            onChange={(e) => set("special_event", e.target.checked)}
            data-testid="editor-special"
          />{" "}
          Special Event
        </label>
        {form.special_event ? (
          <label>
            Custom name{" "}
            <input
              value={form.custom_name}
              maxLength={MATCH_TEXT_LIMITS.custom_name}
              onChange={(e) => set("custom_name", e.target.value)}
              data-testid="editor-custom-name"
            />
          </label>
        ) : null}
        <label className="check">
          <input type="checkbox" checked={form.forfeit} onChange={(e) => set("forfeit", e.target.checked)} data-testid="editor-forfeit" />{" "}
          Forfeit
        </label>
        {form.forfeit ? (
          <label>
            Forfeit reason{" "}
            <input
              value={form.forfeit_reason}
              maxLength={MATCH_TEXT_LIMITS.forfeit_reason}
              onChange={(e) => set("forfeit_reason", e.target.value)}
              data-testid="editor-forfeit-reason"
            />
          </label>
        ) : null}
        {url("vod", "VOD")}
        {url("vod_2", "Second-part VOD")}
        {url("alternative_vod", "Alternative VOD")}
        <div className="row">
          <button
            type="submit"
            disabled={busy || !!draft.theirs}
            title={draft.theirs ? CONFLICT_SAVE_TITLE : undefined}
            data-testid="editor-save-details"
          >
            Save details
          </button>
        </div>
      </EditorForm>
      <ActionFeedback feedback={feedback} testId="editor-details" />
      {timeEditor ? (
        <TimeEditor
          start={match.start ?? null}
          earliestTime={limits.earliest}
          latestTime={limits.latest}
          busy={busy}
          onSave={setStart}
          onClose={() => setTimeEditor(false)}
        />
      ) : null}
    </>
  );
}
