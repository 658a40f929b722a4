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

/** The graphics-safe area of the frame (OVERLAYS.md "Broadcast design rules"): text and pictures stay inside it. */
export const SAFE = { left: 96, top: 54, right: 1824, bottom: 1026 } as const;

/** The plate under a cam holds its name at 60 % of its height: 34 px keeps that name at the 20 px label floor. */
const MIN_PLATE = 34;
const DESK_GAP = 16;

/**
 * Where each team's cams go: a row each for the desk (within the safe area), a strip down each
 * side ingame (along the game's own HUD), one large for pov/full.
 */
export function camBoxes(mode: CamsMode, counts: [number, number], max = MAX_CAMS): CamBox[] {
  const n: [number, number] = [Math.min(counts[0], max), Math.min(counts[1], max)];
  const out: CamBox[] = [];
  if (mode === "full") return [{ team: 0, index: 0, x: 0, y: 0, w: 1920, h: 1080 }];
  if (mode === "pov") return [{ team: 0, index: 0, x: SAFE.right - 500, y: SAFE.bottom - 281, w: 500, h: 281 }];
  for (const team of [0, 1] as const) {
    const count = n[team];
    // Desk cams share the safe area's width, up to 340 px each.
    const deskW = Math.min(340, Math.floor((SAFE.right - SAFE.left - (count - 1) * DESK_GAP) / Math.max(1, count)));
    const rowW = count * deskW + (count - 1) * DESK_GAP;
    for (let i = 0; i < count; i++) {
      if (mode === "desk")
        out.push({
          team,
          index: i,
          x: 960 - rowW / 2 + i * (deskW + DESK_GAP),
          y: team === 0 ? 200 : 560,
          w: deskW,
          h: Math.round((deskW * 9) / 16),
        });
      else out.push({ team, index: i, x: team === 0 ? 10 : 1920 - 10 - 240, y: 180 + i * 145, w: 240, h: 135 });
    }
  }
  return out;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The parts of one cam's box: where the video plays, the name plate, and the room the player's
 * card may draw in while the video is not live. A full-frame cam (full, pov with `full`) plays
 * over the whole frame with its plate a lower third inside the safe area, and its card keeps to
 * the safe area above it.
 */
export function camParts(bx: Rect): { video: Rect; plate: Rect; content: Rect; lowerThird: boolean } {
  if (bx.w >= 1920) {
    const plate = { x: SAFE.left, y: SAFE.bottom - 112, w: SAFE.right - SAFE.left, h: 112 };
    return {
      video: { x: bx.x, y: bx.y, w: bx.w, h: bx.h },
      plate,
      content: { x: SAFE.left, y: SAFE.top, w: SAFE.right - SAFE.left, h: plate.y - 24 - SAFE.top },
      lowerThird: true,
    };
  }
  const plateH = Math.max(MIN_PLATE, Math.round(bx.h * 0.18));
  const video = { x: bx.x, y: bx.y, w: bx.w, h: bx.h - plateH };
  return { video, plate: { x: bx.x, y: bx.y + bx.h - plateH, w: bx.w, h: plateH }, content: video, lowerThird: false };
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
