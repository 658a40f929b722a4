import type { MatchView } from "../../engine/types.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** The time to the second, in the broadcast's time zone when it names a valid one, else the machine's. */
export function syncTime(ms: number, timeZone?: string | null): string {
  const d = new Date(ms);
  if (timeZone) {
    try {
      return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).format(
        d,
      );
    } catch {
      // An unknown zone: the machine's own time.
    }
  }
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * What the time shown is, said truthfully: the broadcast's zone by its place and its abbreviation
 * at that moment ("NEW YORK TIME · EDT"), or the machine's own "LOCAL TIME" when the broadcast
 * names no valid zone (syncTime falls back to it then).
 */
export function syncZoneLabel(ms: number, timeZone?: string | null): string {
  if (!timeZone) return "LOCAL TIME";
  let abbr: string;
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(new Date(ms));
    abbr = parts.find((p) => p.type === "timeZoneName")?.value ?? "";
  } catch {
    return "LOCAL TIME";
  }
  const place = (timeZone.split("/").pop() ?? timeZone).replace(/_/g, " ").toUpperCase();
  return [`${place} TIME`, abbr.toUpperCase() === place ? "" : abbr.toUpperCase()].filter(Boolean).join(" · ");
}

/** The live match as the ingame overlay shows it: map number and score, or null with no live match. */
export function syncMatchLine(m: MatchView | null, codes = true): string | null {
  if (!m) return null;
  const names = codes ? m.codes : m.names;
  return `MAP ${m.mapNumber}   ·   ${names[0]} ${m.scoreText[0]} - ${m.scoreText[1]} ${names[1]}`.toUpperCase();
}

/** The broadcast's observer settings (SPEC §3 observer_settings), one line; null when none are set. */
export function observerLine(settings: readonly string[] | null | undefined): string | null {
  const list = (settings ?? []).map((s) => s.trim()).filter(Boolean);
  return list.length ? list.join("   ·   ").toUpperCase() : null;
}
