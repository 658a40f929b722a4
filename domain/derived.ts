import { z } from "zod";
import { blocksObject } from "./eventBlocks.ts";
import { onScreen } from "./flipTeams.ts";
import { longId } from "./ids.ts";
import { placeholders, sideNames } from "./match.ts";
import type { BroadcastRecord, EventRecord, MapRecord, MatchRecord, NewsRecord, TableName, TeamRecord } from "./tables.ts";

/**
 * Derived fields: values the original system's database computed (formulas and lookups) and
 * its clients read as stored fields. The server writes them in the same transaction as every
 * write they depend on (server/store/derive.ts); these are the rules it computes them by.
 */
export const DERIVED_FIELDS = {
  Teams: ["matches"],
  Players: ["casts"],
  Matches: ["name", "_codes"],
  News: ["headline"],
  Broadcasts: [
    "ordered_hero_team_left_ids",
    "ordered_hero_team_right_ids",
    "team_1_ordered_heroes",
    "team_2_ordered_heroes",
    "team_1_player_cams",
    "team_2_player_cams",
    "relative_name",
    "discord_control",
  ],
} as const satisfies Partial<Record<TableName, readonly string[]>>;

/** The reverse links a match keeps: its list field, and the table and field of the records listed there. */
export const MATCH_LINKS = [
  { field: "teams", table: "Teams", reverse: "matches" },
  { field: "casters", table: "Players", reverse: "casts" },
] as const;
export type MatchLink = (typeof MATCH_LINKS)[number];

/** A side as the title and codes read it: its team, or null while the side is open. */
type SideTeam = Pick<TeamRecord, "name" | "code"> | null | undefined;

/** The event prefix of a match title ("Spring Cup: "), empty when the event has no short name. */
function eventPrefix(event: Pick<EventRecord, "short"> | null | undefined): string {
  const short = event?.short?.trim();
  return short ? `${short}: ` : "";
}

/**
 * Matches.name, the title page titles use: the custom name, else "<team 1> vs <team 2>" (a
 * side without a team shows its placeholder, else TBD), after the event's short name.
 * `teams` are the match's teams in stored order.
 */
export function matchName(
  match: Pick<MatchRecord, "custom_name" | "placeholder_teams">,
  teams: readonly SideTeam[],
  event: Pick<EventRecord, "short"> | null | undefined,
): string {
  const [a, b] = sideNames(match, teams);
  return eventPrefix(event) + (match.custom_name?.trim() || `${a} vs ${b}`);
}

/** Matches._codes: the two sides' codes as one "AAA,BBB" text (team code, else placeholder code, else empty). */
export function matchCodes(match: Pick<MatchRecord, "placeholder_teams">, teams: readonly SideTeam[]): string {
  const { codes } = placeholders(match);
  return [0, 1].map((i) => teams[i]?.code || codes[i] || "").join(",");
}

/** News.headline: the article's title as lists show it; none when blank. */
export function newsHeadline(news: Pick<NewsRecord, "name">): string | undefined {
  return news.name.trim() || undefined;
}

type HeroMap = Pick<MapRecord, "winner" | "draw" | "banner" | "team_1_picks" | "team_2_picks">;

/** The map whose picks the hero buttons show: the first not won, drawn or banned, else the last. */
export function heroMap<M extends HeroMap>(maps: readonly M[]): M | null {
  return maps.find((m) => !m.winner?.length && !m.draw && !m.banner?.length) ?? maps.at(-1) ?? null;
}

/**
 * Broadcasts' team_N_ordered_heroes: the heroes each team picked on the live match's current
 * map, in pick order, by team number (the Stream Deck module applies the flip itself). `maps`
 * are the match's maps in its stored order.
 */
export function teamHeroes(match: Partial<MatchRecord> | null, maps: readonly HeroMap[]): { team1: string[]; team2: string[] } {
  const map = match ? heroMap(maps) : null;
  return { team1: (map?.team_1_picks ?? []).map((h) => h.id), team2: (map?.team_2_picks ?? []).map((h) => h.id) };
}

