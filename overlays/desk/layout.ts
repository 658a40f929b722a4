import type { DeskDisplay } from "../../domain/desk.ts";
import type { OverlayData } from "../../engine/types.ts";
import { sideName } from "../shared/names.ts";

/** What the desk's lower element shows for a display mode, as plain values. */
export interface DeskLower {
  kind: "none" | "teams" | "notice" | "list" | "casters";
  title: string;
  prefix: string | null;
  lines: string[];
  /** Show the match score between the team plates. */
  score: boolean;
  /** Colour by team 1 / 2, or the event (0). */
  themeSide: 0 | 1 | 2;
}

const mapLine = (d: OverlayData, m: NonNullable<OverlayData["match"]>, x: Record<string, any>, withPicker: boolean): string => {
  const idOf = (v: unknown) => (Array.isArray(v) ? v[0] : undefined);
  const teamName = (id: string | undefined) => (id ? d.teams.get(id)?.name ?? "" : "");
  const name = String(x.name ?? `Map ${x.number ?? ""}`);
  if (x.banner) return `${name} — banned by ${teamName(idOf(x.banner))}`;
  const winner = teamName(idOf(x.winner));
  const picker = withPicker && x.picker ? ` (${teamName(idOf(x.picker))} pick)` : "";
  return `${x.number ?? ""}. ${name}${picker}${winner ? ` — ${winner} ${x.score_1 ?? ""}-${x.score_2 ?? ""}` : x.draw ? " — draw" : ""}`;
};

export function deskLower(d: OverlayData, display: DeskDisplay): DeskLower {
  const m = d.match;
  const base: DeskLower = { kind: "teams", title: m?.label ?? "", prefix: null, lines: [], score: false, themeSide: 0 };
  switch (display.mode) {
    case "Hidden":
      return { ...base, kind: "none" };
    case "Casters":
      return { ...base, kind: "casters", title: "Casters", lines: d.casters.map((p) => String(p.name)) };
    case "Notice (Event)":
    case "Notice (Team 1)":
    case "Notice (Team 2)":
      return { ...base, kind: "notice", prefix: display.notice?.prefix ?? null, title: display.notice?.text ?? "", themeSide: display.noticeTeam };
    case "Scoreboard":
    case "Scoreboard Bans":
      return { ...base, score: true, lines: display.mode === "Scoreboard Bans" ? (m?.maps ?? []).filter((x) => x.banner).map((x) => mapLine(d, m!, x, false)) : [] };
    case "Maps":
    case "Drafted Maps":
      return { ...base, kind: "list", title: display.mode === "Maps" ? "Maps" : "Drafted maps", lines: (m?.maps ?? []).filter((x) => display.mode === "Maps" || x.picker || x.banner).map((x) => mapLine(d, m!, x, display.mode === "Drafted Maps")) };
    case "Interview": {
      const id = (d.broadcast.highlight_player as string[] | undefined)?.[0];
      const player = [...d.teams.values()].flatMap((t) => t.players.map((p) => ({ p, t }))).find((x) => x.p.id === id);
      return { ...base, kind: "notice", prefix: player?.t.name ?? "Interview", title: String(player?.p.name ?? "Interview") };
    }
    case "Predictions":
      return { ...base, kind: "notice", prefix: "Predictions", title: d.broadcast.prediction_status ? `Prediction ${String(d.broadcast.prediction_status)}` : "Predictions are open" };
    case "Hero Draft":
      return { ...base, score: true, title: "Hero draft" };
    default:
      return { ...base, title: m ? `${sideName(m, 0)} vs ${sideName(m, 1)}` : "", lines: m?.label ? [m.label] : [] };
  }
}
