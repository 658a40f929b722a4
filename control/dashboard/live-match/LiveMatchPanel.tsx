import { currentMapNumber, sideNames } from "../../../domain/match.ts";
import { liveMatchStatus, matchOverText, sideCodes } from "../../../domain/liveControls.ts";
import type { MatchRecord, TeamRecord } from "../../../domain/tables.ts";
import { present, useThings } from "../../../live/hooks.ts";
import { Loading } from "../../../ui/components/Loading.tsx";
import { MatchEditorFold } from "../match-editor/MatchEditorFold.tsx";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import { ObserverSettingsButton } from "../observer/ObserverSettings.tsx";
import { LiveMatchControls } from "./LiveMatchControls.tsx";
import { MapTable } from "./MapTable.tsx";
import "./liveMatch.css";

type Teams = readonly [TeamRecord | null | undefined, TeamRecord | null | undefined];

/** The maps of a match in play order (records come in the order they were added). */
function useMatchMaps(match: MatchRecord | null | undefined) {
  const maps = present(useThings("Maps", match?.maps ?? null));
  return [...maps].sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity));
}

/**
 * The live match (SPEC §2.9, §4): scores, map wins, flip and map attack, the things a
 * producer touches every map, with the maps below, the Match Editor folded under them and the
 * observer settings beside. Once a side reaches first_to, the status and the panel say the
 * match is over.
 */
export function LiveMatchPanel() {
  const { liveMatch, teams } = useDashboard();
  const maps = useMatchMaps(liveMatch);
  const codes = liveMatch ? sideCodes(liveMatch, teams) : null;
  const status =
    liveMatch === null ? "No live match" : liveMatch && codes ? liveMatchStatus(liveMatch, codes, currentMapNumber(liveMatch, maps)) : null;
  return (
    <Panel id="live-match" title="Live Match" status={status} actions={<ObserverSettingsButton />}>
      <LiveMatchBody match={liveMatch} teams={teams} maps={maps} codes={codes} />
    </Panel>
  );
}

function LiveMatchBody({
  match,
  teams,
  maps,
  codes,
}: {
  match: MatchRecord | null | undefined;
  teams: Teams;
  maps: ReturnType<typeof useMatchMaps>;
  codes: [string, string] | null;
}) {
  if (match === undefined) return <Loading label="Loading the live match" />;
  if (match === null || !codes)
    return (
      <p className="empty" data-testid="live-match-empty">
        No live match: pick one in Schedule
      </p>
    );
  const over = matchOverText(match, sideNames(match, teams));
  return (
    <div className="lm" data-testid="live-match">
      {over ? (
        <p className="lm-over" role="status" data-testid="live-match-over">
          {over}. Pick the next match in Schedule.
        </p>
      ) : null}
      <LiveMatchControls match={match} teams={teams} />
      <MapTable match={match} maps={maps} codes={codes} />
      <MatchEditorFold match={match} />
    </div>
  );
}
