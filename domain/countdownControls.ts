import { countdownText, formatClock } from "./countdown.ts";

/**
 * The dashboard's countdown controls (SPEC §9 quick countdowns, §5 custom duration): what
 * each button sets countdown_end to. Times are ms epoch on the server's clock.
 */

export interface CountdownPreset {
  label: string;
  seconds: number;
}

/** Quick countdowns from now. */
export const QUICK_COUNTDOWNS: readonly CountdownPreset[] = [
  { label: "3:00", seconds: 180 },
  { label: "5:00", seconds: 300 },
  { label: "10:00", seconds: 600 },
];

/** Countdowns to the live match's start, before or after it. */
export const MATCH_START_OFFSETS: readonly CountdownPreset[] = [
  { label: "-5:00", seconds: -300 },
  { label: "-2:00", seconds: -120 },
  { label: "Start", seconds: 0 },
  { label: "+2:00", seconds: 120 },
  { label: "+5:00", seconds: 300 },
];

/** The match start row shows only while the match starts more than 2 minutes from now. */
export const MATCH_START_ROW_MIN_MS = 2 * 60_000;

export function showMatchStartRow(start: number | null | undefined, now: number): start is number {
  return typeof start === "number" && start - now > MATCH_START_ROW_MIN_MS;
}

export interface DurationInput {
  hours: string;
  minutes: string;
  seconds: string;
}

/** A field as a whole number in [min, max]; an empty field reads 0. */
function wholeIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : null;
}

/**
 * A custom duration in seconds (SPEC §5: hours from 0, minutes and seconds 0 to 59, whole
 * numbers), or null when a field is out of range. Set time needs a non-zero total.
 */
export function customDurationSeconds(input: DurationInput): number | null {
  const h = wholeIn(input.hours, 0, Number.MAX_SAFE_INTEGER / 3600);
  const m = wholeIn(input.minutes, 0, 59);
  const s = wholeIn(input.seconds, 0, 59);
  return h === null || m === null || s === null ? null : h * 3600 + m * 60 + s;
}

/** The toast after a countdown is set or cleared: the time left and when it ends, in the broadcast's zone. */
export function countdownNotice(countdownEnd: number | null, now: number, timeZone?: string): string {
  if (countdownEnd == null) return "Countdown cleared";
  return `Countdown set: ${countdownText(countdownEnd, now)} left, ending at ${formatClock(countdownEnd, timeZone)}`;
}
