import { useState } from "react";
import { detailsFormOf, matchDetailsPatch, parseScore, type DetailsForm } from "../../domain/matchForms.ts";
import { PERMISSION_MESSAGES } from "../../domain/permissions.ts";
import type { MatchRecord } from "../../domain/tables.ts";
import type { TimeLimits } from "../../domain/timeLimits.ts";
import { formatDateTime } from "../../domain/time.ts";
import { useSettings } from "../settings.tsx";
import { Loading } from "../components/Loading.tsx";
import { StartTime } from "../components/Time.tsx";
import { EditorForm } from "./EditorForm.tsx";
import { ActionFeedback } from "../actions/ActionFeedback.tsx";
import { MapsEditor } from "./MapsEditor.tsx";
import { TimeEditor } from "./TimeEditor.tsx";
import { useActionCall } from "../actions/useActionCall.ts";
import type { MatchTools } from "./useMatchTools.ts";

type Props = { match: MatchRecord; names: [string, string] };

/**
 * /match/{id}/editor (SPEC §2.8): for match editors only (SPEC §6). `embedded` drops the
 * heading and tightens the spacing, for a host that names it already (the dashboard's panel).
 */
export function MatchEditor({ match, names, tools, embedded = false }: Props & { tools: MatchTools; embedded?: boolean }) {
  if (!tools.ready) return <Loading label="Loading the match editor" />;
  if (!tools.canEdit)
    return (
      <p className="error" role="alert" data-testid="editor-forbidden">
        {PERMISSION_MESSAGES.editMatch}
      </p>
    );
  return (
    // Keyed by the match: another match (the dashboard's next live match) starts with its own inputs.
    <section key={match.id} className={embedded ? "match-tool wide embedded" : "match-tool wide"} data-testid="match-editor">
      {embedded ? null : <h2>Match editor</h2>}
      <ScoreEditor match={match} names={names} />
      <MapsEditor match={match} names={names} />
      <DetailsEditor match={match} limits={tools.timeLimits} />
    </section>
  );
}

/** The match score; SPEC §5: at most first_to. */
function ScoreEditor({ match, names }: Props) {
  const { call, busy, feedback, refuse } = useActionCall();
  const [scores, setScores] = useState<[string, string]>([String(match.score_1 ?? 0), String(match.score_2 ?? 0)]);
  const save = async () => {
    const [a, b] = scores.map((s, i) => parseScore(s, `score_${i + 1}`, match.first_to));
    const issues = [a, b].filter((v) => typeof v !== "number");
    if (typeof a !== "number" || typeof b !== "number") return refuse("Check the score", issues);
    await call("update-match-data", { matchID: match.id, updatedData: { score_1: a, score_2: b } }, () => `Score set to ${a}-${b}`);
  };
  return (
    <EditorForm title="Score" testId="editor-score" onSave={() => void save()}>
      <div className="row">
        {([0, 1] as const).map((i) => (
          <label key={i}>
            {names[i]}
            <input
              type="number"
              min={0}
              max={match.first_to}
              step={1}
              value={scores[i]}
              onChange={(e) => setScores(i === 0 ? [e.target.value, scores[1]] : [scores[0], e.target.value])}
              data-testid={`editor-score-${i + 1}`}
            />
          </label>
        ))}
        <button type="submit" disabled={busy} data-testid="editor-score-save">
          Save score
        </button>
      </div>
      <ActionFeedback feedback={feedback} testId="editor-score" />
    </EditorForm>
  );
}

/** SPEC §2.8 Match Details: start via Change date/time, Special Event, Forfeit, VOD links; Save details. */
function DetailsEditor({ match, limits }: { match: MatchRecord; limits: TimeLimits }) {
  const { settings } = useSettings();
  const { call, busy, feedback, refuse } = useActionCall();
  const [form, setForm] = useState<DetailsForm>(() => detailsFormOf(match));
  const [timeEditor, setTimeEditor] = useState(false);
  const set = <K extends keyof DetailsForm>(key: K, value: DetailsForm[K]) => setForm({ ...form, [key]: value });
  const save = async () => {
    const result = matchDetailsPatch(match, form);
    if (!result.ok) return refuse("Check the match details", result.issues);
    if (!Object.keys(result.value).length) return refuse("Nothing has changed", []);
    await call("update-match-data", { matchID: match.id, updatedData: result.value }, () => "Map details saved");
  };
  const setStart = async (start: number) => {
    const format = { zone: settings.timezone, use24Hour: settings.use24HourTime };
    if (
      await call(
        "update-match-data",
        { matchID: match.id, updatedData: { start } },
        () => `Set match start to: ${formatDateTime(start, format)}`,
      )
    )
      setTimeEditor(false);
  };
  const url = (key: "vod" | "vod_2" | "alternative_vod", label: string) => (
    <label>
      {label} <input type="url" value={form[key]} onChange={(e) => set(key, e.target.value)} data-testid={`editor-${key}`} />
    </label>
  );
  return (
    <>
      <EditorForm title="Match Details" testId="editor-details" onSave={() => void save()}>
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
            <input value={form.custom_name} onChange={(e) => set("custom_name", e.target.value)} data-testid="editor-custom-name" />
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
              onChange={(e) => set("forfeit_reason", e.target.value)}
              data-testid="editor-forfeit-reason"
            />
          </label>
        ) : null}
        {url("vod", "VOD")}
        {url("vod_2", "Second-part VOD")}
        {url("alternative_vod", "Alternative VOD")}
        <div className="row">
          <button type="submit" disabled={busy} data-testid="editor-save-details">
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
