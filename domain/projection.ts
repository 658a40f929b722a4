import { isSiteStaff } from "./permissions.ts";
import { lookupKeysOf, type Fields, type PlayerRecord, type RelationshipRecord, type TableName, type Thing } from "./tables.ts";

/**
 * What each client may see of a record (ARCHITECTURE "Records and the wire"). A field a
 * table lists here is for the record's owner and staff ("owner") or for staff alone
 * ("staff"); every other field is public. Every path that sends records to clients
 * (/things, /thing, data_update, the lists, Open Graph, action replies, the audit's values)
 * goes through `projectRecord`.
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
    // Who holds which powers (Can edit any event, Full broadcast permissions…) is staff's business.
    website_settings: "owner",
    // The production clients the player owns: who drives which client is the crew's business.
    clients: "owner",
  },
  // The powers a relationship grants (Event Editor, Match Editor…); its role name stays public for the overlays.
  "Player Relationships": {
    permissions: "owner",
  },
  // A production client's key makes its overlay URLs (`/client/<key>/…`), and its staff are who drive it:
  // for its owners, the crew of a broadcast that lists it, staff, and whoever asks for it by its key.
  Clients: {
    key: "owner",
    staff: "owner",
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
  /** Events the viewer is staff of: staff of those events' sign-ups and relationships. */
  staffEvents: ReadonlySet<string>;
  /**
   * Production clients the viewer sees in full: those they own and those listed by the
   * broadcasts they drive (the server works this out, `server/things/viewer.ts`).
   */
  clients: ReadonlySet<string>;
}

export const PUBLIC_VIEWER: Viewer = { playerId: null, siteStaff: false, staffEvents: new Set(), clients: new Set() };

/**
 * A signed-in player as a viewer: event staff of the events they staff or hold a permission
 * on; `crewClients`, the clients listed by the broadcasts they drive, seen in full beside their own.
 */
export function viewerOf(
  player: Pick<PlayerRecord, "id" | "website_settings" | "event_staff" | "clients">,
  relationships: readonly Pick<RelationshipRecord, "permissions" | "events">[],
  crewClients: Iterable<string>,
): Viewer {
  const staffEvents = new Set(player.event_staff ?? []);
  for (const rel of relationships) if (rel.permissions?.length) for (const id of rel.events ?? []) staffEvents.add(id);
  return {
    playerId: player.id,
    siteStaff: isSiteStaff(player),
    staffEvents,
    clients: new Set([...(player.clients ?? []), ...crewClients]),
  };
}

/** The players a record belongs to. */
function ownersOf(record: Thing): readonly string[] {
  if (record.__tableName === "Players") return [record.id];
  if (record.__tableName === "Signup Data") return (record as Thing<"Signup Data">).player ?? [];
  if (record.__tableName === "Player Relationships") return (record as Thing<"Player Relationships">).player ?? [];
  if (record.__tableName === "Clients") return (record as Thing<"Clients">).staff ?? [];
  return [];
}

/** Whether the viewer is staff for this record: site staff, or staff of the event a sign-up or relationship is on. */
function isStaffFor(record: Thing, viewer: Viewer): boolean {
  if (viewer.siteStaff) return true;
  if (record.__tableName === "Signup Data") return (record as Thing<"Signup Data">).event.some((id) => viewer.staffEvents.has(id));
  if (record.__tableName === "Player Relationships")
    return ((record as Thing<"Player Relationships">).events ?? []).some((id) => viewer.staffEvents.has(id));
  // A client's crew: its owners and the crew of the broadcasts that list it.
  if (record.__tableName === "Clients") return viewer.clients.has(record.id);
  return false;
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

/**
 * Every record inside a reply (an action's data), each as this viewer may see it: any object
 * with a string `__tableName` and `id` is projected, wherever it sits. The value itself when
 * nothing is hidden.
 */
export function projectRecordsIn<V>(value: V, viewer: Viewer): V {
  return walk(value, viewer) as V;
}

function walk(value: unknown, viewer: Viewer): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => walk(item, viewer));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  const record = value as Record<string, unknown>;
  const isRecord = typeof record.__tableName === "string" && typeof record.id === "string";
  const projected = isRecord ? (projectRecord(record as { __tableName: string; id: string }, viewer) as Record<string, unknown>) : record;
  // projectRecord answers a copy when it hid something: that copy is ours to change.
  let out = projected === record ? null : projected;
  for (const [key, item] of Object.entries(projected)) {
    const next = walk(item, viewer);
    if (next !== item) (out ??= { ...projected })[key] = next;
  }
  return out ?? record;
}

/**
 * The viewer of a record asked for by `key`: a production client asked by its own key
 * (`client-<key>`, as its overlays, loaded anonymously, read it) is seen in full, since the
 * asker holds the key already. Any other key: the viewer as they are.
 */
export function viewerByKey(viewer: Viewer, record: { __tableName: string; id: string }, key: string): Viewer {
  if (record.__tableName !== "Clients" || viewer.clients.has(record.id) || !key.startsWith("client-")) return viewer;
  const own = lookupKeysOf("Clients", record as unknown as Record<string, unknown>);
  return own.includes(key.toLowerCase()) ? { ...viewer, clients: new Set([...viewer.clients, record.id]) } : viewer;
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
