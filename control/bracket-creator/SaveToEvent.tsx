import { useState } from "react";
import { Link } from "react-router";
import type { BracketLayout } from "../../domain/bracket/layout.ts";
import { visibleBrackets } from "../../domain/eventNav.ts";
import { recordPath } from "../../domain/links.ts";
import { present, useThing, useThings } from "../../live/hooks.ts";
import { ActionFeedback } from "../../ui/actions/ActionFeedback.tsx";
import { useActionCall } from "../../ui/actions/useActionCall.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { useEditableEvents } from "../../ui/auth/usePlayer.ts";

const NEW = "";

/** Save to event: the layout becomes (or overwrites) one of an event's brackets (save-bracket). */
export function SaveToEvent({ layout }: { layout: BracketLayout }) {
  const { token } = useAuth();
  const events = useEditableEvents(!!token);
  const [eventId, setEventId] = useState(NEW);
  const [bracketId, setBracketId] = useState(NEW);
  const [name, setName] = useState("");
  const [hidden, setHidden] = useState(false);
  // What was saved last: the link to it shows until the layout changes.
  const [saved, setSaved] = useState<BracketLayout | null>(null);
  const [savedPath, setSavedPath] = useState("");
  const { call, busy, feedback } = useActionCall();
  const chosen = events?.find((e) => e.id === eventId) ?? events?.[0] ?? null;
  const live = useThing("Events", chosen?.id ?? null) ?? chosen;
  const brackets = present(useThings("Brackets", live?.brackets ?? null));

  if (!token)
    return (
      <p className="hint" data-testid="save-bracket-signin">
        <Link to="/login">Log in</Link> as an event editor to save this bracket to an event.
      </p>
    );
  if (!events) return <p className="hint">Loading your events…</p>;
  if (!events.length || !chosen)
    return (
      <p className="hint" data-testid="save-bracket-none">
        You can save a bracket to an event you edit; you don't edit any event.
      </p>
    );

  const pickBracket = (id: string) => {
    setBracketId(id);
    const existing = brackets.find((b) => b.id === id);
    if (existing) {
      setName(existing.name ?? "");
      setHidden(!!existing.hide_bracket);
    }
  };
  const save = async () => {
    setSaved(null);
    const data = await call(
      "save-bracket",
      { event: chosen.id, ...(bracketId ? { bracket: bracketId } : {}), name, layout, hidden },
      () => "Saved",
    );
    if (!data) return;
    setBracketId(data.id);
    setSaved(layout);
    // The event's bracket page: "bracket" with one visible bracket, "brackets" with more (SPEC §2.7).
    const visible = visibleBrackets(brackets.filter((b) => b.id !== data.id)).length + (hidden ? 0 : 1);
    setSavedPath(recordPath("event", chosen.id, visible > 1 ? "brackets" : "bracket"));
  };

  return (
    <form
      className="bc-save"
      data-testid="save-bracket"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="bc-save-fields">
        <label>
          Event
          <select
            data-testid="save-bracket-event"
            value={chosen.id}
            onChange={(e) => {
              setEventId(e.target.value);
              setBracketId(NEW);
            }}
          >
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Save as
          <select data-testid="save-bracket-target" value={bracketId} onChange={(e) => pickBracket(e.target.value)}>
            <option value={NEW}>A new bracket</option>
            {brackets.map((b) => (
              <option key={b.id} value={b.id}>
                Overwrite {b.name || "(unnamed bracket)"}
              </option>
            ))}
          </select>
        </label>
        <label>
          Bracket name
          <input data-testid="save-bracket-name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
      </div>
      <label className="check">
        <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} /> Hide it from the event's pages
      </label>
      <div className="bc-row" style={{ alignItems: "center" }}>
        <button type="submit" disabled={busy || !name.trim()}>
          {busy ? "Saving…" : "Save"}
        </button>
        {(feedback?.kind === "error" || saved === layout) && <ActionFeedback feedback={feedback} testId="save-bracket" />}
        {saved === layout && feedback?.kind === "notice" && (
          <Link to={savedPath} data-testid="save-bracket-link">
            See it on the event's bracket page
          </Link>
        )}
      </div>
    </form>
  );
}
