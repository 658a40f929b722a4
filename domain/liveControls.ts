import { OBSERVER_SETTINGS } from "./actions.ts";
import { firstTo, isMatchComplete, matchWinner, placeholders, sideNames, teamCode, type Side } from "./match.ts";
import type { MAP_ATTACK } from "./records.ts";
import type { MatchRecord, TeamRecord } from "./tables.ts";
import { onScreen } from "./flipTeams.ts";

/**
 * Rules of the dashboard's live-match controls (SPEC §4: map attack, map win buttons,
 * observer settings; §5: match score bounds), kept apart from the React panels so a test
 * reaches them without a browser.
 */

export type MapAttack = (typeof MAP_ATTACK)[number];

/** The main map attack button: none → Right, Right → Left, Left → Right, Both → none. */
export function nextMapAttack(current: MapAttack | null | undefined): MapAttack | null {
  switch (current) {
    case null:
    case undefined:
      return "Right";
    case "Right":
      return "Left";
    case "Left":
      return "Right";
    case "Both":
      return null;
    default: {
      const unknown: never = current;
      throw new Error(`[liveControls] unknown map attack ${String(unknown)}`);
    }
  }
}

/** The map attack menu: sets Left, Right, Both or None (null); choosing the current value clears it. */
export function chooseMapAttack(current: MapAttack | null | undefined, choice: MapAttack | null): MapAttack | null {
  return choice === (current ?? null) ? null : choice;
}

/** Map win buttons follow the overlays' sides: team 2 first when the match is flipped. */
export function sidesOnScreen(match: Pick<MatchRecord, "flip_teams">): [Side, Side] {
  return onScreen([1, 2], !!match.flip_teams);
}

type TeamSlot = Pick<TeamRecord, "name"> | null | undefined;

/**
 * Why the map win buttons are disabled (SPEC §4), or null when they may be pressed: fewer
 * than 2 teams, a team loading or without a name, a team at first_to, or a flip or map
 * win request still processing.
 */
export function mapWinBlocker(
  match: Pick<MatchRecord, "teams" | "score_1" | "score_2" | "first_to" | "forfeit">,
  teams: readonly [TeamSlot, TeamSlot],
  processing: boolean,
): string | null {
  if ((match.teams?.filter(Boolean).length ?? 0) < 2) return "The live match needs two teams";
  if (teams.some((t) => t === undefined)) return "Loading the teams";
  if (teams.some((t) => !t?.name)) return "Both teams need a name";
  const first = firstTo(match);
  const reached = ([1, 2] as const).find((side) => first !== null && (match[`score_${side}`] ?? 0) >= first);
  if (reached) return `${teams[reached - 1]?.name} has reached first to ${first}`;
  if (match.forfeit) return "The match was forfeited";
  if (processing) return "Waiting for the last change to finish";
  return null;
}

/**
 * Whether a map win for `side` wins the match (SPEC §4: a side wins when its score reaches
 * first_to), so the button asks first: the overlays then crown the winner.
 */
export function mapWinDecidesMatch(match: Pick<MatchRecord, "score_1" | "score_2" | "first_to">, side: Side): boolean {
  const first = firstTo(match);
  return first !== null && (match[`score_${side}`] ?? 0) + 1 >= first;
}

/**
 * "Match over: AUR won" once the match is complete (a side at first_to, or a forfeit), with
 * `labels` naming the sides in stored order; null while it is still being played.
 */
export function matchOverText(
  match: Pick<MatchRecord, "score_1" | "score_2" | "first_to" | "forfeit">,
  labels: [string, string],
): string | null {
  if (!isMatchComplete(match)) return null;
  const winner = matchWinner(match);
  if (!winner) return "Match over";
  return `Match over: ${labels[winner - 1]} won${match.forfeit ? " by forfeit" : ""}`;
}

/**
 * A match score after a +1/−1 step, or null when the step leaves the allowed range
 * (SPEC §5: whole numbers from 0, at most first_to when it is known).
 */
export function steppedScore(score: number | null | undefined, step: 1 | -1, match: Pick<MatchRecord, "first_to">): number | null {
  const next = (score ?? 0) + step;
  const max = firstTo(match);
  return next < 0 || (max !== null && next > max) ? null : next;
}

/** The short label of each side: its team's code, else the placeholder code, else the start of its name. */
export function sideCodes(
  match: Pick<MatchRecord, "placeholder_teams">,
  teams: readonly [Pick<TeamRecord, "name" | "code"> | null | undefined, Pick<TeamRecord, "name" | "code"> | null | undefined],
): [string, string] {
  const { codes } = placeholders(match);
  const names = sideNames(match, teams);
  const code = (i: 0 | 1) => {
    const team = teams[i];
    return team?.name || team?.code ? teamCode(team) : codes[i] || names[i].slice(0, 4).toUpperCase();
  };
  return [code(0), code(1)];
}

/**
 * The live match panel's one-line status: "AUR 1 – 0 BLZ · Map 2 · First to 3", sides as on
 * screen; once the match is complete, "Match over: AUR won" in place of the map.
 */
export function liveMatchStatus(
  match: Pick<MatchRecord, "score_1" | "score_2" | "first_to" | "flip_teams" | "forfeit">,
  codes: [string, string],
  mapNumber: number,
): string {
  const [left, right] = sidesOnScreen(match);
  const score = (side: Side) => match[`score_${side}`] ?? 0;
  const first = firstTo(match);
  return [
    `${codes[left - 1]} ${score(left)} – ${score(right)} ${codes[right - 1]}`,
    matchOverText(match, codes) ?? `Map ${mapNumber}`,
    ...(first === null ? [] : [`First to ${first}`]),
  ].join(" · ");
}

/** The Observer Settings button's summary: All off unless Show overlay or Show syncer is on, else the settings on. */
export function observerSummary(settings: readonly string[] | null | undefined): string {
  const on = OBSERVER_SETTINGS.filter((s) => settings?.includes(s));
  return on.includes("Show overlay") || on.includes("Show syncer") ? on.join(", ") : "All off";
}
