import { describe, expect, it } from "vitest";
import * as P from "./permissions.ts";

const player = (fields: Partial<P.PermissionSubject["player"] & object> = {}) => ({ id: "recPLAYER000000001", ...fields });
const subject = (p = player(), relationships: P.PermissionSubject["relationships"] = []): P.PermissionSubject => ({
  player: p,
  relationships,
});
const match = { id: "recMATCH0000000001", teams: ["recTEAM00000000001", "recTEAM00000000002"] };
const event = { id: "recEVENT0000000001", staff: ["recSTAFF0000000001"] };

describe("match editing", () => {
  it("allows Can edit any match, event staff and Match Editor relationships on the event or match", () => {
    expect(P.canEditMatch(subject(player({ website_settings: ["Can edit any match"] })), match, event)).toBe(true);
    expect(P.canEditMatch(subject(player({ id: "recSTAFF0000000001" })), match, event)).toBe(true);
    expect(P.canEditMatch(subject(player(), [{ id: "r", permissions: ["Match Editor"], matches: [match.id] }]), match, event)).toBe(true);
    expect(P.canEditMatch(subject(player(), [{ id: "r", permissions: ["Match Editor"], events: [event.id] }]), match, event)).toBe(true);
  });

  it("refuses anonymous callers, strangers and relationships elsewhere or without the permission", () => {
    expect(P.canEditMatch({ player: null, relationships: [] }, match, event)).toBe(false);
    expect(P.canEditMatch(subject(), match, event)).toBe(false);
    expect(
      P.canEditMatch(subject(player(), [{ id: "r", permissions: ["Match Editor"], matches: ["recOTHER000000001"] }]), match, event),
    ).toBe(false);
    expect(P.canEditMatch(subject(player(), [{ id: "r", permissions: [], matches: [match.id] }]), match, event)).toBe(false);
  });
});

describe("other checks", () => {
  it("the general role check accepts a listed website role", () => {
    expect(P.hasRole(subject(player({ website_settings: ["Producer"] })), "Caster", { websiteRoles: ["Producer"] })).toBe(true);
    expect(P.hasRole(subject(), "Caster", { websiteRoles: ["Producer"] })).toBe(false);
  });

  it("without an event, event editing needs Can edit any event", () => {
    expect(P.canEditEvent(subject(player({ website_settings: ["Can edit any event"] })))).toBe(true);
    expect(P.canEditEvent(subject(player({ id: "recSTAFF0000000001" })))).toBe(false);
  });

  it("commercials need Full broadcast permissions; No profile editing blocks the profile", () => {
    expect(P.canRunCommercials(player({ website_settings: ["Full broadcast permissions"] }))).toBe(true);
    expect(P.canRunCommercials(player())).toBe(false);
    expect(P.canEditProfile(player({ website_settings: ["No profile editing"] }))).toBe(false);
    expect(P.canEditProfile(player())).toBe(true);
    expect(P.canEditProfile(null)).toBe(false);
  });

  it("a client belongs to its staff and to players listing it", () => {
    const client = { id: "recCLIENT00000001", staff: ["recSTAFF0000000001"], broadcast: ["recBROAD000000001"] };
    expect(P.ownsClient(player({ id: "recSTAFF0000000001" }), client)).toBe(true);
    expect(P.ownsClient(player({ clients: [client.id] }), client)).toBe(true);
    expect(P.ownsClient(player(), client)).toBe(false);
  });

  it("a client without staff belongs to nobody who does not list it", () => {
    expect(P.ownsClient(player({ clients: ["recCLIENT00000002"] }), { id: "recCLIENT00000001" })).toBe(false);
  });

  it("a broadcast is driven by its crew, never by a client that merely points at it", () => {
    const client = { id: "recCLIENT00000001", staff: [], broadcast: ["recBROAD000000001"] };
    const owner = player({ clients: [client.id] });
    expect(P.drivesBroadcast(subject(owner), { clients: [client.id] }, [client], null)).toBe(true);
    // The client points at the broadcast, but the broadcast does not list it.
    expect(P.drivesBroadcast(subject(owner), { clients: [] }, [client], null)).toBe(false);
    expect(P.drivesBroadcast(subject(player({ id: "recSTAFF0000000001" })), { clients: [] }, [], event)).toBe(true);
    expect(
      P.drivesBroadcast(subject(player(), [{ id: "r", permissions: ["Producer"], events: [event.id] }]), { clients: [] }, [], event),
    ).toBe(true);
    expect(P.drivesBroadcast(subject(player({ website_settings: ["Full broadcast permissions"] })), { clients: [] }, [], null)).toBe(true);
    expect(P.drivesBroadcast(subject(player()), { clients: [] }, [], event)).toBe(false);
    expect(P.drivesBroadcast({ player: null, relationships: [] }, { clients: [client.id] }, [client], event)).toBe(false);
  });

  it("finds the viewer's side from their teams or the team rosters", () => {
    expect(P.teamSideOf(player({ member_of: ["recTEAM00000000002"] }), match)).toBe(2);
    expect(P.teamSideOf(player(), match, [{ id: "recTEAM00000000001", players: ["recPLAYER000000001"] }])).toBe(1);
    expect(P.teamSideOf(player(), match)).toBe(null);
  });

  it("names the viewer's role on a report", () => {
    expect(P.reportRoleOf({ side: 1, staff: false }, 1)).toBe("submitter");
    expect(P.reportRoleOf({ side: 2, staff: true }, 1)).toBe("opponent");
    expect(P.reportRoleOf({ side: null, staff: true }, 1)).toBe("staff");
    expect(P.reportRoleOf({ side: null, staff: false }, 1)).toBe(null);
  });
});

