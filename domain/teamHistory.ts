import { DateTime } from "luxon";
import { isMatchComplete, matchWinner, sideOfTeam } from "./match.ts";
import type { MatchRecord, TeamRecord } from "./tables.ts";

/**
 * A team's past results as history overlays list them: one row per played match, from the
 * team's side (its score first, W or L), with the opponent and the date.
 */
export interface HistoryRow {
  matchId: string;
  opponentId: string | null;
  /** The team's score first, then the opponent's. */
  score: [number, number];
  result: "W" | "L" | "D";
  start: number | null;
  /** The stage (match_group), or "" when the match has none. */
  group: string;
}

type MatchLike = Pick<MatchRecord, "id" | "teams" | "score_1" | "score_2" | "first_to" | "forfeit" | "start" | "match_group">;

/** The match from `teamId`'s side, or null when it did not play it or the match is not over yet (a live match is no result). */
export function teamResult(match: MatchLike, teamId: string): HistoryRow | null {
  const side = sideOfTeam(match, teamId);
  if (!side || !isMatchComplete(match)) return null;
  const own = (side === 1 ? match.score_1 : match.score_2) ?? 0;
  const opp = (side === 1 ? match.score_2 : match.score_1) ?? 0;
  const winner = matchWinner(match);
  const result = winner ? (winner === side ? "W" : "L") : own > opp ? "W" : own < opp ? "L" : "D";
  return {
    matchId: match.id,
    opponentId: match.teams?.[side === 1 ? 1 : 0] ?? null,
    score: [own, opp],
    result,
    start: match.start ?? null,
    group: match.match_group ?? "",
  };
}

/**
 * The team's most recent results: newest first (`reverse`, the default) or oldest first,
 * at most `max`. Matches without a start time count as oldest.
 */
export function recentResults(teamId: string, matches: readonly MatchLike[], max = 5, reverse = true): HistoryRow[] {
  const rows = matches.flatMap((m) => teamResult(m, teamId) ?? []);
  rows.sort((a, b) => (b.start ?? -Infinity) - (a.start ?? -Infinity));
  const recent = rows.slice(0, Math.max(0, max));
  return reverse ? recent : recent.reverse();
}

/**
 * The teams that are the same club as `team` in any event: the same name or the same code
 * (case-insensitive), itself included.
 */
export function sameClub<T extends Pick<TeamRecord, "id" | "name" | "code">>(team: T, teams: readonly T[]): T[] {
  const name = team.name.trim().toLowerCase();
  const code = team.code?.trim().toLowerCase();
  const out = teams.filter(
    (t) => t.id === team.id || t.name.trim().toLowerCase() === name || (!!code && t.code?.trim().toLowerCase() === code),
  );
  return out.some((t) => t.id === team.id) ? out : [team, ...out];
}

/** A result line's date, "Mar 14" (or with the year when it is not this year's). */
export function resultDate(start: number | null, now: number, zone = "UTC"): string {
  if (start == null) return "";
  const d = DateTime.fromMillis(start, { zone });
  return d.year === DateTime.fromMillis(now, { zone }).year ? d.toFormat("LLL d") : d.toFormat("LLL d yyyy");
}

export interface StageResults {
  /** The stage (match_group), "" for matches without one. */
  group: string;
  rows: HistoryRow[];
}

/**
 * A team's results through an event, in play order, grouped by stage (first appearance
 * order); only `group` when given; at most `max` rows in all, the latest kept.
 */
export function seasonResults(teamId: string, matches: readonly MatchLike[], group: string | null = null, max = Infinity): StageResults[] {
  let rows = matches
    .flatMap((m) => teamResult(m, teamId) ?? [])
    .filter((r) => group == null || r.group.toLowerCase() === group.toLowerCase());
  rows = rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r.start ?? 0) - (b.r.start ?? 0) || a.i - b.i)
    .map((x) => x.r);
  if (rows.length > max) rows = rows.slice(rows.length - max);
  const out: StageResults[] = [];
  for (const r of rows) {
    const last = out[out.length - 1];
    if (last && last.group === r.group) last.rows.push(r);
    else out.push({ group: r.group, rows: [r] });
  }
  return out;
}

/** Wins and losses of a list of results, "3-1". */
export function record(rows: readonly Pick<HistoryRow, "result">[]): string {
  return `${rows.filter((r) => r.result === "W").length}-${rows.filter((r) => r.result === "L").length}`;
}

export interface PlayerTeamEntry {
  teamId: string;
  eventId: string | null;
  role: string;
  captain: boolean;
  start: number | null;
}

/**
 * A player's team history: every team they were a member of (or staff of), with its event,
 * newest event first; `role` is their player role, or "Staff", "Captain" marks a captain.
 */
export function playerTeamHistory(
  player: { id: string; role?: string | null; member_of?: string[]; team_staff?: string[]; captain_of?: string[] },
  teamEvent: (teamId: string) => { id: string; start: number | null } | null,
): PlayerTeamEntry[] {
  const entries = new Map<string, PlayerTeamEntry>();
  const add = (teamId: string, role: string) => {
    if (entries.has(teamId)) return;
    const ev = teamEvent(teamId);
    entries.set(teamId, {
      teamId,
      eventId: ev?.id ?? null,
      role,
      captain: !!player.captain_of?.includes(teamId),
      start: ev?.start ?? null,
    });
  };
  for (const t of player.member_of ?? []) add(t, player.role ?? "Player");
  for (const t of player.team_staff ?? []) add(t, "Staff");
  return [...entries.values()].sort((a, b) => (b.start ?? -Infinity) - (a.start ?? -Infinity));
}
