import type { BroadcastRecord, ClientRecord, EventRecord, MatchRecord, PlayerRecord, RelationshipRecord, TeamRecord } from "./tables.ts";

/** Website settings that grant powers (SPEC §6). */
export const WEBSITE_SETTINGS = {
  editAnyMatch: "Can edit any match",
  editAnyEvent: "Can edit any event",
  fullBroadcast: "Full broadcast permissions",
  noProfileEditing: "No profile editing",
} as const;

export const PERMISSION_MESSAGES = {
  resolveBracket: "You don't have permission to resolve brackets",
  profileRestricted: "You are restricted from editing your profile.",
  editMatch: "You don't have permission to edit this match",
  editEvent: "You don't have permission to edit this event",
  commercials: "You need Full broadcast permissions to run commercials",
  noClient: "You need a production client with an active broadcast to do that",
  notClientOwner: "You don't have access to this production client",
  notBroadcastOwner: "You don't have access to this broadcast",
  notOnTeam: "Only players on this match's teams can do that",
  reportApprove: "You can't approve or deny this request",
  editTeam: "Only this team's captains and staff can change its settings.",
} as const;

type PlayerLike = Pick<PlayerRecord, "id" | "website_settings"> &
  Partial<Pick<PlayerRecord, "member_of" | "captain_of" | "team_staff" | "owned_teams" | "clients" | "event_staff">>;

export interface PermissionSubject {
  player: PlayerLike | null;
  /** The player's relationships (Player Relationships records where player is them). */
  relationships: readonly Pick<RelationshipRecord, "id" | "permissions" | "events" | "matches">[];
}

export function hasWebsiteSetting(player: Pick<PlayerRecord, "website_settings"> | null, setting: string): boolean {
  return !!player?.website_settings?.includes(setting);
}

/** Site staff (SPEC §6): website setting Can edit any event or Can edit any match; staff of every record. */
export function isSiteStaff(player: Pick<PlayerRecord, "website_settings"> | null): boolean {
  return hasWebsiteSetting(player, WEBSITE_SETTINGS.editAnyEvent) || hasWebsiteSetting(player, WEBSITE_SETTINGS.editAnyMatch);
}

/**
 * The fields sign-in finds a player by (Discord sign-in looks up `discord-<id>`): whoever sets
 * one on a player signs in as that player.
 */
export const SIGN_IN_FIELDS = ["discord_id"] as const;

const signInValue = (value: unknown) => (value === undefined || value === null || value === "" ? null : value);

/** The sign-in fields a change of a player sets to something else than they hold (`before` null: a new player). */
export function signInFieldsChanged(before: Readonly<Record<string, unknown>> | null, fields: Readonly<Record<string, unknown>>): string[] {
  return SIGN_IN_FIELDS.filter((f) => Object.hasOwn(fields, f) && signInValue(fields[f]) !== signInValue(before?.[f]));
}

/**
 * Who may set a player's sign-in fields: site staff on any player. Anyone else who may add a
 * player may give the new one a Discord account no player has yet (taking one is refused as a
 * taken key), but never change an existing player's: that would sign them in as that player.
 */
export function canSetSignIn(player: Pick<PlayerRecord, "website_settings"> | null, creating: boolean): boolean {
  return !!player && (creating || isSiteStaff(player));
}

export function isEventStaff(player: Pick<PlayerRecord, "id"> | null, event: Pick<EventRecord, "staff"> | null): boolean {
  return !!player && !!event?.staff?.includes(player.id);
}

/** A relationship on this event or match carrying this permission. */
export function hasRelationshipPermission(
  subject: PermissionSubject,
  permission: string,
  scope: { eventId?: string | null; matchId?: string | null },
): boolean {
  return subject.relationships.some(
    (rel) =>
      rel.permissions?.includes(permission) &&
      ((scope.eventId && rel.events?.includes(scope.eventId)) || (scope.matchId && rel.matches?.includes(scope.matchId))),
  );
}

/**
 * The general role check (SPEC §6): website settings include the role or any of the
 * listed website roles, or the player is event staff, or has a relationship with that
 * permission on the event or match.
 */
export function hasRole(
  subject: PermissionSubject,
  role: string,
  scope: { event?: Pick<EventRecord, "id" | "staff"> | null; matchId?: string | null; websiteRoles?: readonly string[] } = {},
): boolean {
  const player = subject.player;
  if (!player) return false;
  if ([role, ...(scope.websiteRoles ?? [])].some((r) => hasWebsiteSetting(player, r))) return true;
  if (isEventStaff(player, scope.event ?? null)) return true;
  return hasRelationshipPermission(subject, role, { eventId: scope.event?.id, matchId: scope.matchId });
}

/**
 * Match editing (SPEC §6): website setting Can edit any match, or event staff, or a
 * relationship on the event or match with permission Match Editor.
 */
