import {
  bestOf,
  currentMapNumber,
  firstTo,
  isPlayed,
  matchWinner,
  placeholders,
  scoreTexts,
  sideNames,
  teamCode,
} from "../domain/match.ts";
import { swapMapSides, swapMatchSides } from "../domain/flipTeams.ts";
import { listedOn } from "../domain/schedule.ts";
import { resolveTheme, type ResolvedTheme } from "../domain/theme.ts";
import type {
  BroadcastRecord,
  ClientRecord,
  HeroRecord,
  MapRecord,
  MatchRecord,
  TableName,
  TeamRecord,
  ThemeRecord,
  Thing,
} from "../domain/tables.ts";
import { present, type CollectionOf, type ListedTable, type SpecialCollectionKey } from "../domain/wireRecords.ts";
import type { FeedData, MatchView, TeamView } from "./types.ts";

/** The live records a feed holds, by id and table: null when missing, loading or of another table. */
export type Lookup = <T extends TableName>(id: string | null | undefined, table: T) => Thing<T> | null;

/** Every id of a listed table, as the feed holds it (empty while its list is loading or not asked for). */
export type TableIds = (table: ListedTable) => readonly string[];

/** A special collection (`special:teams`...) as the feed holds it; null while loading or not asked for. */
export type Collections = <K extends SpecialCollectionKey>(key: K) => CollectionOf<K> | null;

/** A lookup over a fixed set of records (a portable OGraf graphic's, a test's). */
export function lookupOf(records: readonly Thing[]): Lookup {
  const byId = new Map(records.map((r) => [r.id, r]));
  return <T extends TableName>(id: string | null | undefined, table: T) => {
    const r = id ? byId.get(id) : undefined;
    return r && r.__tableName === table ? (r as Thing<T>) : null;
  };
}

const all = <T extends TableName>(get: Lookup, ids: readonly string[] | undefined, table: T): Thing<T>[] =>
  present((ids ?? []).map((id) => get(id, table)));

/**
 * A live record is replaced, never changed in place, when it changes: what is built from
 * records that are all the same objects as last time is the same, and is reused. A score
 * change then rebuilds one match's view, and every theme, team and other match stays the
 * same object (scenes compare them cheaply, and less garbage is made per update).
 */
interface Built<V> {
  inputs: readonly unknown[];
  value: V;
}
function reuse<K extends object, V>(cache: WeakMap<K, Built<V>>, key: K, inputs: readonly unknown[], build: () => V): V {
  const last = cache.get(key);
  if (last && last.inputs.length === inputs.length && last.inputs.every((v, i) => v === inputs[i])) return last.value;
  const value = build();
  cache.set(key, { inputs, value });
  return value;
}

const themes = new WeakMap<object, WeakMap<object, ResolvedTheme>>();
/** Stands for "no theme record" as a cache key. */
const NO_THEME = {};
/** A theme resolved once per record (with a fallback record: once per pair). */
function themeOf(theme: ThemeRecord | null, fallback: ThemeRecord | null = null): ResolvedTheme {
  let byFallback = themes.get(theme ?? NO_THEME);
  if (!byFallback) themes.set(theme ?? NO_THEME, (byFallback = new WeakMap()));
  let resolved = byFallback.get(fallback ?? NO_THEME);
  if (!resolved) byFallback.set(fallback ?? NO_THEME, (resolved = resolveTheme(theme, fallback)));
  return resolved;
}

export function teamView(team: TeamRecord, get: Lookup): TeamView {
  return {
    id: team.id,
    name: team.name,
    code: teamCode(team),
    theme: themeOf(get(team.theme?.[0], "Themes")),
    players: all(get, team.players, "Players"),
    staff: all(get, team.team_staff, "Players"),
  };
}

/** A match as stored: side 1 is its first team (schedules, brackets and standings keep this order). */
export function matchView(match: MatchRecord, get: Lookup, teams: ReadonlyMap<string, TeamView>): MatchView {
  return viewOf(match, mapsOf(match, get), teams, false);
}

/**
 * The live match as the broadcast shows it: with flip_teams, built from its record and maps
 * with their sides swapped (domain/flipTeams.ts), so every field a scene indexes by side
 * is in display order, and a team id (a map's winner or picker) finds its side on screen.
 */
