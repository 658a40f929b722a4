import { camViewUrl } from "../../domain/cams.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { OverlayData } from "../../engine/types.ts";
import { sideCams } from "../cams/layout.ts";

export type AudioKey = "team1" | "team2" | "casters";

/**
 * The view parameters of an audio-only peer view: `novideo` (the service sends no video),
 * without the cams' `na` (no audio); `buffer` holds the audio back that many ms.
 */
export function audioParams(buffer: number): string[] {
  return ["novideo", ...(buffer > 0 ? [`buffer=${Math.round(buffer)}`] : [])];
}

/** The people whose audio a key plays: a side's cam players (team1 the left side), or the casters. */
export function audioPeople(d: Pick<OverlayData, "match" | "broadcast" | "casters">, key: AudioKey): PlayerRecord[] {
  if (key === "casters") return d.casters;
  return sideCams(d)[key === "team1" ? 0 : 1];
}

/** One hidden frame per person: zero-size, off the canvas, with the audio-only view link. */
export function audioFrames(people: readonly PlayerRecord[], buffer: number, playerCams?: string | null) {
  const params = audioParams(buffer);
  return people.map((p) => ({ key: `audio-${p.id}`, url: camViewUrl(p.id, params, playerCams), x: 0, y: 0, w: 0, h: 0 }));
}
