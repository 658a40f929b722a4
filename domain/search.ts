/** SPEC §5 / §9: player search needs 3+ characters (unless Enter); teams filter above 2. */
export const PLAYER_SEARCH_MIN = 3;
export const TEAM_FILTER_ABOVE = 2;
export const TEAMS_PER_PAGE = 10;
export const SEARCH_TOO_SHORT = "Use 3 or more characters to search";

/** Lowercased, accents removed, so "Lúcio" matches "lucio". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

export function matchesSearch(haystack: string, query: string): boolean {
  return foldText(haystack).includes(foldText(query));
}

interface Named {
  name: string;
}
interface Player extends Named {
  verified?: boolean;
}

/** Whether a player search runs: 3+ characters, or any non-empty text when Enter was pressed. */
export function playerSearchReady(query: string, enterPressed: boolean): boolean {
  const q = query.trim();
  return q.length >= PLAYER_SEARCH_MIN || (enterPressed && q.length > 0);
}

/** Matching players, verified first, then by name. */
export function searchPlayers<T extends Player>(players: readonly T[], query: string): T[] {
  return players
    .filter((p) => matchesSearch(p.name, query))
    .sort((a, b) => Number(!!b.verified) - Number(!!a.verified) || foldText(a.name).localeCompare(foldText(b.name)));
}

/** Teams filtered only when the filter is longer than 2 characters. */
export function filterTeams<T extends Named & { code?: string }>(teams: readonly T[], filter: string): T[] {
  if (filter.trim().length <= TEAM_FILTER_ABOVE) return [...teams];
  return teams.filter((t) => matchesSearch(t.name, filter) || (!!t.code && matchesSearch(t.code, filter)));
}

/** One page (1-based) of a list; the page number is clamped into range. */
export function paginate<T>(items: readonly T[], page: number, perPage = TEAMS_PER_PAGE): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages };
}

/** SPEC §2.2: the teams page shows 10 events a page. */
export const TEAM_EVENTS_PER_PAGE = 10;

export interface EventTeams<T> {
  /** The event's id; null for teams of no event. */
  event: string | null;
  teams: T[];
}

/**
 * The teams page (SPEC §2.2): the filtered teams grouped under their event, so two teams of
 * one name can be told apart; events newest first (by start, then id), teams by name within
 * their event, and 10 events a page (1-based, clamped).
 */
export function teamsByEvent<T extends Named & { code?: string; event?: string; eventStart?: number }>(
  teams: readonly T[],
  filter: string,
  page: number,
): { groups: EventTeams<T>[]; page: number; pages: number } {
  const groups = new Map<string | null, EventTeams<T> & { start: number }>();
  for (const team of filterTeams(teams, filter)) {
    const key = team.event ?? null;
    const group = groups.get(key) ?? { event: key, teams: [], start: team.eventStart ?? -Infinity };
    group.teams.push(team);
    groups.set(key, group);
  }
  const ordered = [...groups.values()]
    .sort((a, b) => b.start - a.start || (a.event ?? "").localeCompare(b.event ?? ""))
    .map(({ event, teams: members }) => ({ event, teams: members.sort((a, b) => foldText(a.name).localeCompare(foldText(b.name))) }));
  const { items, page: current, pages } = paginate(ordered, page, TEAM_EVENTS_PER_PAGE);
  return { groups: items, page: current, pages };
}
