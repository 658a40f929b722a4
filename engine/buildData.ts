import { resolveTheme, type ThemeInput } from "../domain/theme.ts";
import type { MatchView, OverlayData, Rec, TeamView } from "./types.ts";

type Lookup = (id: string | undefined | null) => Rec | null;

export const first = (v: unknown): string | undefined => (Array.isArray(v) && typeof v[0] === "string" ? v[0] : undefined);
export const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

export function teamView(team: Rec, get: Lookup): TeamView {
  const theme = get(first(team.theme)) as ThemeInput | null;
  return {
    id: team.id,
    name: String(team.name ?? ""),
    code: String(team.code ?? team.name ?? "").slice(0, 4).toUpperCase(),
    theme: resolveTheme(theme),
    players: list(team.players).map(get).filter((p): p is Rec => !!p),
    staff: list(team.team_staff).map(get).filter((p): p is Rec => !!p),
  };
}

export function matchView(match: Rec, get: Lookup, teams: Map<string, TeamView>): MatchView {
  const ids = list(match.teams);
  const side = (i: number) => (ids[i] ? teams.get(ids[i]) ?? null : null);
  const ph = String(match.placeholder_teams ?? "").split("|");
  return {
    id: match.id,
    record: match,
    teams: [side(0), side(1)],
    placeholders: [ph[0] || "TBD", ph[1] || "TBD"],
    score: [Number(match.score_1 ?? 0), Number(match.score_2 ?? 0)],
    firstTo: Number(match.first_to ?? 2),
    maps: list(match.maps).map(get).filter((m): m is Rec => !!m).sort((a, b) => Number(a.number ?? 0) - Number(b.number ?? 0)),
    label: String(match.custom_name || match.round || match.name || ""),
  };
}

export interface BuildInput {
  version: number;
  now: number;
  broadcast: Rec;
  client: Rec | null;
  get: Lookup;
  stingerThemeId: string | null;
}

/** Hero ids of a list of hero references (`[{id}]`, as in a map's picks and bans). */
export function heroIds(list: unknown): string[] {
  return Array.isArray(list) ? list.map((h: { id?: unknown }) => h?.id).filter((id): id is string => typeof id === "string") : [];
}

/** Hero ids in a map's bans (`team_1_bans`, `team_2_bans`). */
const heroRefs = (map: Rec) => [...heroIds(map.team_1_bans), ...heroIds(map.team_2_bans)];

const banIds = (live: MatchView | null) => [...new Set((live?.maps ?? []).flatMap(heroRefs))];

/** The data every scene draws from, assembled from the live records a feed holds. */
export function buildOverlayData({ version, now, broadcast, client, get, stingerThemeId }: BuildInput): OverlayData {
  const event = get(first(broadcast.event));
  const eventTheme = get(first(event?.theme)) as ThemeInput | null;
  const override = get(first(broadcast.theme_override)) as ThemeInput | null;
  const theme = resolveTheme(override, eventTheme);
  const teams = new Map<string, TeamView>();
  const matchIds = [...new Set([...list(event?.matches), ...list(broadcast.schedule), ...list(broadcast.live_match)])];
  const matches = matchIds.map(get).filter((m): m is Rec => !!m);
  for (const m of matches) for (const id of list(m.teams)) {
    const t = get(id);
    if (t && !teams.has(id)) teams.set(id, teamView(t, get));
  }
  const views = new Map(matches.map((m) => [m.id, matchView(m, get, teams)]));
  const live = views.get(first(broadcast.live_match) ?? "") ?? null;
  return {
    version,
    now,
    broadcast,
    client,
    event,
    theme,
    stingerTheme: stingerThemeId && get(stingerThemeId) ? resolveTheme(get(stingerThemeId) as ThemeInput) : theme,
    settings: new Set(list(broadcast.broadcast_settings)),
    match: live,
    schedule: list(broadcast.schedule).map((id) => views.get(id)).filter((m): m is MatchView => !!m),
    eventMatches: list(event?.matches).map((id) => views.get(id)).filter((m): m is MatchView => !!m),
    teams,
    brackets: list(event?.brackets).map(get).filter((b): b is Rec => !!b),
    headlines: list(broadcast.headlines).map(get).map((h) => String(h?.text ?? "")).filter(Boolean),
    casters: list(live?.record.casters).map(get).filter((p): p is Rec => !!p),
    guests: list(broadcast.guests).map(get).filter((p): p is Rec => !!p),
    heroes: new Map(banIds(live).map((id) => [id, get(id)]).filter((e): e is [string, Rec] => !!e[1])),
    otherBroadcasts: list(event?.broadcasts).filter((id) => id !== broadcast.id).map(get).filter((b): b is Rec => !!b),
  };
}

/** Every key the data above reads, given what is loaded so far (the feed loads in waves). */
export function neededKeys(broadcast: Rec, get: Lookup, stingerThemeId: string | null): string[] {
  const keys = new Set<string>();
  const add = (v: unknown) => list(Array.isArray(v) ? v : v ? [v] : []).forEach((k) => keys.add(k));
  add(broadcast.event); add(broadcast.live_match); add(broadcast.schedule); add(broadcast.headlines); add(broadcast.theme_override); add(broadcast.guests);
  if (stingerThemeId) keys.add(stingerThemeId);
  const event = get(first(broadcast.event));
  add(event?.matches); add(event?.theme); add(event?.brackets); add(event?.broadcasts);
  const live = get(first(broadcast.live_match));
  add(live?.maps); add(live?.casters);
  const liveMaps = list(live?.maps).map(get).filter((m): m is Rec => !!m);
  for (const map of liveMaps) add(heroRefs(map));
  for (const id of [...keys]) {
    const m = get(id);
    if (m?.__tableName === "Matches") add(m.teams);
  }
  for (const id of [...keys]) {
    const t = get(id);
    if (t?.__tableName === "Teams") {
      add(t.theme);
      if (list(live?.teams).includes(id)) { add(t.players); add(t.team_staff); }
    }
  }
  return [...keys].sort();
}
