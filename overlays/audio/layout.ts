import { camViewUrl } from "../../domain/cams.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { OverlayData } from "../../engine/types.ts";

export type AudioKey = "team1" | "team2" | "casters";

/**
 * The view parameters of an audio-only peer view: `novideo` (the service sends no video),
 * without the cams' `na` (no audio); `buffer` holds the audio back that many ms.
 */
export function audioParams(buffer: number): string[] {
  return ["novideo", ...(buffer > 0 ? [`buffer=${Math.round(buffer)}`] : [])];
}

/** The people whose audio a key plays: a side's cam players (its chosen cams, else its roster), or the casters. */
export function audioPeople(d: Pick<OverlayData, "match" | "broadcast" | "casters">, key: AudioKey): PlayerRecord[] {
  if (key === "casters") return d.casters;
  const side = key === "team1" ? 0 : 1;
  const roster = d.match?.teams[side]?.players ?? [];
  const chosen = d.broadcast[side === 0 ? "team_1_cams" : "team_2_cams"] ?? [];
  return chosen.length ? roster.filter((p) => chosen.includes(p.id)) : roster;
}

/** One hidden frame per person: zero-size, off the canvas, with the audio-only view link. */
export function audioFrames(people: readonly PlayerRecord[], buffer: number, playerCams?: string | null) {
  const params = audioParams(buffer);
  return people.map((p) => ({ key: `audio-${p.id}`, url: camViewUrl(p.id, params, playerCams), x: 0, y: 0, w: 0, h: 0 }));
}
