import { parseScore } from "../../domain/matchForms.ts";
import { PERMISSION_MESSAGES } from "../../domain/permissions.ts";
import type { MatchRecord } from "../../domain/tables.ts";
import { ActionFeedback } from "../actions/ActionFeedback.tsx";
import { useActionCall } from "../actions/useActionCall.ts";
import { DraftConflict } from "../components/DraftConflict.tsx";
import { Loading } from "../components/Loading.tsx";
import { useDraft } from "../components/useDraft.ts";
import { EditorForm } from "./EditorForm.tsx";
import { CONFLICT_SAVE_TITLE, sameScores, scoreDraftOf, type Say } from "./editorDrafts.ts";
import { MatchDetailsEditor } from "./MatchDetailsEditor.tsx";
import { MapsEditor } from "./MapsEditor.tsx";
import type { MatchTools } from "./useMatchTools.ts";

type Props = { match: MatchRecord; names: [string, string] };

/**
 * /match/{id}/editor (SPEC §2.8): for match editors only (SPEC §6). `embedded` drops the
 * heading and tightens the spacing, for a host that names it already (the dashboard's panel);
 * `onNotice` shows the success notices the host's way (the dashboard's toasts) instead of
 * beside each form. Every form follows the live record until edited, then offers a change
 * made elsewhere instead of saving over it (DASHBOARD.md "Two producers").
 */
export function MatchEditor({
  match,
  names,
  tools,
  embedded = false,
  onNotice,
}: Props & { tools: MatchTools; embedded?: boolean; onNotice?: (text: string) => void }) {
  if (!tools.ready) return <Loading label="Loading the match editor" />;
  if (!tools.canEdit)
    return (
      <p className="error" role="alert" data-testid="editor-forbidden">
        {PERMISSION_MESSAGES.editMatch}
      </p>
    );
  const say: Say = (text) => {
    if (!onNotice) return text;
    onNotice(text);
    return null;
  };
  return (
    // Keyed by the match: another match (the dashboard's next live match) starts with its own inputs.
    <section key={match.id} className={embedded ? "match-tool wide embedded" : "match-tool wide"} data-testid="match-editor">
      {embedded ? null : <h2>Match editor</h2>}
      <ScoreEditor match={match} names={names} say={say} />
      <MapsEditor match={match} names={names} say={say} />
      <MatchDetailsEditor match={match} limits={tools.timeLimits} say={say} />
    </section>
  );
}

/** The match score; SPEC §5: at most first_to. */
function ScoreEditor({ match, names, say }: Props & { say: Say }) {
  const { call, busy, feedback, refuse } = useActionCall();
  const draft = useDraft(scoreDraftOf(match), sameScores);
  const scores = draft.value;
  const save = async () => {
    if (draft.theirs) return;
    const [a, b] = scores.map((s, i) => parseScore(s, `score_${i + 1}`, match.first_to));
    const issues = [a, b].filter((v) => typeof v !== "number");
    if (typeof a !== "number" || typeof b !== "number") return refuse("Check the score", issues);
    await call("update-match-data", { matchID: match.id, updatedData: { score_1: a, score_2: b } }, () => say(`Score set to ${a}-${b}`));
  };
  const edit = (i: 0 | 1, value: string) => draft.set(i === 0 ? [value, scores[1]] : [scores[0], value]);
  return (
    <EditorForm title="Score" testId="editor-score" onSave={() => void save()}>
      <DraftConflict draft={draft} describe={([a, b]) => `${names[0]} ${a} – ${b} ${names[1]}`} testId="editor-score-conflict" />
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
              onChange={(e) => edit(i, e.target.value)}
              data-testid={`editor-score-${i + 1}`}
            />
          </label>
        ))}
        <button
          type="submit"
          disabled={busy || !!draft.theirs}
          title={draft.theirs ? CONFLICT_SAVE_TITLE : undefined}
          data-testid="editor-score-save"
        >
          Save score
        </button>
      </div>
      <ActionFeedback feedback={feedback} testId="editor-score" />
    </EditorForm>
  );
}
