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
import { resolveTheme } from "../domain/theme.ts";
import type { BroadcastRecord, ClientRecord, HeroRecord, MapRecord, MatchRecord, TableName, TeamRecord, Thing } from "../domain/tables.ts";
import { present } from "../domain/wireRecords.ts";
import type { FeedData, MatchView, TeamView } from "./types.ts";

/** The live records a feed holds, by id and table: null when missing, loading or of another table. */
export type Lookup = <T extends TableName>(id: string | null | undefined, table: T) => Thing<T> | null;

const all = <T extends TableName>(get: Lookup, ids: readonly string[] | undefined, table: T): Thing<T>[] =>
  present((ids ?? []).map((id) => get(id, table)));

export function teamView(team: TeamRecord, get: Lookup): TeamView {
  return {
    id: team.id,
    name: team.name,
    code: teamCode(team),
    theme: resolveTheme(get(team.theme?.[0], "Themes")),
    players: all(get, team.players, "Players"),
    staff: all(get, team.team_staff, "Players"),
  };
}

export function matchView(match: MatchRecord, get: Lookup, teams: ReadonlyMap<string, TeamView>): MatchView {
  const ids = match.teams ?? [];
  const sides: MatchView["teams"] = [ids[0] ? (teams.get(ids[0]) ?? null) : null, ids[1] ? (teams.get(ids[1]) ?? null) : null];
  const names = sideNames(match, sides);
  const codes = placeholders(match).codes;
  const maps = all(get, match.maps, "Maps").sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  return {
    id: match.id,
    record: match,
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

export interface BuildInput {
  broadcast: BroadcastRecord;
  client: ClientRecord | null;
  get: Lookup;
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
export function buildFeedData({ broadcast, client, get, stingerThemeId, themeIds }: BuildInput): FeedData {
  const event = get(broadcast.event?.[0], "Events");
  const theme = resolveTheme(get(broadcast.theme_override?.[0], "Themes"), get(event?.theme?.[0], "Themes"));
  const teams = new Map<string, TeamView>();
  const matchIds = [...new Set([...(event?.matches ?? []), ...(broadcast.schedule ?? []), ...(broadcast.live_match ?? [])])];
  const matches = all(get, matchIds, "Matches");
  for (const m of matches) {
    for (const id of m.teams ?? []) {
      const t = get(id, "Teams");
      if (t && !teams.has(id)) teams.set(id, teamView(t, get));
    }
  }
  const views = new Map(matches.map((m) => [m.id, matchView(m, get, teams)]));
  const live = views.get(broadcast.live_match?.[0] ?? "") ?? null;
  const pick = (ids: readonly string[] | undefined) => (ids ?? []).map((id) => views.get(id)).filter((m): m is MatchView => !!m);
  const stinger = get(stingerThemeId, "Themes");
  const themes = new Map(present(themeIds.map((id) => get(id, "Themes"))).map((t) => [t.id, resolveTheme(t)]));
  return {
    broadcast,
    client,
    event,
    theme,
    stingerTheme: stinger ? resolveTheme(stinger) : theme,
    themes,
    settings: new Set(broadcast.broadcast_settings ?? []),
    match: live,
    schedule: pick(broadcast.schedule),
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
  };
}

/** Every key the data above reads, given what is loaded so far (the feed loads in waves). */
export function neededKeys(broadcast: BroadcastRecord, get: Lookup, themeIds: readonly string[]): string[] {
  const keys = new Set<string>(themeIds);
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
