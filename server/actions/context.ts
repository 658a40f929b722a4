import { parseEventBlocks, type EventBlocks } from "../../domain/eventBlocks.ts";
import { longId } from "../../domain/ids.ts";
import {
  canEditMatch,
  drivesBroadcast,
  ownsClient,
  PERMISSION_MESSAGES,
  teamSideOf,
  type PermissionSubject,
  type ViewerRelation,
} from "../../domain/permissions.ts";
import type { BroadcastRecord, ClientRecord, EventRecord, MatchRecord, PlayerRecord, TeamRecord } from "../../domain/tables.ts";
import type { Patch, StoreReader, StoreTx } from "../store/ThingStore.ts";
import { forbidden, notAuthenticated, notFound } from "./ActionError.ts";

/** The permission subject of a player: them and their relationships. */
export async function subjectOf(store: StoreReader, player: PlayerRecord | null): Promise<PermissionSubject> {
  if (!player) return { player: null, relationships: [] };
  const rels = await store.getMany(player.player_relationships ?? []);
  return {
    player,
    relationships: rels.filter((r) => r?.__tableName === "Player Relationships") as PermissionSubject["relationships"],
  };
}

/** Everything a match action decides with: the match, its event and blocks, and who is asking. */
export interface MatchContext {
  match: MatchRecord;
  event: EventRecord | null;
  blocks: EventBlocks;
  teams: (TeamRecord | null)[];
  subject: PermissionSubject;
  viewer: ViewerRelation;
}

export async function matchContext(store: StoreReader, player: PlayerRecord | null, matchId: string): Promise<MatchContext> {
  const match = await store.getTyped(longId(matchId), "Matches");
  if (!match) throw notFound("Match");
  const event = match.event?.[0] ? await store.getTyped(match.event[0], "Events") : null;
  const teams = (await store.getMany(match.teams ?? [])).map((t) => (t?.__tableName === "Teams" ? (t as TeamRecord) : null));
  const subject = await subjectOf(store, player);
  const viewer = { side: teamSideOf(player, match, teams), staff: canEditMatch(subject, match, event) };
  return { match, event, blocks: parseEventBlocks(event?.blocks), teams, subject, viewer };
}

/** The match context, refusing anyone who may not edit the match. */
export async function editableMatch(store: StoreReader, player: PlayerRecord | null, matchId: string): Promise<MatchContext> {
  const ctx = await matchContext(store, player, matchId);
  if (!ctx.viewer.staff) throw forbidden(PERMISSION_MESSAGES.editMatch);
  return ctx;
}

/** Whether the player is on the broadcast's crew (domain drivesBroadcast): its listed clients and its event are read here. */
export async function drives(store: StoreReader, player: PlayerRecord | null, broadcast: BroadcastRecord): Promise<boolean> {
  const [subject, listed, event] = await Promise.all([
    subjectOf(store, player),
    store.getMany(broadcast.clients ?? []),
    broadcast.event?.[0] ? store.getTyped(broadcast.event[0], "Events") : null,
  ]);
  const clients = listed.filter((c): c is ClientRecord => c?.__tableName === "Clients");
  return drivesBroadcast(subject, broadcast, clients, event);
}

/**
 * The production client a player acts through, and the broadcast it has active: the first
 * of their clients whose broadcast they drive.
 */
export async function ownClientBroadcast(
  store: StoreReader,
  player: PlayerRecord | null,
): Promise<{ client: ClientRecord; broadcast: BroadcastRecord }> {
  if (!player) throw notAuthenticated();
  let pointsElsewhere = false;
  for (const clientId of player.clients ?? []) {
    const client = await store.getTyped(clientId, "Clients");
    if (!client || !ownsClient(player, client)) continue;
    const broadcast = await activeBroadcastOf(store, client);
    if (!broadcast) continue;
    if (await drives(store, player, broadcast)) return { client, broadcast };
    pointsElsewhere = true;
  }
  throw forbidden(pointsElsewhere ? PERMISSION_MESSAGES.notBroadcastOwner : PERMISSION_MESSAGES.noClient);
}

/** A production client by its key (any case), or null. */
export async function clientByKey(store: StoreReader, key: string): Promise<ClientRecord | null> {
  const id = await store.lookup(`client-${key.toLowerCase()}`);
  return id ? store.getTyped(id, "Clients") : null;
}

/** The broadcast a client has active, or null. */
export async function activeBroadcastOf(store: StoreReader, client: ClientRecord): Promise<BroadcastRecord | null> {
  const id = client.broadcast?.[0];
  return id ? store.getTyped(longId(id), "Broadcasts") : null;
}

/** A production client, by its key, that the player owns. */
export async function ownedClient(store: StoreReader, player: PlayerRecord | null, key: string): Promise<ClientRecord> {
  if (!player) throw notAuthenticated();
  const client = await clientByKey(store, key);
  if (!client || !ownsClient(player, client)) throw forbidden(PERMISSION_MESSAGES.notClientOwner);
  return client;
}

/** A broadcast, by its key or id, that the player drives; without one, their client's active broadcast. */
export async function drivenBroadcast(store: StoreReader, player: PlayerRecord | null, key: string | undefined): Promise<BroadcastRecord> {
  if (!player) throw notAuthenticated();
  if (key === undefined) return (await ownClientBroadcast(store, player)).broadcast;
  const broadcast = await store.getTyped((await store.lookup(`broadcast-${key}`)) ?? longId(key), "Broadcasts");
  if (!broadcast || !(await drives(store, player, broadcast))) throw forbidden(PERMISSION_MESSAGES.notBroadcastOwner);
  return broadcast;
}

/** Patch the caller's active broadcast; answers the updated record's id. */
export async function patchOwnBroadcast(tx: StoreTx, player: PlayerRecord | null, patch: (b: BroadcastRecord) => Patch<"Broadcasts">) {
  const { broadcast } = await ownClientBroadcast(tx, player);
  const updated = await tx.update(broadcast.id, "Broadcasts", patch(broadcast));
  return { id: updated.id };
}

/** The live match of the caller's broadcast, for the buttons that act on it. */
export async function ownLiveMatch(store: StoreReader, player: PlayerRecord | null) {
  const { broadcast, client } = await ownClientBroadcast(store, player);
  const matchId = broadcast.live_match?.[0];
  const match = matchId ? await store.getTyped(matchId, "Matches") : null;
  if (!match) throw notFound("Live match");
  return { broadcast, client, match };
}
