import { sideNames } from "../../../domain/match.ts";
import { MatchEditor } from "../../../ui/match/MatchEditor.tsx";
import { useMatchTools } from "../../../ui/match/useMatchTools.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import { useToasts } from "../frame/toasts.tsx";

/**
 * The match page's Match Editor, on the live match (SPEC §2.9: open by default; only when a
 * live match exists). It reads the same live record as Live Match, so a score changed there
 * shows here (or, over unsaved edits, as "Changed by someone else"); its notices are toasts.
 */
export function MatchEditorPanel() {
  const { liveMatch, teams, event } = useDashboard();
  const tools = useMatchTools(liveMatch, teams, event);
  const toasts = useToasts();
  if (!liveMatch) return null;
  const names = sideNames(liveMatch, teams);
  return (
    <Panel id="match-editor" title="Match Editor" status={`${names[0]} vs ${names[1]}`}>
      <MatchEditor match={liveMatch} names={names} tools={tools} embedded onNotice={(text) => toasts.show(text)} />
    </Panel>
  );
}
