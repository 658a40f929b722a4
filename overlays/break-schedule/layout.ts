import { isMatchComplete } from "../../domain/match.ts";
import { formatTime } from "../../domain/time.ts";
import type { MatchView } from "../../engine/types.ts";

/** What a schedule row says beside the teams: FINAL once decided (the live match too), LIVE, else its start time in the broadcast's zone, else its round. */
export function scheduleNote(m: MatchView, liveId: string | null, zone: string | undefined): string {
  if (isMatchComplete(m.record)) return "FINAL";
  if (m.id === liveId) return "LIVE";
  if (typeof m.record.start === "number") {
    try {
      return formatTime(m.record.start, { zone: zone || "UTC" });
    } catch {
      return formatTime(m.record.start, { zone: "UTC" });
    }
  }
  return m.label.toUpperCase();
}

/** Rows of a schedule list of height `h`: as many as fit at `rowH` plus gap (at most `max`). */
export function scheduleRows(count: number, h: number, rowH: number, gap: number, max = 8): number {
  return Math.max(0, Math.min(count, max, Math.floor((h + gap) / (rowH + gap))));
}

/** The break frame's left column and schedule column inside the safe area. */
export const BREAK_SCHEDULE = {
  left: { x: 96, w: 640 },
  right: { x: 800, w: 1024 },
  top: 84,
  bottom: 1000,
} as const;