export function liveMatchView(match: MatchRecord, get: Lookup, teams: ReadonlyMap<string, TeamView>): MatchView {
  if (!match.flip_teams) return matchView(match, get, teams);
  return viewOf(swapMatchSides(match), mapsOf(match, get).map(swapMapSides), teams, true);
}

/** A match's maps, in map order. */
const mapsOf = (match: MatchRecord, get: Lookup) => all(get, match.maps, "Maps").sort((a, b) => (a.number ?? 0) - (b.number ?? 0));

function viewOf(match: MatchRecord, maps: MapRecord[], teams: ReadonlyMap<string, TeamView>, flipped: boolean): MatchView {
  const ids = match.teams ?? [];
  const sides: MatchView["teams"] = [ids[0] ? (teams.get(ids[0]) ?? null) : null, ids[1] ? (teams.get(ids[1]) ?? null) : null];
  const names = sideNames(match, sides);
  const codes = placeholders(match).codes;
  return {
    id: match.id,
    record: match,
    flipped,
    teams: sides,
    names,
    codes: [sides[0]?.code || codes[0] || names[0], sides[1]?.code || codes[1] || names[1]],
    score: [match.score_1 ?? 0, match.score_2 ?? 0],
    scoreText: scoreTexts(match),
    played: isPlayed(match),
    winner: matchWinner(match),
    firstTo: firstTo(match),
    bestOf: bestOf(match, maps),
    mapNumber: currentMapNumber(match, maps),
    maps,
    label: match.custom_name || match.round || "",
  };
}

const teamViews = new WeakMap<TeamRecord, Built<TeamView>>();
const matchViews = new WeakMap<MatchRecord, Built<MatchView>>();
const liveViews = new WeakMap<MatchRecord, Built<MatchView>>();

/** The views of the feed, reused while the records they read are the same (see `reuse`). */
function cachedTeamView(team: TeamRecord, get: Lookup): TeamView {
  const ids = [...(team.players ?? []), ...(team.team_staff ?? [])];
  const inputs = [get(team.theme?.[0], "Themes"), ...ids.map((id) => get(id, "Players"))];
  return reuse(teamViews, team, inputs, () => teamView(team, get));
}
const matchInputs = (match: MatchRecord, get: Lookup, teams: ReadonlyMap<string, TeamView>) => {
  const ids = match.teams ?? [];
  return [ids[0] && teams.get(ids[0]), ids[1] && teams.get(ids[1]), ...(match.maps ?? []).map((id) => get(id, "Maps"))];
};
function cachedMatchView(match: MatchRecord, get: Lookup, teams: ReadonlyMap<string, TeamView>): MatchView {
  return reuse(matchViews, match, matchInputs(match, get, teams), () => matchView(match, get, teams));
}
/** Unflipped, the live match's view is the one its schedule entry has. */
function cachedLiveView(match: MatchRecord, get: Lookup, teams: ReadonlyMap<string, TeamView>): MatchView {
  if (!match.flip_teams) return cachedMatchView(match, get, teams);
  return reuse(liveViews, match, matchInputs(match, get, teams), () => liveMatchView(match, get, teams));
}

export interface BuildInput {
  broadcast: BroadcastRecord;
  client: ClientRecord | null;
  get: Lookup;
  ids: TableIds;
  collection: Collections;
  stingerThemeId: string | null;
  /** Theme ids the scene asked for (SceneDef.themes). */
  themeIds: readonly string[];
}

/** Hero ids of a list of hero references (`[{id}]`, as in a map's picks and bans). */
export function heroIds(refs: MapRecord["team_1_bans"]): string[] {
  return (refs ?? []).map((h) => h.id);
}

const banIds = (maps: readonly MapRecord[]) => [...new Set(maps.flatMap((m) => [...heroIds(m.team_1_bans), ...heroIds(m.team_2_bans)]))];

