import {
  canEditMatch,
  canEditTeam,
  canManageRecord,
  canSetSignIn,
  canSetWebsiteSettings,
  CONSOLE_MESSAGES,
  ownsClient,
  signInFieldsChanged,
  type RecordAccess,
} from "../../../domain/permissions.ts";
import { CONSOLE_EVENT_FIELD } from "../../../domain/console.ts";
import { longId } from "../../../domain/ids.ts";
import type { BroadcastRecord, ClientRecord, EventRecord, PlayerRecord, TableName, Thing } from "../../../domain/tables.ts";
import type { StoreReader } from "../../store/ThingStore.ts";
import { forbidden } from "../ActionError.ts";
import { drives, subjectOf } from "../context.ts";

type Loose = Record<string, unknown> | null;

const ids = (record: Loose, field: string): string[] => {
  const value = record?.[field];
  return Array.isArray(value) ? (value as string[]).map(longId) : [];
};

async function events(store: StoreReader, wanted: readonly string[]): Promise<EventRecord[]> {
  const found = await store.getMany([...new Set(wanted)]);
  return found.filter((e): e is EventRecord => e?.__tableName === "Events");
}

/** The broadcasts a record hangs on: a broadcast itself, or a GFX's or headline's broadcast. */
async function broadcastsOf(
  store: StoreReader,
  table: TableName,
  id: string | null,
  before: Loose,
  after: Loose,
): Promise<BroadcastRecord[]> {
  const wanted = table === "Broadcasts" ? (id ? [id] : []) : [...ids(before, "broadcast"), ...ids(after, "broadcast")];
  const found = await store.getMany([...new Set(wanted)]);
  return found.filter((b): b is BroadcastRecord => b?.__tableName === "Broadcasts");
}

/**
 * The facts the console's rule (domain canManageRecord) decides a change by: the events the
 * record belongs to before and after it, and the caller's standing to its broadcast, client,
 * match or teams.
 */
export async function recordAccess(
  store: StoreReader,
  player: PlayerRecord | null,
  table: TableName,
  before: Thing | null,
  after: Loose,
): Promise<RecordAccess> {
  const prev = before as Loose;
  const access: RecordAccess = { table, creating: !before, events: [] };
  switch (table) {
    case "Events":
      access.events = before ? [before as EventRecord] : [];
      break;
    case "Teams":
    case "Matches":
    case "Broadcasts":
    case "News":
    case "Brackets": {
      const field = CONSOLE_EVENT_FIELD[table]!;
      access.events = await events(store, [...ids(prev, field), ...ids(after, field)]);
      break;
    }
    case "Players": {
      const teams = await store.getMany([...ids(prev, "member_of"), ...ids(prev, "captain_of"), ...ids(prev, "team_staff")]);
      const signups = await store.getMany(ids(prev, "signup_data"));
      access.events = await events(store, [
        ...teams.flatMap((t) => ids(t as Loose, "event")),
        ...signups.flatMap((s) => ids(s as Loose, "event")),
      ]);
      break;
    }
    case "GFX":
    case "Headlines": {
      const broadcasts = await broadcastsOf(store, table, before?.id ?? null, prev, after);
      access.events = await events(
        store,
        broadcasts.flatMap((b) => b.event ?? []),
      );
      break;
    }
    case "Themes": {
      if (before) {
        const [allEvents, teams] = await Promise.all([store.list("Events"), store.list("Teams")]);
        access.events = allEvents.filter((e) => e.theme?.includes(before.id));
        access.editsTeam = teams.some((t) => t.theme?.includes(before.id) && canEditTeam(player, t));
      }
      break;
    }
  }
  if (table === "Broadcasts" || table === "GFX" || table === "Headlines") {
    const broadcasts = await broadcastsOf(store, table, before?.id ?? null, prev, after);
    access.drivesBroadcast = broadcasts.length > 0 && (await Promise.all(broadcasts.map((b) => drives(store, player, b)))).every(Boolean);
  }
  if (table === "Clients" && before) access.ownsClient = ownsClient(player, before as ClientRecord);
  if (table === "Clients" && after) {
    // Each broadcast the change points the client at anew must be one the caller drives.
    const added = ids(after, "broadcast").filter((id) => !ids(prev, "broadcast").includes(id));
    const broadcasts = (await store.getMany([...new Set(added)])).filter((b): b is BroadcastRecord => b?.__tableName === "Broadcasts");
    const driven = await Promise.all(broadcasts.map((b) => drives(store, player, b)));
    if (driven.includes(false)) access.pointsAtUndrivenBroadcast = true;
  }
  if (table === "Matches" && before) {
    const subject = await subjectOf(store, player);
    const event = access.events.find((e) => ids(prev, "event").includes(e.id)) ?? null;
    access.editsMatch = canEditMatch(subject, before, event);
  }
  return access;
}

/** Refuse, changing nothing, a change the caller may not make. */
export async function assertMayChange(
  store: StoreReader,
  player: PlayerRecord | null,
  table: TableName,
  before: Thing | null,
  after: Loose,
) {
  const subject = await subjectOf(store, player);
  if (!canManageRecord(subject, await recordAccess(store, player, table, before, after))) throw forbidden(CONSOLE_MESSAGES.manage);
  if (after) assertMaySetSignIn(player, table, before, after);
  if (after) assertMaySetWebsiteSettings(player, table, before, after);
}

/**
 * Refuse a change of a player's sign-in fields (their Discord account) by anyone but site
 * staff: whoever sets it signs in as that player (domain canSetSignIn).
 */
export function assertMaySetSignIn(player: PlayerRecord | null, table: TableName, before: Thing | null, fields: Record<string, unknown>) {
  if (table !== "Players" || !signInFieldsChanged(before as Loose, fields).length) return;
  if (!canSetSignIn(player, !before)) throw forbidden(CONSOLE_MESSAGES.signIn);
}

/** Refuse a change of a player's website settings (their powers) by anyone but site staff (domain canSetWebsiteSettings). */
export function assertMaySetWebsiteSettings(
  player: PlayerRecord | null,
  table: TableName,
  before: Thing | null,
  fields: Record<string, unknown>,
) {
  if (table !== "Players" || !Object.hasOwn(fields, "website_settings")) return;
  const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : undefined);
  const was = list((before as Loose)?.website_settings);
  if (!canSetWebsiteSettings(player, was, list(fields.website_settings) ?? [])) {
    // Sending the settings unchanged is no change.
    const same = JSON.stringify([...(was ?? [])].sort()) === JSON.stringify([...(list(fields.website_settings) ?? [])].sort());
    if (!same) throw forbidden(CONSOLE_MESSAGES.websiteSettings);
  }
}
