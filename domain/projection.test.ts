import { describe, expect, it } from "vitest";
import {
  isServerOnlyKey,
  PRIVATE_FIELDS,
  projectRecord,
  projectRecordsIn,
  PUBLIC_VIEWER,
  publicRecord,
  viewerByKey,
  viewerOf,
  type Viewer,
} from "./projection.ts";
import { TABLES, type Thing } from "./tables.ts";

const ME = "recPLAYER000000001";
const OTHER = "recPLAYER000000002";
const EVENT = "recEVENT0000000001";

const makePlayer = (fields: Record<string, unknown> = {}) =>
  ({
    id: ME,
    __tableName: "Players",
    __version: 3,
    name: "Kitsune",
    pronouns: "he/him",
    discord_id: "123456789012345678",
    avatar: "https://cdn.discordapp.com/avatars/123456789012345678/abc.png",
    draft_data: "{}",
    website_settings: ["Full broadcast permissions"],
    ...fields,
  }) as Thing<"Players">;

const makeRelationship = (fields: Record<string, unknown> = {}) =>
  ({
    id: "recRELATION0000001",
    __tableName: "Player Relationships",
    __version: 1,
    singular_name: "Tournament Admin",
    player: [ME],
    events: [EVENT],
    permissions: ["Event Editor"],
    ...fields,
  }) as Thing<"Player Relationships">;

const makeSignup = (fields: Record<string, unknown> = {}) =>
  ({
    id: "recSIGNUP00000001",
    __tableName: "Signup Data",
    __version: 2,
    event: [EVENT],
    player: [ME],
    sr: 4200,
    info_for_captains: "DM me",
    ...fields,
  }) as Thing<"Signup Data">;

const signedIn = (
  id: string,
  fields: Record<string, unknown> = {},
  relationships: Parameters<typeof viewerOf>[1] = [],
  crewClients: string[] = [],
): Viewer => viewerOf({ id, ...fields }, relationships, crewClients);

const CLIENT = "recCLIENT00000001";
const makeClient = (fields: Record<string, unknown> = {}) =>
  ({
    id: CLIENT,
    __tableName: "Clients",
    __version: 4,
    key: "Producer",
    name: "Producer",
    staff: [ME],
    broadcast: ["recBROADCAST00001"],
    ...fields,
  }) as Thing<"Clients">;