export function canEditMatch(
  subject: PermissionSubject,
  match: Pick<MatchRecord, "id">,
  event: Pick<EventRecord, "id" | "staff"> | null,
): boolean {
  return hasRole(subject, "Match Editor", { event, matchId: match.id, websiteRoles: [WEBSITE_SETTINGS.editAnyMatch] });
}

/** Bracket resolve: Match Editors of the bracket's event only. */
export function canResolveBracket(subject: PermissionSubject, event: Pick<EventRecord, "id" | "staff"> | null): boolean {
  return hasRole(subject, "Match Editor", { event, websiteRoles: [WEBSITE_SETTINGS.editAnyMatch] });
}

/**
 * Event Settings and the event's records in the organiser console: the website role Can edit
 * any event, the event's staff, or a relationship on the event with the Event Editor permission.
 */
export function canEditEvent(subject: PermissionSubject, event: Pick<EventRecord, "id" | "staff"> | null = null): boolean {
  return hasRole(subject, "Event Editor", { event, websiteRoles: [WEBSITE_SETTINGS.editAnyEvent] });
}

export function canRunCommercials(player: Pick<PlayerRecord, "website_settings"> | null): boolean {
  return hasWebsiteSetting(player, WEBSITE_SETTINGS.fullBroadcast);
}

export function canEditProfile(player: Pick<PlayerRecord, "website_settings"> | null): boolean {
  return !!player && !hasWebsiteSetting(player, WEBSITE_SETTINGS.noProfileEditing);
}

/** A production client belongs to the players it lists as staff and those who list it. */
export function ownsClient(player: Pick<PlayerRecord, "id" | "clients"> | null, client: Pick<ClientRecord, "id" | "staff">): boolean {
  return !!player && (!!player.clients?.includes(client.id) || !!client.staff?.includes(player.id));
}

/**
 * A broadcast is driven by its own crew (SPEC §6): the owners of the clients it lists, its
 * event's staff, those with the Producer permission on its event, and Full broadcast
 * permissions. Where a client points grants nothing, so nobody takes a broadcast over by
 * pointing their own client at it.
 */
export function drivesBroadcast(
  subject: PermissionSubject,
  broadcast: Pick<BroadcastRecord, "clients">,
  listedClients: readonly Pick<ClientRecord, "id" | "staff">[],
  event: Pick<EventRecord, "id" | "staff"> | null,
): boolean {
  const player = subject.player;
  if (!player) return false;
  if (listedClients.some((c) => broadcast.clients?.includes(c.id) && ownsClient(player, c))) return true;
  return hasRole(subject, "Producer", { event, websiteRoles: [WEBSITE_SETTINGS.fullBroadcast] });
}

/** A team's settings are for its captains, owners and staff (SPEC §6). */
export function canEditTeam(
  player: Pick<PlayerRecord, "id"> | null,
  team: Pick<TeamRecord, "captains" | "owners" | "team_staff">,
): boolean {
  return !!player && [team.captains, team.owners, team.team_staff].some((list) => list?.includes(player.id));
}

/** The side (1 or 2) of the match a player is on, from their teams and the teams' rosters. */
export function teamSideOf(
  player: PlayerLike | null,
  match: Pick<MatchRecord, "teams">,
  teams: readonly (Pick<TeamRecord, "id" | "players" | "captains" | "team_staff" | "owners"> | null)[] = [],
): 1 | 2 | null {
  if (!player) return null;
  const mine = new Set([
    ...(player.member_of ?? []),
    ...(player.captain_of ?? []),
    ...(player.team_staff ?? []),
    ...(player.owned_teams ?? []),
  ]);
  for (const team of teams) {
    if (team && [team.players, team.captains, team.team_staff, team.owners].some((list) => list?.includes(player.id))) mine.add(team.id);
  }
  const [one, two] = match.teams ?? [];
  if (one && mine.has(one)) return 1;
  if (two && mine.has(two)) return 2;
  return null;
}

/** How a viewer stands to a match: their side, and whether they are staff (match editors). */
export interface ViewerRelation {
  side: 1 | 2 | null;
  staff: boolean;
}

export type ReportRole = "submitter" | "opponent" | "staff" | null;

/** Who the viewer is to a report made by the team on `reportSide`. */
export function reportRoleOf(viewer: ViewerRelation, reportSide: 1 | 2 | null): ReportRole {
  if (viewer.side && reportSide && viewer.side === reportSide) return "submitter";
  if (viewer.side && reportSide && viewer.side !== reportSide) return "opponent";
  return viewer.staff ? "staff" : null;
}

/** Score reporting and reschedule requests: team members of the match submit (SPEC §6). */
export function canSubmitReport(viewer: ViewerRelation): boolean {
  return viewer.side !== null;
}

