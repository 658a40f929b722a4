import { longId } from "../../domain/ids.ts";
import { drivesBroadcast, hasWebsiteSetting, WEBSITE_SETTINGS, type PermissionSubject } from "../../domain/permissions.ts";
import { PUBLIC_VIEWER, viewerOf, type Viewer } from "../../domain/projection.ts";
import type { ClientRecord, EventRecord, PlayerRecord } from "../../domain/tables.ts";
import { subjectOf } from "../actions/context.ts";
import { playerForToken } from "../auth/tokens.ts";
import type { StoreReader, ThingStore } from "../store/ThingStore.ts";

/**
 * Who a request's token signs in as, for the projection. No token, or one that signs in as
 * nobody, reads as the public: `/things` answers everyone, only with less.
 */
export async function viewerForToken(store: ThingStore, token: string | null): Promise<Viewer> {
  const player = await playerForToken(store, token);
  return player ? viewerFor(store, player) : PUBLIC_VIEWER;
}

/** A signed-in player as a viewer: their staff powers, and the production clients of the broadcasts they drive. */
export async function viewerFor(store: StoreReader, player: PlayerRecord): Promise<Viewer> {
  const subject = await subjectOf(store, player);
  return viewerOf(player, subject.relationships, await crewClientsOf(store, subject));
}

/**
 * The clients listed by the broadcasts the player drives (domain drivesBroadcast: the owners of
 * a listed client, its event's staff and Producers, Full broadcast permissions). A player with
 * no client, no website setting, no event staffed and no relationship permission drives none,
 * and is answered without reading the broadcasts. Full broadcast permissions manage every
 * client in the console (domain canManageRecord), so they see every client.
 */
async function crewClientsOf(store: StoreReader, subject: PermissionSubject): Promise<string[]> {
  const player = subject.player;
  if (hasWebsiteSetting(player, WEBSITE_SETTINGS.fullBroadcast)) return (await store.list("Clients")).map((c) => c.id);
  const mayDrive =
    !!player &&
    (!!player.clients?.length ||
      !!player.website_settings?.length ||
      !!player.event_staff?.length ||
      subject.relationships.some((rel) => rel.permissions?.length));
  if (!mayDrive) return [];
  const listing = (await store.list("Broadcasts")).filter((b) => b.clients?.length);
  if (!listing.length) return [];
  const eventIds = [...new Set(listing.flatMap((b) => (b.event?.[0] ? [longId(b.event[0])] : [])))];
  const [clients, events] = await Promise.all([
    store.getMany([...new Set(listing.flatMap((b) => b.clients ?? []))]),
    store.getMany(eventIds),
  ]);
  const clientById = new Map(clients.filter((c): c is ClientRecord => c?.__tableName === "Clients").map((c) => [c.id, c]));
  const eventById = new Map(events.filter((e): e is EventRecord => e?.__tableName === "Events").map((e) => [e.id, e]));
  return listing
    .filter((b) => {
      const listed = (b.clients ?? []).flatMap((id) => clientById.get(id) ?? []);
      return drivesBroadcast(subject, b, listed, b.event?.[0] ? (eventById.get(longId(b.event[0])) ?? null) : null);
    })
    .flatMap((b) => b.clients ?? []);
}
