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

  it("event editing needs Can edit any event", () => {
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