/** What the organiser console's rule decides with: facts the server reads about the record and the caller. */
export interface RecordAccess {
  table: string;
  /** A new record (no id yet). */
  creating: boolean;
  /** The events the record belongs to, before and after the change (an event itself for Events). */
  events: readonly Pick<EventRecord, "id" | "staff">[];
  /** The caller drives the record's broadcast (Broadcasts, GFX, Headlines). */
  drivesBroadcast?: boolean;
  /** The caller owns the production client (Clients). */
  ownsClient?: boolean;
  /** The change points the client at a broadcast the caller does not drive (Clients): refused, as pointing grants nothing. */
  pointsAtUndrivenBroadcast?: boolean;
  /** The caller may edit the match (Matches: canEditMatch). */
  editsMatch?: boolean;
  /** The caller edits a team that uses the record (Themes: the team's captains and staff). */
  editsTeam?: boolean;
}

export const CONSOLE_MESSAGES = {
  noConsole: "The organiser console is for event staff and organisers",
  manage: "You don't have permission to change this record",
  signIn: "Only organisers can change a player's Discord account: Discord sign-in finds the player by it",
  websiteSettings: "Only site staff can change a player's website settings, and only grant the powers they hold",
} as const;

/** The website settings a console form may set (SPEC §6), in the form's order. */
export const WEBSITE_SETTING_OPTIONS = [
  WEBSITE_SETTINGS.editAnyEvent,
  WEBSITE_SETTINGS.editAnyMatch,
  WEBSITE_SETTINGS.fullBroadcast,
  WEBSITE_SETTINGS.noProfileEditing,
] as const;

/**
 * Who may change a player's website settings: site staff (SPEC §6), who may restrict anyone
 * (No profile editing) but add or remove only the powers they hold themselves.
 */
export function canSetWebsiteSettings(
  player: Pick<PlayerRecord, "website_settings"> | null,
  before: readonly string[] | undefined,
  after: readonly string[] | undefined,
): boolean {
  if (!player || !isSiteStaff(player)) return false;
  const was = new Set(before ?? []);
  const now = new Set(after ?? []);
  const changed = [...was, ...now].filter((s) => was.has(s) !== now.has(s));
  return changed.every((s) => s === WEBSITE_SETTINGS.noProfileEditing || hasWebsiteSetting(player, s));
}

/** Whether the player is staff of any event, or holds a website role that runs events: who may open the console. */
export function canUseConsole(subject: PermissionSubject): boolean {
  const player = subject.player;
  if (!player) return false;
  if (
    [WEBSITE_SETTINGS.editAnyEvent, WEBSITE_SETTINGS.editAnyMatch, WEBSITE_SETTINGS.fullBroadcast].some((s) => hasWebsiteSetting(player, s))
  )
    return true;
  return !!player.event_staff?.length || subject.relationships.some((r) => r.events?.length && r.permissions?.length);
}

/**
 * The organiser console's rule (SPEC §6 extended to the console): organisers (Can edit any
 * event) change anything; event staff and Event Editors change the records of their events;
 * a broadcast's crew its GFX and headlines; Full broadcast permissions broadcasts and clients.
 * Site-wide tables (series, heroes, maps) are the organisers' alone; a record of no event too.
 */
export function canManageRecord(subject: PermissionSubject, access: RecordAccess): boolean {
  const player = subject.player;
  if (!player) return false;
  if (hasWebsiteSetting(player, WEBSITE_SETTINGS.editAnyEvent)) return true;
  const editsEvents = access.events.length > 0 && access.events.every((event) => canEditEvent(subject, event));
  const fullBroadcast = hasWebsiteSetting(player, WEBSITE_SETTINGS.fullBroadcast);
  switch (access.table) {
    case "Events":
      return !access.creating && editsEvents;
    case "Teams":
    case "Brackets":
    case "News":
      return editsEvents;
    case "Players":
      // Event staff add the players of their events' teams, and edit those on them.
      return access.creating ? canUseConsole(subject) && !!player.event_staff?.length : editsEvents;
    case "Matches":
      return access.creating ? editsEvents || hasWebsiteSetting(player, WEBSITE_SETTINGS.editAnyMatch) : !!access.editsMatch;
    case "Broadcasts":
      return fullBroadcast || editsEvents || (!access.creating && !!access.drivesBroadcast);
    case "Clients":
      // A client points only at broadcasts its crew drives: pointing it elsewhere is refused.
      if (access.pointsAtUndrivenBroadcast) return false;
      return fullBroadcast || (access.creating ? !!player.event_staff?.length : !!access.ownsClient);
    case "GFX":
    case "Headlines":
      return fullBroadcast || !!access.drivesBroadcast || editsEvents;
    case "Themes":
      return access.creating ? canUseConsole(subject) : editsEvents || !!access.editsTeam;
    default:
      return false;
  }
}
