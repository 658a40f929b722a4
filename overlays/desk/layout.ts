import type { DeskDisplay } from "../../domain/desk.ts";
import { sideOnScreen } from "../../domain/flipTeams.ts";
import { isMapBanned, isMatchComplete, mapInPlay, mapWinner, sideOfTeam } from "../../domain/match.ts";
import type { MapRecord } from "../../domain/tables.ts";
import type { MatchView, OverlayData } from "../../engine/types.ts";
import { sideName } from "../shared/names.ts";

/** What the desk's lower element shows for a display mode, as plain values. */
export interface DeskLower {
  kind: "none" | "teams" | "notice" | "list" | "casters";
  title: string;
  prefix: string | null;
  lines: string[];
  /** Show the match score between the team plates. */
  score: boolean;
  /** Colour by the side on screen 1 / 2 (1 left), or the event (0). */
  themeSide: 0 | 1 | 2;
}

/** A map's line: banned by whom, else its number, name, picker and result (domain/match.ts). */
const mapLine = (m: MatchView, x: MapRecord, withPicker: boolean): string => {
  const teamName = (ids: string[] | undefined) => {
    const side = sideOfTeam(m.record, ids?.[0]);
    return side ? m.names[side - 1] : "";
  };
  const name = x.name ?? `Map ${x.number ?? ""}`;
  if (isMapBanned(x)) return `${name} — banned by ${teamName(x.banner)}`;
  const winner = mapWinner(x, m.record);
  const picker = withPicker && x.picker?.length ? ` (${teamName(x.picker)} pick)` : "";
  const result = winner === "draw" ? " — draw" : winner ? ` — ${m.names[winner - 1]} ${x.score_1 ?? ""}-${x.score_2 ?? ""}` : "";
  return `${x.number ?? ""}. ${name}${picker}${result}`;
};

export function deskLower(d: OverlayData, display: DeskDisplay): DeskLower {
  const m = d.match;
  const base: DeskLower = { kind: "teams", title: m?.label ?? "", prefix: null, lines: [], score: false, themeSide: 0 };
  // Over the score once the match has a winner: it is the final score, and who won it.
  const final = m?.winner ? `Final · ${m.codes[m.winner - 1]} win` : null;
  switch (display.mode) {
    case "Hidden":
      return { ...base, kind: "none" };
    case "Casters":
      return { ...base, kind: "casters", title: "Casters", lines: d.casters.map((p) => p.name) };
    case "Notice (Event)":
    case "Notice (Team 1)":
    case "Notice (Team 2)":
      return {
        ...base,
        kind: "notice",
        prefix: display.notice?.prefix ?? null,
        title: display.notice?.text ?? "",
        // "Notice (Team 1)" names the stored team 1, wherever a flip shows it.
        themeSide: display.noticeTeam && m ? sideOnScreen(display.noticeTeam, m.flipped) : display.noticeTeam,
      };
    case "Scoreboard":
    case "Scoreboard Bans":
      return {
        ...base,
        // Over the score, once the match is complete: it is the final score, not one in play.
        title: m && isMatchComplete(m.record) ? "Final" : base.title,
        prefix: final,
        score: true,
        lines: display.mode === "Scoreboard Bans" ? (m?.maps ?? []).filter(isMapBanned).map((x) => mapLine(m!, x, false)) : [],
      };
    case "Maps":
    case "Drafted Maps":
      return {
        ...base,
        kind: "list",
        title: display.mode === "Maps" ? "Maps" : "Drafted maps",
        lines: (m?.maps ?? [])
          .filter((x) => display.mode === "Maps" || x.picker?.length || isMapBanned(x))
          .map((x) => mapLine(m!, x, display.mode === "Drafted Maps")),
      };
    case "Interview": {
      const id = d.broadcast.highlight_player?.[0];
      const player = [...d.teams.values()].flatMap((t) => t.players.map((p) => ({ p, t }))).find((x) => x.p.id === id);
      return { ...base, kind: "notice", prefix: player?.t.name ?? "Interview", title: player?.p.name ?? "Interview" };
    }
    case "Predictions":
      return {
        ...base,
        kind: "notice",
        prefix: "Predictions",
        title: d.broadcast.prediction_status ? `Prediction ${d.broadcast.prediction_status}` : "Predictions are open",
      };
    case "Drafted Maps (Reveal)": {
      // The draft revealed as it is played: bans, maps played and the map on now; the rest stay
      // hidden until the match is complete (no map is on then, and nothing is left to spoil).
      const now = m ? (mapInPlay(m.record, m.maps) ?? Infinity) : 0;
      return {
        ...base,
        kind: "list",
        title: "Drafted maps",
        lines: (m?.maps ?? [])
          .filter((x) => x.picker?.length || isMapBanned(x))
          .map((x) => (isMapBanned(x) || (x.number ?? 0) <= now ? mapLine(m!, x, true) : `${x.number ?? ""}. To be revealed`)),
      };
    }
    case "Hero Draft":
      return { ...base, score: true, title: "Hero draft" };
    default:
      return { ...base, title: m ? `${sideName(m, 0)} vs ${sideName(m, 1)}` : "", prefix: final, lines: m?.label ? [m.label] : [] };
  }
}

/** Between the team plates: the score as every other overlay shows it once a map is played (or the mode shows the score), else VS. */
export function deskMiddle(m: MatchView, low: Pick<DeskLower, "score">): string {
  return low.score || m.played ? m.scoreText.join(" - ") : "VS";
}
