/** Countdown text of SPEC §4: h:mm:ss above an hour, else mm:ss, floored at 0. */

const pad = (n: number) => String(n).padStart(2, "0");

/** Whole seconds as h:mm:ss (one hour or more) or mm:ss; negative values read 00:00. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/** Clock time of day, h:mm (12-hour unless asked) in the given IANA zone. */
export function formatClock(now: number, timeZone?: string, use24Hour = false): string {
  try {
    return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", hour12: !use24Hour, timeZone }).format(now);
  } catch {
    return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", hour12: !use24Hour }).format(now);
  }
}

/**
 * What a countdown shows: the time left to `countdownEnd` (ms epoch), or the clock time
 * when no countdown is set.
 */
export function countdownText(countdownEnd: number | null | undefined, now: number, timeZone?: string): string {
  if (countdownEnd == null) return formatClock(now, timeZone);
  // Ceil so that 00:00 appears only when the end is reached.
  return formatDuration(Math.ceil((countdownEnd - now) / 1000));
}

/** Seconds left on a countdown, null when none is set; never negative. */
export function secondsLeft(countdownEnd: number | null | undefined, now: number): number | null {
  return countdownEnd == null ? null : Math.max(0, Math.ceil((countdownEnd - now) / 1000));
}