/** The data every scene draws from, assembled from the live records a feed holds. */
export function buildFeedData({ broadcast, client, get, ids, collection, stingerThemeId, themeIds }: BuildInput): FeedData {
  const event = get(broadcast.event?.[0], "Events");
  const theme = themeOf(get(broadcast.theme_override?.[0], "Themes"), get(event?.theme?.[0], "Themes"));
  const teams = new Map<string, TeamView>();
  const matchIds = [...new Set([...(event?.matches ?? []), ...(broadcast.schedule ?? []), ...(broadcast.live_match ?? [])])];
  const matches = all(get, matchIds, "Matches");
  for (const m of matches) {
    for (const id of m.teams ?? []) {
      const t = get(id, "Teams");
      if (t && !teams.has(id)) teams.set(id, cachedTeamView(t, get));
    }
  }
  const views = new Map(matches.map((m) => [m.id, cachedMatchView(m, get, teams)]));
  const stored = views.get(broadcast.live_match?.[0] ?? "");
  // The live match alone follows flip_teams: a schedule, bracket or standings entry keeps its place.
  const live = stored ? cachedLiveView(stored.record, get, teams) : null;
  const pick = (ids: readonly string[] | undefined) => (ids ?? []).map((id) => views.get(id)).filter((m): m is MatchView => !!m);
  const stinger = get(stingerThemeId, "Themes");
  const asked = new Map(present(themeIds.map((id) => get(id, "Themes"))).map((t) => [t.id, themeOf(t)]));
  return {
    broadcast,
    client,
    event,
    theme,
    stingerTheme: stinger ? themeOf(stinger) : theme,
    themes: asked,
    settings: new Set(broadcast.broadcast_settings ?? []),
    match: live,
    schedule: pick(broadcast.schedule).filter((m) => listedOn(m.record, "primary")),
    secondarySchedule: pick(broadcast.schedule).filter((m) => listedOn(m.record, "secondary")),
    eventMatches: pick(event?.matches),
    teams,
    brackets: all(get, event?.brackets, "Brackets"),
    headlines: all(get, broadcast.headlines, "Headlines")
      .map((h) => h.text)
      .filter(Boolean),
    casters: all(get, live?.record.casters, "Players"),
    guests: all(get, broadcast.guests, "Players"),
    heroes: new Map(all(get, banIds(live?.maps ?? []), "Heroes").map((h): [string, HeroRecord] => [h.id, h])),
    otherBroadcasts: all(get, event?.broadcasts, "Broadcasts").filter((b) => b.id !== broadcast.id),
    get,
    ids,
    collection,
  };
}

/** The data of a fixed set of records, with no special collections or scene themes (a portable OGraf graphic's, a test's). */
export function feedOf(broadcast: BroadcastRecord, records: readonly Thing[]): FeedData {
  return buildFeedData({
    broadcast,
    client: null,
    get: lookupOf(records),
    ids: () => [],
    collection: () => null,
    stingerThemeId: null,
    themeIds: [],
  });
}

/** Every key the data above reads, given what is loaded so far (the feed loads in waves), and the scene's own (`SceneDef.needs`). */
export function neededKeys(
  broadcast: BroadcastRecord,
  get: Lookup,
  themeIds: readonly string[],
  sceneNeeds: (get: Lookup) => Iterable<string | null | undefined> = () => [],
): string[] {
  const keys = new Set<string>(themeIds);
  for (const key of sceneNeeds(get)) if (key) keys.add(key);
  const add = (ids: readonly string[] | undefined) => ids?.forEach((k) => keys.add(k));
  add(broadcast.event);
  add(broadcast.live_match);
  add(broadcast.schedule);
  add(broadcast.headlines);
  add(broadcast.theme_override);
  add(broadcast.guests);
  const event = get(broadcast.event?.[0], "Events");
  add(event?.matches);
  add(event?.theme);
  add(event?.brackets);
  add(event?.broadcasts);
  const live = get(broadcast.live_match?.[0], "Matches");
  add(live?.maps);
  add(live?.casters);
  add(banIds(all(get, live?.maps, "Maps")));
  for (const id of [...keys]) add(get(id, "Matches")?.teams);
  for (const id of [...keys]) {
    const t = get(id, "Teams");
    if (!t) continue;
    add(t.theme);
    if (live?.teams?.includes(id)) {
      add(t.players);
      add(t.team_staff);
    }
  }
  return [...keys].sort();
}
