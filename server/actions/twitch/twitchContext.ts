import { matchTitle } from "../../../domain/schedule.ts";
import type { BroadcastRecord, EventRecord, MatchRecord, PlayerRecord, TeamRecord } from "../../../domain/tables.ts";
import type { ServerDeps } from "../../deps.ts";
import { IntegrationError } from "../../integrations/oauthHttp.ts";
import { TwitchClient } from "../../integrations/twitch.ts";
import type { StoreReader } from "../../store/ThingStore.ts";
import { ActionError } from "../ActionError.ts";
import { ownClientBroadcast } from "../context.ts";

/**
 * What every Twitch action needs, checked in this order so a refusal says the first
 * thing that is missing: the caller drives a broadcast, Twitch is configured, the
 * broadcast has a connected channel.
 */
export async function twitchTarget(deps: ServerDeps, player: PlayerRecord | null) {
  const { broadcast } = await ownClientBroadcast(deps.store, player);
  if (!deps.config.twitch) throw new ActionError(503, "Twitch is not configured on this server");
  const channelId = broadcast.channel_id;
  if (!channelId) throw new ActionError(409, "This broadcast has no connected Twitch channel");
  return { broadcast, channelId, twitch: new TwitchClient(deps.config.twitch, deps.store, fetch, deps.now) };
}

/** Run a Twitch call; its failure is an expected refusal with Twitch's message. */
export async function viaTwitch<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof IntegrationError) throw new ActionError(error.status === 409 ? 409 : 502, error.message);
    throw error;
  }
}

export interface LiveMatchView {
  match: MatchRecord;
  teams: (TeamRecord | null)[];
  event: EventRecord | null;
}

export async function liveMatchOf(store: StoreReader, broadcast: BroadcastRecord): Promise<LiveMatchView | null> {
  const match = broadcast.live_match?.[0] ? await store.getTyped(broadcast.live_match[0], "Matches") : null;
  if (!match) return null;
  const teams = (await store.getMany(match.teams ?? [])).map((t) => (t?.__tableName === "Teams" ? (t as TeamRecord) : null));
  const eventId = match.event?.[0] ?? broadcast.event?.[0];
  const event = eventId ? await store.getTyped(eventId, "Events") : null;
  return { match, teams, event };
}

/**
 * The stream title from the broadcast's title format (special_title_format for special
 * events): {event}, {team_1}, {team_2}, {round}, {group}, {week}, {match} are filled in.
 */
export function formatTitle(format: string, view: LiveMatchView): string {
  const { match, teams, event } = view;
  const values: Record<string, string> = {
    event: event?.short ?? event?.name ?? "",
    team_1: teams[0]?.name ?? "TBD",
    team_2: teams[1]?.name ?? "TBD",
    round: match.round ?? "",
    group: match.match_group ?? "",
    week: match.week_text ?? "",
    // Not `match.name`: that derived title carries the event's short name, which {event} already fills.
    match: matchTitle(match, teams),
  };
  return format
    .replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 140);
}
