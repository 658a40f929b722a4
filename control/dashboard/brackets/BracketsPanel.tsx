import { present, useThings } from "../../../live/hooks.ts";
import { useCanResolveBrackets } from "../../../ui/auth/usePlayer.ts";
import { BracketView } from "../../../ui/bracket/BracketView.tsx";
import { dashboardBrackets } from "../../../domain/eventNav.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";

/** Bracket Implications and the brackets of the live match (only when it has brackets). */
export function BracketsPanel() {
  const { liveMatch, event } = useDashboard();
  const brackets = dashboardBrackets(present(useThings("Brackets", liveMatch?.brackets ?? null)));
  const canResolve = useCanResolveBrackets(event ?? null);
  if (!liveMatch || !brackets.length) return null;
  return (
    <Panel id="brackets" title={brackets.length > 1 ? "Brackets" : "Bracket"} status={brackets.map((b) => b.name).join(", ")}>
      <div className="dash-brackets">
        {brackets.map((b) => (
          <BracketView key={b.id} bracket={b} canResolve={canResolve} highlightMatchId={liveMatch.id} />
        ))}
      </div>
    </Panel>
  );
}
