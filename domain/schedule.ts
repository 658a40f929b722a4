import { isPlayed, sideNames, type MatchResult } from "./match.ts";
import type { BroadcastRecord, MatchRecord, TeamRecord } from "./tables.ts";

/**
 * A broadcast's schedule (SPEC §2.9 Schedule editor, §4 "Schedule status text"). The
 * schedule as the overlays show it is the matches marked for the primary overlays, so the
 * status counts those.
 */
export type ScheduledMatch = Pick<MatchRecord, "id" | "start" | "show_on_overlays">;

/** SPEC §9: a broadcast's schedule is in this zone unless it names its own `timezone`. */
export const DEFAULT_SCHEDULE_ZONE = "America/New_York";

/** The schedule soonest first; matches without a start keep their stored order after the rest. */
export function sortSchedule<M extends Pick<MatchRecord, "start">>(matches: readonly M[]): M[] {
  return matches
    .map((match, index) => ({ match, index }))
    .sort((a, b) => (a.match.start ?? Infinity) - (b.match.start ?? Infinity) || a.index - b.index)
    .map((x) => x.match);
}

/**
 * A match's name for people: its custom name, else its sides ("Aurora Foxes vs TBD"). Not the
 * stored `name`: that is derived for page titles and carries the event's short name.
 */
export function matchTitle(
  match: Pick<MatchRecord, "custom_name" | "placeholder_teams">,
  teams: readonly (Pick<TeamRecord, "name"> | null | undefined)[],
): string {
  const custom = match.custom_name?.trim();
  if (custom) return custom;
  const [a, b] = sideNames(match, teams);
  return `${a} vs ${b}`;
}

export const SCHEDULE_STATUS = {
  empty: "No matches scheduled",
  offSchedule: "This match isn't on the schedule",
  position: (n: number, of: number) => `This is match ${n}/${of}`,
  next: (name: string) => `Next match: ${name}`,
  noneLeft: "No further matches",
} as const;

/**
 * The schedule editor's status header: where the live match sits on the primary schedule
 * (when there is a live match), then the match after it, or the first one when the live
 * match is not on it. `schedule` is in display order; `titleOf` names a match.
 */
export function scheduleStatus<M extends ScheduledMatch>(
  schedule: readonly M[],
  liveMatchId: string | null | undefined,
  titleOf: (match: M) => string,
): string {
  if (!schedule.length) return SCHEDULE_STATUS.empty;
  const primary = schedule.filter((m) => m.show_on_overlays);
  const index = liveMatchId ? primary.findIndex((m) => m.id === liveMatchId) : -1;
  const parts: string[] = [];
  if (liveMatchId) parts.push(index < 0 ? SCHEDULE_STATUS.offSchedule : SCHEDULE_STATUS.position(index + 1, primary.length));
  const next = index < 0 ? primary[0] : primary[index + 1];
  parts.push(next ? SCHEDULE_STATUS.next(titleOf(next)) : SCHEDULE_STATUS.noneLeft);
  return parts.join(" · ");
}

/** The overlays a schedule feeds: the primary ones, or those with `?secondary` (set-match-overlays' overlayType). */
export type OverlayKind = "primary" | "secondary";

/** The schedule editor's two overlay toggles of a match. */
export type OverlayToggles = Pick<MatchRecord, "show_on_overlays" | "show_on_secondary_overlays">;

/**
 * Whether overlays of `kind` list a match (SPEC §2.9 Primary and Secondary toggles):
 * `show_on_overlays` decides the primary overlays, `show_on_secondary_overlays` the secondary.
 */
export function listedOn(match: OverlayToggles, kind: OverlayKind): boolean {
  return !!(kind === "primary" ? match.show_on_overlays : match.show_on_secondary_overlays);
}

/**
 * The live match the overlays present as live: none while the broadcast's Show live match
 * is off (SPEC §5: the live match isn't showing), as the dashboard's toggle reads it.
 */
export function liveMatchOnShow(broadcast: Pick<BroadcastRecord, "live_match" | "show_live_match">): string | null {
  return broadcast.show_live_match ? (broadcast.live_match?.[0] ?? null) : null;
}

/** What the next-match rule reads of a match. */
export type NextMatchFields = Pick<MatchRecord, "id"> & OverlayToggles & MatchResult;

/**
 * The next match, for every overlay that says what is up next: the first match of the
 * broadcast's schedule (in its order) that overlays of `kind` list, that has not been played
 * (no map won, not forfeited) and is not the live match on show (`liveMatchOnShow`). With
 * Show live match off, a live match not started yet is the one up next. `recordOf` reads a
 * schedule entry's match (a scene's view of it, or the record itself).
 */
export function nextMatch<M>(
  schedule: readonly M[],
  kind: OverlayKind,
  liveId: string | null,
  recordOf: (entry: M) => NextMatchFields,
): M | null {
  return (
    schedule.find((entry) => {
      const match = recordOf(entry);
      return listedOn(match, kind) && match.id !== liveId && !isPlayed(match);
    }) ?? null
  );
}