describe("team settings", () => {
  it("are for the team's captains, owners and staff, not its players or strangers", () => {
    const team = {
      captains: ["recCAPTAIN0000001"],
      owners: ["recOWNER000000001"],
      team_staff: ["recSTAFF000000001"],
      players: ["recPLAYER00000001"],
    };
    for (const id of ["recCAPTAIN0000001", "recOWNER000000001", "recSTAFF000000001"]) expect(P.canEditTeam({ id }, team)).toBe(true);
    expect(P.canEditTeam({ id: "recPLAYER00000001" }, team)).toBe(false);
    expect(P.canEditTeam(null, team)).toBe(false);
  });
});

// Every check against one cast: each person holds exactly one kind of power, so an answer
// can only come from the rule under test. EVENT is the event asked about, OTHER another one.
const EVENT = { id: "recEVENT0000000001", staff: ["recSTAFF0000000001"] };
const OTHER = { id: "recEVENT0000000002", staff: ["recSTAFF0000000002"] };
const MATCH = { id: "recMATCH0000000001" };
const OTHER_MATCH = { id: "recMATCH0000000002" };
const rel = (permissions: string[], where: { events?: string[]; matches?: string[] }) => [
  { id: "recREL00000000001", permissions, ...where },
];
const settings = (...website_settings: string[]) => subject(player({ website_settings }));

