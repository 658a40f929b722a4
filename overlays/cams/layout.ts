import { onScreen } from "../../domain/flipTeams.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { OverlayData } from "../../engine/types.ts";

/** SPEC §9: at most 5 cams a team, 6 for the fourth game (links: domain/cams.ts). */
export const MAX_CAMS = 5;

export interface CamBox {
  team: 0 | 1;
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

export type CamsMode = "desk" | "ingame" | "pov" | "full";

/** Where each team's cams go: a framed row each for the desk, a strip down each side ingame, one large for pov/full. */
export function camBoxes(mode: CamsMode, counts: [number, number], max = MAX_CAMS): CamBox[] {
  const n: [number, number] = [Math.min(counts[0], max), Math.min(counts[1], max)];
  const out: CamBox[] = [];
  if (mode === "pov" || mode === "full")
    return [
      {
        team: 0,
        index: 0,
        x: mode === "full" ? 0 : 1380,
        y: mode === "full" ? 0 : 700,
        w: mode === "full" ? 1920 : 500,
        h: mode === "full" ? 1080 : 281,
      },
    ];
  for (const team of [0, 1] as const) {
    for (let i = 0; i < n[team]; i++) {
      if (mode === "desk") {
        const w = 340,
          h = 191,
          gap = 16;
        const rowW = n[team] * w + (n[team] - 1) * gap;
        out.push({ team, index: i, x: 960 - rowW / 2 + i * (w + gap), y: team === 0 ? 200 : 560, w, h });
      } else {
        const w = 240,
          h = 135;
        out.push({ team, index: i, x: team === 0 ? 10 : 1920 - 10 - w, y: 180 + i * (h + 10), w, h });
      }
    }
  }
  return out;
}

/**
 * Each side's cam players, left first: the broadcast's chosen cams (kept by stored team
 * number, so put on screen as the live match is), else the side's roster.
 */
export function sideCams(d: Pick<OverlayData, "match" | "broadcast">): [PlayerRecord[], PlayerRecord[]] {
  const m = d.match;
  const chosen = onScreen([d.broadcast.team_1_cams ?? [], d.broadcast.team_2_cams ?? []], !!m?.flipped);
  const pick = (side: 0 | 1) => {
    const roster = m?.teams[side]?.players ?? [];
    return chosen[side].length ? roster.filter((p) => chosen[side].includes(p.id)) : roster;
  };
  return [pick(0), pick(1)];
}