/** Broadcasts' ordered hero ids by side: the teams' heroes as the viewer sees the sides (swapped by `flip_teams`). */
export function orderedHeroes(
  match: Pick<MatchRecord, "flip_teams"> | null,
  maps: readonly HeroMap[],
): { left: string[]; right: string[] } {
  const { team1, team2 } = teamHeroes(match, maps);
  const [left, right] = onScreen([team1, team2], !!match?.flip_teams);
  return { left, right };
}

/** What may stand between an event's name and the rest of a broadcast's ("Cup: Main", "Cup - Main", "Cup Main"). */
const NAME_SEPARATOR = /^[\s:|\-–—]+/;

/**
 * Broadcasts.relative_name: the broadcast's name relative to its event, without the event's
 * name, short name or series name in front ("Main Stream" of "Community Cup Main Stream");
 * else its name.
 */
export function relativeName(
  broadcast: Pick<BroadcastRecord, "name">,
  event: Pick<EventRecord, "name" | "short" | "series_name"> | null,
): string {
  const name = broadcast.name.trim();
  for (const prefix of [event?.name, event?.short, event?.series_name].map((p) => p?.trim())) {
    if (!prefix || !name.toLowerCase().startsWith(prefix.toLowerCase())) continue;
    const rest = name.slice(prefix.length);
    if (NAME_SEPARATOR.test(rest) && rest.replace(NAME_SEPARATOR, "")) return rest.replace(NAME_SEPARATOR, "");
  }
  return name;
}

const DiscordBlockSchema = z.object({ announcementChannelId: z.string().regex(/^\d+$/) });

/**
 * Broadcasts.discord_control, the original's Discord settings of a broadcast as `key=value`
 * lines, as the Stream Deck module reads them: its live text channel is the event's
 * announcement channel (event settings, Discord); none without one.
 */
export function discordControl(event: Pick<EventRecord, "blocks"> | null): string | undefined {
  const discord = DiscordBlockSchema.safeParse(blocksObject(event?.blocks).discord);
  return discord.success ? `live_text_channel=${discord.data.announcementChannelId}` : undefined;
}

/** The ids added to and taken from a list between two versions, compared in stored (long) form. */
export function idsDiff(
  before: readonly string[] | null | undefined,
  after: readonly string[] | null | undefined,
): { added: string[]; removed: string[] } {
  const had = new Set((before ?? []).map(longId));
  const has = new Set((after ?? []).map(longId));
  return { added: [...has].filter((id) => !had.has(id)), removed: [...had].filter((id) => !has.has(id)) };
}

/** A reverse-link list with `id` appended (when missing) or taken out; the rest keeps its order. */
export function withLink(list: readonly string[] | null | undefined, id: string, present: boolean): string[] {
  const current = list ?? [];
  const has = current.some((x) => longId(x) === longId(id));
  if (!present) return current.filter((x) => longId(x) !== longId(id));
  return has ? [...current] : [...current, id];
}

/** A stored reverse-link list made to hold exactly `wanted`: the ids it keeps stay in order, new ones follow. */
export function reconcileLinks(current: readonly string[] | null | undefined, wanted: readonly string[]): string[] {
  const want = new Set(wanted.map(longId));
  const kept = new Set<string>();
  for (const id of current ?? []) if (want.has(longId(id))) kept.add(longId(id));
  return [...kept, ...[...want].filter((id) => !kept.has(id))];
}

/** For each record a match field lists (by stored id), the ids of the matches that list it, in the order given. */
export function reverseIndex(
  matches: readonly Pick<MatchRecord, "id" | MatchLink["field"]>[],
  field: MatchLink["field"],
): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const match of matches) {
    for (const id of new Set((match[field] ?? []).map(longId))) {
      const list = index.get(id) ?? [];
      list.push(match.id);
      index.set(id, list);
    }
  }
  return index;
}
