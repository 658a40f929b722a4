import type { BroadcastRecord } from "../../domain/tables.ts";
import type { MatchView } from "../../engine/types.ts";

export interface BroadcastRow {
  id: string;
  /** The broadcast's title, else its name. */
  title: string;
  /** Its name when the title is shown, else empty. */
  name: string;
  match: MatchView | null;
  /** "twitch.tv/channel" when it has a channel. */
  channel: string;
}

/**
 * The other broadcasts of the event that are live (marked active), each with the match it
 * shows when it shows one and its channel.
 */
export function broadcastRows(others: readonly BroadcastRecord[], matches: readonly MatchView[]): BroadcastRow[] {
  const byId = new Map(matches.map((m) => [m.id, m]));
  return others
    .filter((b) => b.active)
    .map((b) => {
      const title = (b.title ?? "").trim() || b.name;
      const liveId = b.show_live_match === false ? undefined : b.live_match?.[0];
      return {
        id: b.id,
        title,
        name: title === b.name ? "" : b.name,
        match: (liveId && byId.get(liveId)) || null,
        channel: b.channel ? `twitch.tv/${b.channel}` : "",
      };
    });
}