const CAST = {
  anonymous: { player: null, relationships: [] },
  "anonymous holding a Match Editor relationship on the event": {
    player: null,
    relationships: rel(["Match Editor"], { events: [EVENT.id] }),
  },
  stranger: subject(),
  "staff of this event": subject(player({ id: "recSTAFF0000000001", event_staff: [EVENT.id] })),
  "staff of another event": subject(player({ id: "recSTAFF0000000002", event_staff: [OTHER.id] })),
  "Can edit any match": settings("Can edit any match"),
  "Can edit any event": settings("Can edit any event"),
  "Full broadcast permissions": settings("Full broadcast permissions"),
  "No profile editing": settings("No profile editing"),
  "Match Editor relationship on this event": subject(player(), rel(["Match Editor"], { events: [EVENT.id] })),
  "Match Editor relationship on this match": subject(player(), rel(["Match Editor"], { matches: [MATCH.id] })),
  "Match Editor relationship on another event": subject(player(), rel(["Match Editor"], { events: [OTHER.id] })),
  "Match Editor relationship on another match": subject(player(), rel(["Match Editor"], { matches: [OTHER_MATCH.id] })),
  "Event Editor relationship on this event": subject(player(), rel(["Event Editor"], { events: [EVENT.id] })),
  "Event Editor relationship on this match": subject(player(), rel(["Event Editor"], { matches: [MATCH.id] })),
  "Event Editor relationship on another event": subject(player(), rel(["Event Editor"], { events: [OTHER.id] })),
  "Producer relationship on this event": subject(player(), rel(["Producer"], { events: [OTHER.id, EVENT.id] })),
  "relationship on this event and match without a permission": subject(player(), rel([], { events: [EVENT.id], matches: [MATCH.id] })),
} satisfies Record<string, P.PermissionSubject>;
type Who = keyof typeof CAST;

/** One labelled case per member of the cast: `allowed` lists who passes, everyone else is refused. */
function eachOfCast(check: (s: P.PermissionSubject) => boolean, allowed: readonly Who[]) {
  const cases = (Object.keys(CAST) as Who[]).map((who) => [`${who}: ${allowed.includes(who) ? "allowed" : "refused"}`, who] as const);
  it.each(cases)("%s", (_label, who) => expect(check(CAST[who])).toBe(allowed.includes(who)));
}

describe("canResolveBracket: Match Editors of the bracket's event", () => {
  eachOfCast(
    (s) => P.canResolveBracket(s, EVENT),
    ["staff of this event", "Can edit any match", "Match Editor relationship on this event"],
  );
  describe("a bracket of no event", () => {
    eachOfCast((s) => P.canResolveBracket(s, null), ["Can edit any match"]);
  });
});

describe("canEditMatch: Can edit any match, the event's staff, Match Editors of the event or match", () => {
  eachOfCast(
    (s) => P.canEditMatch(s, MATCH, EVENT),
    ["staff of this event", "Can edit any match", "Match Editor relationship on this event", "Match Editor relationship on this match"],
  );
  describe("a match of no event", () => {
    eachOfCast((s) => P.canEditMatch(s, MATCH, null), ["Can edit any match", "Match Editor relationship on this match"]);
  });
});

describe("canEditEvent: Can edit any event, the event's staff, Event Editors of the event", () => {
  eachOfCast((s) => P.canEditEvent(s, EVENT), ["staff of this event", "Can edit any event", "Event Editor relationship on this event"]);
  describe("no event", () => {
    eachOfCast((s) => P.canEditEvent(s), ["Can edit any event"]);
  });
});

describe("drivesBroadcast with no client of its crew: the event's staff, its Producers, Full broadcast permissions", () => {
  eachOfCast(
    (s) => P.drivesBroadcast(s, { clients: [] }, [], EVENT),
    ["staff of this event", "Full broadcast permissions", "Producer relationship on this event"],
  );
});

describe("canUseConsole: event staff, holders of a relationship with a permission on an event, and the site's organisers", () => {
  eachOfCast(P.canUseConsole, [
    "staff of this event",
    "staff of another event",
    "Can edit any match",
    "Can edit any event",
    "Full broadcast permissions",
    "Match Editor relationship on this event",
    "Match Editor relationship on another event",
    "Event Editor relationship on this event",
    "Event Editor relationship on another event",
    "Producer relationship on this event",
  ]);
  it("staff of no event: refused", () => expect(P.canUseConsole(subject(player({ event_staff: [] })))).toBe(false));
  it("a relationship on an event that lists no permissions: refused", () =>
    expect(P.canUseConsole(subject(player(), [{ id: "recREL00000000001", events: [EVENT.id] }]))).toBe(false));
});

