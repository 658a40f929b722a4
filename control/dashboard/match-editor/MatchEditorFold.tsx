import { useId } from "react";
import { sideNames } from "../../../domain/match.ts";
import type { MatchRecord } from "../../../domain/tables.ts";
import { MatchEditor } from "../../../ui/match/MatchEditor.tsx";
import { useMatchTools } from "../../../ui/match/useMatchTools.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Caret, useOpenModule } from "../frame/Panel.tsx";
import { useToasts } from "../frame/toasts.tsx";
import "./matchEditor.css";

/** Its entry in openDashboardModules: none at first, so the editor starts folded. */
const MODULE = "live-match-editor";

/**
 * The match page's Match Editor on the live match, folded under Live Match: its score repeats
 * the panel's controls, and its maps, details and time are needed now and then, so it opens on
 * demand and this browser remembers. It reads the same live record as Live Match, so a score
 * changed there shows here (or, over unsaved edits, as "Changed by someone else"); its notices
 * are toasts.
 */
export function MatchEditorFold({ match }: { match: MatchRecord }) {
  const [open, toggle] = useOpenModule(MODULE);
  const bodyId = useId();
  return (
    <section className="lm-editor" data-testid="panel-match-editor" aria-label="Match Editor">
      <button type="button" className="lm-editor-toggle" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
        <Caret open={open} />
        Match Editor
        <span className="lm-editor-hint">maps, score, details and time</span>
      </button>
      {open ? (
        <div id={bodyId} className="lm-editor-body">
          <Editor match={match} />
        </div>
      ) : null}
    </section>
  );
}

/** The editor itself, mounted only while open: its tools follow the match's reports and the viewer's rights. */
function Editor({ match }: { match: MatchRecord }) {
  const { teams, event } = useDashboard();
  const tools = useMatchTools(match, teams, event);
  const toasts = useToasts();
  return <MatchEditor match={match} names={sideNames(match, teams)} tools={tools} embedded onNotice={(text) => toasts.show(text)} />;
}
