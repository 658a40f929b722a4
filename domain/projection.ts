import { hasWebsiteSetting, WEBSITE_SETTINGS } from "./permissions.ts";
import type { Fields, PlayerRecord, RelationshipRecord, TableName, Thing } from "./tables.ts";

/**
 * What each client may see of a record (ARCHITECTURE "Records and the wire"). A field a
 * table lists here is for the record's owner and staff ("owner") or for staff alone
 * ("staff"); every other field is public. Every path that sends records to clients
 * (/things, /thing, data_update, the lists, Open Graph) goes through `projectRecord`.
 */
export type FieldAudience = "owner" | "staff";

type FieldAccess = { [T in TableName]?: { [F in keyof Fields<T>]?: FieldAudience } };

export const PRIVATE_FIELDS = {
  Players: {
    // The chat-platform account: its id, and the avatar link, which embeds that id.
    discord_id: "owner",
    avatar: "owner",
    // What the player gave for a draft (notes, availability): theirs and the organisers'.
    draft_data: "owner",
  },
  // A sign-up's answers are the player's and the event staff's; which event it is for stays public.
  "Signup Data": {
    main_role: "owner",
    sr: "owner",
    tank_sr: "owner",
    dps_sr: "owner",
    support_sr: "owner",
    info_for_captains: "owner",
    eligible_roles: "owner",
  },
} as const satisfies FieldAccess;

/** Who asks: nobody (the public), or a signed-in player with the staff powers they hold. */
export interface Viewer {
  playerId: string | null;
  /** SPEC §6: website setting Can edit any event or Can edit any match; staff of every record. */
  siteStaff: boolean;
  /** Events the viewer is staff of: staff of those events' sign-ups. */
  staffEvents: ReadonlySet<string>;
}

export const PUBLIC_VIEWER: Viewer = { playerId: null, siteStaff: false, staffEvents: new Set() };

/** A signed-in player as a viewer: event staff of the events they staff or hold a permission on. */
export function viewerOf(
  player: Pick<PlayerRecord, "id" | "website_settings" | "event_staff">,
  relationships: readonly Pick<RelationshipRecord, "permissions" | "events">[],
): Viewer {
  const staffEvents = new Set(player.event_staff ?? []);
  for (const rel of relationships) if (rel.permissions?.length) for (const id of rel.events ?? []) staffEvents.add(id);
  return {
    playerId: player.id,
    siteStaff: hasWebsiteSetting(player, WEBSITE_SETTINGS.editAnyEvent) || hasWebsiteSetting(player, WEBSITE_SETTINGS.editAnyMatch),
    staffEvents,
  };
}

/** The players a record belongs to. */
function ownersOf(record: Thing): readonly string[] {
  if (record.__tableName === "Players") return [record.id];
  if (record.__tableName === "Signup Data") return (record as Thing<"Signup Data">).player ?? [];
  return [];
}

/** Whether the viewer is staff for this record: site staff, or staff of the event a sign-up is for. */
function isStaffFor(record: Thing, viewer: Viewer): boolean {
  if (viewer.siteStaff) return true;
  return record.__tableName === "Signup Data" && (record as Thing<"Signup Data">).event.some((id) => viewer.staffEvents.has(id));
}

/** The record as this viewer may see it; the record itself when nothing is hidden from them. */
export function projectRecord<R extends { __tableName: string; id: string }>(record: R, viewer: Viewer): R {
  const access: Partial<Record<string, FieldAudience>> | undefined = Object.hasOwn(PRIVATE_FIELDS, record.__tableName)
    ? PRIVATE_FIELDS[record.__tableName as keyof typeof PRIVATE_FIELDS]
    : undefined;
  if (!access) return record;
  const thing = record as unknown as Thing;
  const staff = isStaffFor(thing, viewer);
  if (staff) return record;
  const owner = viewer.playerId !== null && ownersOf(thing).includes(viewer.playerId);
  let projected: Record<string, unknown> | null = null;
  for (const [field, audience] of Object.entries(access)) {
    if (!Object.hasOwn(record, field) || (audience === "owner" && owner)) continue;
    projected ??= { ...record };
    delete projected[field];
  }
  return (projected ?? record) as R;
}

/** The record as anyone may see it: what shared rooms, lists and link previews carry. */
export function publicRecord<R extends { __tableName: string; id: string }>(record: R): R {
  return projectRecord(record, PUBLIC_VIEWER);
}

/**
 * Lookup keys only the server resolves (sign-in finds a player by their Discord account,
 * `discord-<id>`): never a room a record is sent to, nor an `__id` a client receives.
 */
export function isServerOnlyKey(key: string): boolean {
  return key.startsWith("discord-");
}