describe("canRunCommercials: Full broadcast permissions only", () => {
  eachOfCast((s) => P.canRunCommercials(s.player), ["Full broadcast permissions"]);
  it("a player with no website settings: refused", () => expect(P.canRunCommercials({})).toBe(false));
});

describe("canEditProfile: any signed-in player but those with No profile editing", () => {
  eachOfCast(
    (s) => P.canEditProfile(s.player),
    (Object.keys(CAST) as Who[]).filter((who) => CAST[who].player && who !== "No profile editing"),
  );
});

describe("a player's sign-in fields (their Discord account)", () => {
  it("a change names the account when it sets, changes or clears it", () => {
    expect(P.signInFieldsChanged({ discord_id: "1" }, { discord_id: "2" })).toEqual(["discord_id"]);
    expect(P.signInFieldsChanged({ discord_id: "1" }, { discord_id: null })).toEqual(["discord_id"]);
    expect(P.signInFieldsChanged(null, { discord_id: "1" })).toEqual(["discord_id"]);
  });
  it("a change that leaves the account as it is, or does not name it, changes no sign-in field", () => {
    expect(P.signInFieldsChanged({ discord_id: "1" }, { discord_id: "1", name: "X" })).toEqual([]);
    expect(P.signInFieldsChanged({ discord_id: "1" }, { name: "X" })).toEqual([]);
    expect(P.signInFieldsChanged({}, { discord_id: "" })).toEqual([]);
    expect(P.signInFieldsChanged(null, { discord_id: null })).toEqual([]);
  });
  it("site staff change any player's", () => {
    expect(P.canSetSignIn({ website_settings: ["Can edit any event"] }, false)).toBe(true);
    expect(P.canSetSignIn({ website_settings: ["Can edit any match"] }, false)).toBe(true);
  });
  it("nobody else changes an existing player's, Full broadcast permissions included", () => {
    expect(P.canSetSignIn({ website_settings: ["Full broadcast permissions"] }, false)).toBe(false);
    expect(P.canSetSignIn({}, false)).toBe(false);
    expect(P.canSetSignIn(null, false)).toBe(false);
  });
  it("whoever adds a player may give the new one an account", () => expect(P.canSetSignIn({}, true)).toBe(true));
});

describe("the building blocks", () => {
  it("hasWebsiteSetting: a player without settings has none", () => expect(P.hasWebsiteSetting({}, "Can edit any match")).toBe(false));
  it("hasWebsiteSetting: nobody has none", () => expect(P.hasWebsiteSetting(null, "Can edit any match")).toBe(false));
  it("hasWebsiteSetting: the exact setting", () =>
    expect(P.hasWebsiteSetting({ website_settings: ["Can edit any match"] }, "Can edit any match")).toBe(true));

  it("isEventStaff: on the event's staff list", () => expect(P.isEventStaff({ id: "recSTAFF0000000001" }, EVENT)).toBe(true));
  it("isEventStaff: on another event's list", () => expect(P.isEventStaff({ id: "recSTAFF0000000001" }, OTHER)).toBe(false));
  it("isEventStaff: no event", () => expect(P.isEventStaff({ id: "recSTAFF0000000001" }, null)).toBe(false));
  it("isEventStaff: an event without staff", () => expect(P.isEventStaff({ id: "recSTAFF0000000001" }, {})).toBe(false));
  it("isEventStaff: nobody", () => expect(P.isEventStaff(null, EVENT)).toBe(false));

  const editor = CAST["Match Editor relationship on this event"];
  it("hasRelationshipPermission: the permission on the event asked about", () =>
    expect(P.hasRelationshipPermission(editor, "Match Editor", { eventId: EVENT.id })).toBe(true));
  it("hasRelationshipPermission: another permission", () =>
    expect(P.hasRelationshipPermission(editor, "Producer", { eventId: EVENT.id })).toBe(false));
  it("hasRelationshipPermission: another event", () =>
    expect(P.hasRelationshipPermission(editor, "Match Editor", { eventId: OTHER.id })).toBe(false));
  it("hasRelationshipPermission: no scope at all", () => expect(P.hasRelationshipPermission(editor, "Match Editor", {})).toBe(false));
  it("hasRelationshipPermission: the match asked about", () =>
    expect(P.hasRelationshipPermission(CAST["Match Editor relationship on this match"], "Match Editor", { matchId: MATCH.id })).toBe(true));
  it("hasRelationshipPermission: a relationship listing no permissions", () =>
    expect(P.hasRelationshipPermission(subject(player(), [{ id: "r", events: [EVENT.id] }]), "Match Editor", { eventId: EVENT.id })).toBe(
      false,
    ));

  it("hasRole: the role itself as a website setting", () => expect(P.hasRole(settings("Caster"), "Caster")).toBe(true));
  it("hasRole: staff of the event in scope", () => expect(P.hasRole(CAST["staff of this event"], "Caster", { event: EVENT })).toBe(true));
  it("hasRole: staff of another event", () => expect(P.hasRole(CAST["staff of another event"], "Caster", { event: EVENT })).toBe(false));
  it("hasRole: a relationship with the role on the match in scope", () =>
    expect(P.hasRole(subject(player(), rel(["Caster"], { matches: [MATCH.id] })), "Caster", { matchId: MATCH.id })).toBe(true));
  it("hasRole: nobody", () => expect(P.hasRole(CAST.anonymous, "Caster", { websiteRoles: [] })).toBe(false));
});

