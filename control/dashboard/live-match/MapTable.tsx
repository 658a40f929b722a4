import { currentMap, isMapBanned, isMatchComplete, mapWinner, sideOfTeam, type Side } from "../../../domain/match.ts";
import { sidesOnScreen } from "../../../domain/liveControls.ts";
import type { MapRecord, MatchRecord } from "../../../domain/tables.ts";

/** One side's cell of a played map: its score, marked when that side won the map. */
function SideCell({ map, side, winner }: { map: MapRecord; side: Side; winner: Side | "draw" | null }) {
  const score = map[`score_${side}`];
  const won = winner === side;
  return (
    <td className={won ? "lm-map-won" : undefined}>
      {score ?? (won ? "" : "–")}
      {won ? " W" : null}
    </td>
  );
}

/**
 * The live match's maps at a glance (sides in the overlays' order): each map's number,
 * name, score and winner; banned maps are marked and the map being played is highlighted,
 * until the match is over.
 */
export function MapTable({ match, maps, codes }: { match: MatchRecord; maps: readonly MapRecord[]; codes: [string, string] }) {
  if (!maps.length) return <p className="hint">No maps yet: add them in the Match Editor.</p>;
  const [left, right] = sidesOnScreen(match);
  const playing = isMatchComplete(match) ? null : currentMap(match, maps);
  return (
    <table className="lm-maps" data-testid="live-match-maps">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Map</th>
          <th scope="col">{codes[left - 1]}</th>
          <th scope="col">{codes[right - 1]}</th>
        </tr>
      </thead>
      <tbody>
        {maps.map((map, i) => {
          const banned = isMapBanned(map);
          const winner = mapWinner(map, match);
          const bannedBy = sideOfTeam(match, map.banner?.[0]);
          const isPlaying = map.id === playing?.id;
          return (
            <tr
              key={map.id}
              className={banned ? "lm-map-banned" : isPlaying ? "lm-map-current" : undefined}
              aria-current={isPlaying ? "true" : undefined}
              data-testid={`live-match-map-${map.number ?? i + 1}`}
            >
              <td>{map.number ?? i + 1}</td>
              <td>
                {map.name || "TBD"}
                {isPlaying ? <span className="chip small">Now</span> : null}
              </td>
              {banned ? (
                <td colSpan={2}>
                  <span className="chip small">Banned{bannedBy ? ` by ${codes[bannedBy - 1]}` : ""}</span>
                </td>
              ) : winner === "draw" ? (
                <td colSpan={2}>Draw</td>
              ) : (
                <>
                  <SideCell map={map} side={left} winner={winner} />
                  <SideCell map={map} side={right} winner={winner} />
                </>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
