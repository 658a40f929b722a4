import { useId, useState } from "react";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import { HighlightRow, type SendHighlight } from "./HighlightRow.tsx";
import { useHighlightOptions } from "./useHighlightOptions.ts";
import "./highlights.css";

const notice = (what: string) => (label: string | null) => (label ? `${what} set to ${label}` : `${what} cleared`);
const mvpNotice = notice("MVP");
const teamNotice = notice("Highlight team");
const heroNotice = notice("Highlight hero");
const playerNotice = notice("Highlight player");
const mediaNotice = notice("Highlight media");

const sendMvp: SendHighlight = (run, id, label) => run("set-mvp", { playerID: id }, { notice: () => mvpNotice(label) });
const sendTeam: SendHighlight = (run, id, label) => run("set-highlight-team", { teamID: id }, { notice: () => teamNotice(label) });
const sendHero: SendHighlight = (run, id, label) => run("set-highlight-hero", { heroID: id }, { notice: () => heroNotice(label) });
const sendPlayer: SendHighlight = (run, id, label) => run("set-highlight-player", { playerID: id }, { notice: () => playerNotice(label) });
const sendMedia: SendHighlight = (run, id, label) => run("set-highlight-media", { mediaID: id }, { notice: () => mediaNotice(label) });

/** Highlight controls (SPEC §2.9): the live match's MVP and the broadcast's highlighted team, hero, player and media. */
export function HighlightsPanel() {
  const { broadcast } = useDashboard();
  const [instant, setInstant] = useState(false);
  const switchId = useId();
  const set = [broadcast.highlight_team, broadcast.highlight_hero, broadcast.highlight_player, broadcast.highlight_media].filter(
    (list) => list?.length,
  ).length;
  const status = `${set ? `${set} highlight${set === 1 ? "" : "s"} set` : "Nothing highlighted"}${instant ? " · changes instantly" : ""}`;

  return (
    <Panel id="highlights" title="Highlights" status={status}>
      <div className="highlight-switch">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={instant}
          aria-checked={instant}
          data-testid="highlights-instant"
          onChange={(e) => setInstant(e.target.checked)}
        />
        <label htmlFor={switchId}>Change instantly</label>
      </div>
      <HighlightRows instant={instant} />
    </Panel>
  );
}

/** The rows, rendered only while the panel is open: the lists they pick from load on demand. */
function HighlightRows({ instant }: { instant: boolean }) {
  const { broadcast, liveMatch } = useDashboard();
  const options = useHighlightOptions();
  return (
    <>
      <HighlightRow
        id="mvp"
        label="MVP"
        groups={options.mvp}
        stored={liveMatch?.mvp?.[0] ?? null}
        instant={instant}
        blocked={liveMatch ? null : "No live match: pick one in Schedule to choose its MVP."}
        empty="The live match's teams have no players yet"
        send={sendMvp}
      />
      <HighlightRow
        id="team"
        label="Highlight team"
        groups={options.teams}
        stored={broadcast.highlight_team?.[0] ?? null}
        instant={instant}
        empty="No teams: set the broadcast's event or a live match"
        send={sendTeam}
      />
      <HighlightRow
        id="hero"
        label="Highlight hero"
        groups={options.heroes}
        stored={broadcast.highlight_hero?.[0] ?? null}
        instant={instant}
        empty="No heroes are listed on the site yet"
        send={sendHero}
      />
      <HighlightRow
        id="player"
        label="Highlight player"
        groups={options.players}
        stored={broadcast.highlight_player?.[0] ?? null}
        instant={instant}
        empty="No players: set the broadcast's event or a live match"
        send={sendPlayer}
      />
      <HighlightRow
        id="media"
        label="Highlight media"
        groups={options.media}
        stored={broadcast.highlight_media?.[0]?.id ?? null}
        instant={instant}
        empty="No media: add a background or GFX image to the broadcast"
        send={sendMedia}
      />
    </>
  );
}