describe("drivesBroadcast through a production client", () => {
  const mine = { id: "recCLIENT00000001", staff: ["recPLAYER000000001"] };
  const theirs = { id: "recCLIENT00000002", staff: ["recSTAFF0000000002"] };
  it("the owner of a client the broadcast lists: allowed", () =>
    expect(P.drivesBroadcast(subject(), { clients: [theirs.id, mine.id] }, [theirs, mine], null)).toBe(true));
  it("the owner of a listed client the broadcast does not list: refused", () =>
    expect(P.drivesBroadcast(subject(), { clients: [theirs.id] }, [theirs, mine], null)).toBe(false));
  it("a broadcast with no clients: refused", () => expect(P.drivesBroadcast(subject(), {}, [mine], null)).toBe(false));
  it("staff of another event: refused", () =>
    expect(P.drivesBroadcast(CAST["staff of another event"], { clients: [] }, [], EVENT)).toBe(false));
});

describe("teamSideOf", () => {
  const m2 = { teams: ["recTEAM00000000001", "recTEAM00000000002"] };
  for (const field of ["member_of", "captain_of", "team_staff", "owned_teams"] as const)
    it(`a player whose ${field} lists team 2 is on side 2`, () =>
      expect(P.teamSideOf(player({ [field]: ["recTEAM00000000002"] }), m2)).toBe(2));
  for (const field of ["players", "captains", "team_staff", "owners"] as const)
    it(`a player on team 2's ${field} is on side 2`, () =>
      expect(P.teamSideOf(player(), m2, [null, { id: "recTEAM00000000002", [field]: ["recPLAYER000000001"] }])).toBe(2));
  it("a roster that does not list the player puts them on no side", () =>
    expect(P.teamSideOf(player(), m2, [{ id: "recTEAM00000000001", players: ["recOTHER000000001"] }])).toBe(null));
  it("a match with no teams yet has no sides", () => expect(P.teamSideOf(player({ member_of: ["recTEAM00000000001"] }), {})).toBe(null));
  it("nobody is on no side", () => expect(P.teamSideOf(null, m2)).toBe(null));
});

