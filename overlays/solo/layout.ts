import type { MatchView, TeamView } from "../../engine/types.ts";

/** The solo overlay's modules (OVERLAYS.md solo), each a compact version of its own route. */
export const SOLO_MODULES = ["ingame", "controls", "rosters", "overview", "break", "desk"] as const;
export type SoloModule = (typeof SOLO_MODULES)[number];

/** Each module's height in the stack; `controls` has nothing to draw on air (the operator's controls live in the dashboard). */
export const MODULE_HEIGHT: Record<SoloModule, number> = { ingame: 88, controls: 0, rosters: 320, overview: 150, break: 250, desk: 80 };
const TOP = 54;
const BOTTOM = 1026;
const GAP = 20;

/** The modules asked for, known ones only, each once, in the order given. */
export function parseModules(text: string | null | undefined): SoloModule[] {
  const wanted = (text ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s): s is SoloModule => (SOLO_MODULES as readonly string[]).includes(s));
  return [...new Set(wanted)];
}

/** Where each module goes: stacked from the top of the safe area, skipping those that draw nothing; what does not fit is left out. */
export function soloStack(modules: readonly SoloModule[]): { module: SoloModule; y: number; h: number }[] {
  const out: { module: SoloModule; y: number; h: number }[] = [];
  let y = TOP;
  for (const module of modules) {
    const h = MODULE_HEIGHT[module];
    if (!h || y + h > BOTTOM) continue;
    out.push({ module, y, h });
    y += h + GAP;
  }
  return out;
}

/** The teams the rosters module lists: the one `roster` names (1 or 2), else both that are known. */
export function rosterTeams(match: MatchView | null, roster?: string): TeamView[] {
  const teams = match?.teams ?? [null, null];
  const pick = roster === "1" ? [teams[0]] : roster === "2" ? [teams[1]] : teams;
  return pick.filter((t): t is TeamView => !!t && t.players.length > 0);
}

export interface MapTile {
  label: string;
  name: string;
  /** The winner's code, "DRAW", or "" while not played. */
  result: string;
  live: boolean;
}

/** The maps overview: one tile per map of the match's length (those not set yet read TBD). */
export function mapTiles(match: MatchView | null, mapName: (map: MatchView["maps"][number]) => string): MapTile[] {
  if (!match) return [];
  const count = Math.max(match.bestOf ?? 0, match.maps.length);
  return Array.from({ length: Math.min(count, 7) }, (_, i) => {
    const n = i + 1;
    const map = match.maps.find((m) => m.number === n);
    const winner = map?.winner?.[0];
    const side = winner ? match.teams.findIndex((t) => t?.id === winner) : -1;
    return {
      label: `Map ${n}`,
      name: (map && mapName(map)) || "TBD",
      result: map?.draw ? "DRAW" : side >= 0 ? match.codes[side] : "",
      live: n === match.mapNumber && !match.winner,
    };
  });
}