describe("the public projection", () => {
  it("hides a player's Discord id, avatar link, draft data and website settings from the public and from other players", () => {
    for (const viewer of [PUBLIC_VIEWER, signedIn(OTHER)]) {
      const seen = projectRecord(makePlayer(), viewer);
      expect(seen).toEqual({ id: ME, __tableName: "Players", __version: 3, name: "Kitsune", pronouns: "he/him" });
      expect(JSON.stringify(seen)).not.toContain("123456789012345678");
    }
    expect(publicRecord(makePlayer())).not.toHaveProperty("discord_id");
  });

  it("shows a player their own record whole, and site staff every player's", () => {
    expect(projectRecord(makePlayer(), signedIn(ME))).toEqual(makePlayer());
    expect(projectRecord(makePlayer(), signedIn(OTHER, { website_settings: ["Can edit any event"] }))).toEqual(makePlayer());
    expect(projectRecord(makePlayer(), signedIn(OTHER, { website_settings: ["Can edit any match"] }))).toEqual(makePlayer());
    expect(projectRecord(makePlayer(), signedIn(OTHER, { website_settings: ["Full broadcast permissions"] }))).not.toHaveProperty(
      "discord_id",
    );
  });

  it("shows a sign-up's answers to its player and its event's staff, and only which event it is for to others", () => {
    expect(publicRecord(makeSignup())).toEqual({
      id: "recSIGNUP00000001",
      __tableName: "Signup Data",
      __version: 2,
      event: [EVENT],
      player: [ME],
    });
    expect(projectRecord(makeSignup(), signedIn(ME))).toEqual(makeSignup());
    expect(projectRecord(makeSignup(), signedIn(OTHER, { event_staff: [EVENT] }))).toEqual(makeSignup());
    expect(projectRecord(makeSignup(), signedIn(OTHER, {}, [{ permissions: ["Match Editor"], events: [EVENT] }]))).toEqual(makeSignup());
    expect(projectRecord(makeSignup(), signedIn(OTHER, { event_staff: ["recEVENT0000000002"] }))).not.toHaveProperty("sr");
    expect(projectRecord(makeSignup(), signedIn(OTHER, {}, [{ permissions: [], events: [EVENT] }]))).not.toHaveProperty(
      "info_for_captains",
    );
  });

  it("shows a sign-up for two events to the staff of either", () => {
    const both = makeSignup({ event: ["recEVENT0000000002", EVENT] });
    expect(projectRecord(both, signedIn(OTHER, { event_staff: [EVENT] }))).toEqual(both);
  });

  it("hides a sign-up's answers from a player whose relationship on its event lists no permissions", () => {
    expect(projectRecord(makeSignup(), signedIn(OTHER, {}, [{ events: [EVENT] }]))).not.toHaveProperty("sr");
  });

  it("shows a relationship's permissions to its player and its event's staff, and its role name to everyone", () => {
    for (const viewer of [PUBLIC_VIEWER, signedIn(OTHER), signedIn(OTHER, { event_staff: ["recEVENT0000000002"] })])
      expect(projectRecord(makeRelationship(), viewer)).toEqual({
        id: "recRELATION0000001",
        __tableName: "Player Relationships",
        __version: 1,
        singular_name: "Tournament Admin",
        player: [ME],
        events: [EVENT],
      });
    expect(projectRecord(makeRelationship(), signedIn(ME))).toEqual(makeRelationship());
    expect(projectRecord(makeRelationship(), signedIn(OTHER, { event_staff: [EVENT] }))).toEqual(makeRelationship());
    expect(projectRecord(makeRelationship(), signedIn(OTHER, { website_settings: ["Can edit any event"] }))).toEqual(makeRelationship());
  });

  it("projects every record a reply holds, wherever it sits, and leaves a reply without records as it is", () => {
    const reply = { id: "x", saved: makePlayer(), list: [makeSignup(), { nested: makeRelationship() }], count: 2 };
    const seen = projectRecordsIn(reply, signedIn(OTHER));
    expect(seen.saved).not.toHaveProperty("discord_id");
    expect(seen.saved).not.toHaveProperty("website_settings");
    expect(seen.list[0]).not.toHaveProperty("sr");
    expect((seen.list[1] as { nested: object }).nested).not.toHaveProperty("permissions");
    expect(seen).toMatchObject({ id: "x", count: 2 });
    expect(projectRecordsIn(reply, signedIn(ME))).toEqual(reply);
    const plain = { id: "recTEAM0000000001", created: true };
    expect(projectRecordsIn(plain, PUBLIC_VIEWER)).toBe(plain);
  });

  it("passes records with nothing private, lists and collections through untouched", () => {
    const match = { id: "recMATCH000000001", __tableName: "Matches", __version: 1, score_1: 2 };
    expect(publicRecord(match)).toBe(match);
    const list = { id: "special:players", __tableName: "Special Collection", players: [] };
    expect(publicRecord(list)).toBe(list);
    const player = makePlayer();
    for (const field of ["discord_id", "avatar", "draft_data", "website_settings", "clients"])
      delete (player as Record<string, unknown>)[field];
    expect(publicRecord(player)).toBe(player);
  });

  it("shows a production client's key and staff only to its owners, the crew of a broadcast listing it and staff", () => {
    const publicClient = { id: CLIENT, __tableName: "Clients", __version: 4, name: "Producer", broadcast: ["recBROADCAST00001"] };
    for (const viewer of [PUBLIC_VIEWER, signedIn(OTHER), signedIn(OTHER, { website_settings: ["Full broadcast permissions"] })])
      expect(projectRecord(makeClient(), viewer)).toEqual(publicClient);
    expect(projectRecord(makeClient(), signedIn(ME))).toEqual(makeClient());
    expect(projectRecord(makeClient(), signedIn(OTHER, { clients: [CLIENT] }))).toEqual(makeClient());
    expect(projectRecord(makeClient(), signedIn(OTHER, {}, [], [CLIENT]))).toEqual(makeClient());
    expect(projectRecord(makeClient(), signedIn(OTHER, { website_settings: ["Can edit any match"] }))).toEqual(makeClient());
  });

  it("shows a production client in full to whoever asks for it by its key, in any case", () => {
    for (const key of ["client-producer", "client-PRODUCER"])
      expect(projectRecord(makeClient(), viewerByKey(PUBLIC_VIEWER, makeClient(), key))).toEqual(makeClient());
    for (const key of [CLIENT, "client-other", "broadcast-producer"])
      expect(projectRecord(makeClient(), viewerByKey(PUBLIC_VIEWER, makeClient(), key))).not.toHaveProperty("key");
    expect(viewerByKey(PUBLIC_VIEWER, makePlayer(), "client-producer")).toBe(PUBLIC_VIEWER);
  });

  it("hides the clients a player owns from the public and from other players", () => {
    const player = makePlayer({ clients: [CLIENT] });
    expect(publicRecord(player)).not.toHaveProperty("clients");
    expect(projectRecord(player, signedIn(OTHER))).not.toHaveProperty("clients");
    expect(projectRecord(player, signedIn(ME))).toHaveProperty("clients", [CLIENT]);
  });

  it("classifies only fields the tables have", () => {
    for (const [table, fields] of Object.entries(PRIVATE_FIELDS)) {
      const shape = TABLES[table as keyof typeof TABLES].shape as Record<string, unknown>;
      for (const field of Object.keys(fields)) expect(Object.hasOwn(shape, field), `${table}.${field}`).toBe(true);
    }
  });

  it("keeps every field named like an account, secret or contact detail from the public", () => {
    const looksPrivate = /discord|token|secret|password|email|phone|stream_key|avatar|contact|info_for/i;
    // Named like one, public by design: the event's Discord announcement channel (public in the event's blocks), as the Stream Deck reads it.
    const publicByDesign = new Set(["Broadcasts.discord_control"]);
    for (const [table, schema] of Object.entries(TABLES)) {
      const hidden: Record<string, unknown> = Object.hasOwn(PRIVATE_FIELDS, table)
        ? PRIVATE_FIELDS[table as keyof typeof PRIVATE_FIELDS]
        : {};
      for (const field of Object.keys(schema.shape))
        if (looksPrivate.test(field) && !publicByDesign.has(`${table}.${field}`)) expect(hidden, `${table}.${field}`).toHaveProperty(field);
    }
  });

  it("keeps the sign-in lookup key off the wire", () => {
    expect(isServerOnlyKey("discord-123456789012345678")).toBe(true);
    expect(isServerOnlyKey("broadcast-main")).toBe(false);
    expect(isServerOnlyKey(ME)).toBe(false);
  });
});