describe("reports", () => {
  it("a report of no side: staff see it as staff", () => expect(P.reportRoleOf({ side: 1, staff: true }, null)).toBe("staff"));
  it("a report of no side: a team member who is not staff is nobody to it", () =>
    expect(P.reportRoleOf({ side: 1, staff: false }, null)).toBe(null));
  it("a report of no side: staff on no side see it as staff, not as its submitter", () =>
    expect(P.reportRoleOf({ side: null, staff: true }, null)).toBe("staff"));
  it("a team member submits on side 1", () => expect(P.canSubmitReport({ side: 1, staff: false })).toBe(true));
  it("a team member submits on side 2", () => expect(P.canSubmitReport({ side: 2, staff: false })).toBe(true));
  it("staff on no side do not submit", () => expect(P.canSubmitReport({ side: null, staff: true })).toBe(false));
});

describe("canManageRecord: the organiser console's rule", () => {
  const staff = CAST["staff of this event"];
  const otherStaff = CAST["staff of another event"];
  const full = CAST["Full broadcast permissions"];
  const edit = (table: string, extra: Partial<P.RecordAccess> = {}): P.RecordAccess => ({
    table,
    creating: false,
    events: [EVENT],
    ...extra,
  });
  const create = (table: string, extra: Partial<P.RecordAccess> = {}) => edit(table, { creating: true, ...extra });
  const cases: [string, P.PermissionSubject, P.RecordAccess, boolean][] = [
    ["anonymous, even with the event's records", CAST.anonymous, edit("Teams"), false],
    ["Can edit any event changes a site-wide table", CAST["Can edit any event"], edit("Heroes", { events: [] }), true],
    ["Can edit any event creates an event", CAST["Can edit any event"], create("Events", { events: [] }), true],
    ["event staff edit their event", staff, edit("Events"), true],
    ["event staff create no event", staff, create("Events"), false],
    ["event staff edit no other event", staff, edit("Events", { events: [OTHER] }), false],
    ["Event Editors edit their event", CAST["Event Editor relationship on this event"], edit("Events"), true],
    ["event staff change their event's teams", staff, edit("Teams"), true],
    ["staff of another event change no team of this one", otherStaff, edit("Teams"), false],
    ["a team in two events needs both", staff, edit("Teams", { events: [EVENT, OTHER] }), false],
    ["a team of no event is the organisers'", staff, edit("Teams", { events: [] }), false],
    ["event staff change their event's brackets", staff, edit("Brackets"), true],
    ["Full broadcast permissions change no bracket", full, edit("Brackets"), false],
    ["event staff change their event's news", staff, edit("News"), true],
    ["Can edit any match changes no news", CAST["Can edit any match"], edit("News"), false],
    ["Event Editors (not staff) post their event's news", CAST["Event Editor relationship on this event"], create("News"), true],
    ["anonymous drives no broadcast record", CAST.anonymous, edit("Broadcasts", { drivesBroadcast: true }), false],
    ["anonymous edits no match, whatever the match says", CAST.anonymous, edit("Matches", { editsMatch: true }), false],
    ["event staff add a player", staff, create("Players", { events: [] }), true],
    ["Event Editors (not staff) add no player", CAST["Event Editor relationship on this event"], create("Players", { events: [] }), false],
    ["event staff edit a player of their event", staff, edit("Players"), true],
    ["event staff edit no player of another event", staff, edit("Players", { events: [OTHER] }), false],
    ["event staff create a match of their event", staff, create("Matches"), true],
    ["event staff create no match of another event", staff, create("Matches", { events: [OTHER] }), false],
    ["Can edit any match creates a match of any event", CAST["Can edit any match"], create("Matches", { events: [OTHER] }), true],
    ["a match editor edits the match", CAST.stranger, edit("Matches", { editsMatch: true }), true],
    ["not a match editor: the event's staff edit no match by that alone", staff, edit("Matches", { editsMatch: false }), false],
    ["Full broadcast permissions create a broadcast", full, create("Broadcasts", { events: [] }), true],
    ["event staff create their event's broadcast", staff, create("Broadcasts"), true],
    ["a broadcast's crew edit it", CAST.stranger, edit("Broadcasts", { drivesBroadcast: true }), true],
    ["a broadcast's crew create no broadcast", CAST.stranger, create("Broadcasts", { drivesBroadcast: true }), false],
    ["staff of another event edit no broadcast of this one", otherStaff, edit("Broadcasts"), false],
    ["Full broadcast permissions edit any client", full, edit("Clients", { events: [] }), true],
    ["event staff create a client", staff, create("Clients", { events: [] }), true],
    ["a stranger creates no client", CAST.stranger, create("Clients", { events: [] }), false],
    ["a client's owner edits it", CAST.stranger, edit("Clients", { events: [], ownsClient: true }), true],
    ["event staff edit no client they do not own", staff, edit("Clients", { events: [], ownsClient: false }), false],
    [
      "a client's owner points it at no broadcast they do not drive",
      CAST.stranger,
      edit("Clients", { events: [], ownsClient: true, pointsAtUndrivenBroadcast: true }),
      false,
    ],
    [
      "event staff create no client pointing at a broadcast they do not drive",
      staff,
      create("Clients", { events: [], pointsAtUndrivenBroadcast: true }),
      false,
    ],
    [
      "Can edit any event points a client anywhere",
      CAST["Can edit any event"],
      edit("Clients", { events: [], pointsAtUndrivenBroadcast: true }),
      true,
    ],
    ["Full broadcast permissions change GFX", full, edit("GFX", { events: [] }), true],
    ["a broadcast's crew change its GFX", CAST.stranger, edit("GFX", { events: [], drivesBroadcast: true }), true],
    ["event staff change their event's GFX", staff, edit("GFX"), true],
    ["staff of another event change no GFX of this one", otherStaff, edit("GFX"), false],
    ["a broadcast's crew change its headlines", CAST.stranger, edit("Headlines", { events: [], drivesBroadcast: true }), true],
    ["a stranger changes no headline", CAST.stranger, edit("Headlines"), false],
    ["a console user creates a theme", CAST["Match Editor relationship on this event"], create("Themes", { events: [] }), true],
    ["a stranger creates no theme", CAST.stranger, create("Themes", { events: [] }), false],
    ["event staff edit their event's theme", staff, edit("Themes"), true],
    ["a team's captain edits the team's theme", CAST.stranger, edit("Themes", { events: [], editsTeam: true }), true],
    ["a stranger edits no theme", CAST.stranger, edit("Themes"), false],
    ["event staff change no site-wide table", staff, edit("Heroes"), false],
    ["Full broadcast permissions change no site-wide table", full, edit("Map Data", { events: [] }), false],
  ];
  it.each(cases)("%s", (_label, who, access, expected) => expect(P.canManageRecord(who, access)).toBe(expected));
});

describe("canSetWebsiteSettings (issue 33)", () => {
  const organiser = { website_settings: ["Can edit any event"] };
  const matchEditor = { website_settings: ["Can edit any match"] };
  it("lets site staff restrict anyone and give or take the powers they hold", () => {
    expect(P.canSetWebsiteSettings(organiser, [], ["No profile editing"])).toBe(true);
    expect(P.canSetWebsiteSettings(organiser, ["No profile editing"], [])).toBe(true);
    expect(P.canSetWebsiteSettings(organiser, [], ["Can edit any event"])).toBe(true);
    expect(P.canSetWebsiteSettings(matchEditor, [], ["No profile editing"])).toBe(true);
  });
  it("refuses others, and powers the caller does not hold", () => {
    expect(P.canSetWebsiteSettings(null, [], ["No profile editing"])).toBe(false);
    expect(P.canSetWebsiteSettings({ website_settings: ["Full broadcast permissions"] }, [], ["No profile editing"])).toBe(false);
    expect(P.canSetWebsiteSettings(matchEditor, [], ["Can edit any event"])).toBe(false);
    expect(P.canSetWebsiteSettings(matchEditor, ["Full broadcast permissions"], [])).toBe(false);
  });
});
