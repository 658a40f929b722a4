// Issue 32 (items 1, 2, 8a, 9a) over real HTTP on the demo seed: a player's Discord account is
// changed only by site staff; the audit's values, action replies and the public records carry
// no more than the caller may see; a client points only at broadcasts its crew drives.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_MESSAGES } from "../../domain/permissions.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { demoDiscordId } from "../../server/seed/demoData.ts";
import { nextUpdate, startTestServer, type TestServer } from "./harness.ts";

const idOf = (name: string) => seedId(`player:${name}`);
// Staff of the demo event, and nothing site-wide: an event editor.
const EDITOR = "Caster Quinn";
// Can edit any event and Can edit any match: site staff.
const ORGANISER = "Admin Morgan";
// Full broadcast permissions: a power the public should not read off their record.
const PRODUCER = "Demo Producer";
const OTHER = "Blaze";
// Sixth players: on one demo team each, so the demo event's staff may edit them.
const [SAVED, IMPORTED, AUDITED] = ["Ashfall", "Squall", "Bullion"];
const NEW_DISCORD = "777000111222333444";

// A relationship with a power on the demo event, and two crews with a client and broadcasts each.
const HOLDER = seedId("privacy:holder");
const RELATIONSHIP = seedId("privacy:relationship");
const CREW = seedId("privacy:crew");
const CLIENT = seedId("privacy:client");
const HOME = seedId("privacy:home"); // the client's broadcast
const SECOND = seedId("privacy:second"); // another broadcast the crew's client is listed on
const ELSEWHERE = seedId("privacy:elsewhere"); // another crew's broadcast
const OTHER_CLIENT = seedId("privacy:other-client");

let t: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestServer();
  await t.store.transaction(async (tx) => {
    await tx.insert(
      "Player Relationships",
      { singular_name: "Tournament Admin", permissions: ["Event Editor"], events: [DEMO_EVENT_ID], player: [HOLDER] },
      RELATIONSHIP,
    );
    await tx.insert("Players", { name: "Privacy Holder", player_relationships: [RELATIONSHIP] }, HOLDER);
    await tx.insert("Players", { name: "Privacy Crew", clients: [CLIENT] }, CREW);
    await tx.insert("Clients", { key: "privacy-crew", broadcast: [HOME], staff: [CREW] }, CLIENT);
    await tx.insert("Clients", { key: "privacy-other", broadcast: [ELSEWHERE] }, OTHER_CLIENT);
    await tx.insert("Broadcasts", { name: "Privacy Home", key: "privacy-home", clients: [CLIENT] }, HOME);
    await tx.insert("Broadcasts", { name: "Privacy Second", key: "privacy-second", clients: [CLIENT] }, SECOND);
    await tx.insert("Broadcasts", { name: "Another Crew", key: "privacy-elsewhere", clients: [OTHER_CLIENT] }, ELSEWHERE);
  });
  for (const name of [EDITOR, ORGANISER, PRODUCER, OTHER]) tokens[name] = await t.tokenFor(idOf(name));
  tokens.holder = await t.tokenFor(HOLDER);
  tokens.crew = await t.tokenFor(CREW);
});
afterAll(() => t.close());

const save = (fields: Record<string, unknown>, token: string, table = "Players", id?: string) =>
  t.post("/actions/save-record", { table, ...(id ? { id } : {}), fields }, token);
const importPlayers = (rows: string, token: string) =>
  t.post(
    "/actions/import-records",
    { event: DEMO_EVENT_ID, kind: "players", format: "csv", text: `name,battletag,discord_id,role,sr,team\n${rows}\n`, confirm: true },
    token,
  );
const player = async (name: string) => (await t.store.getTyped(idOf(name), "Players"))!;

/** Run a call that must be refused, checking that the store took no new revision. */
async function refused(call: () => Promise<{ status: number; body: any }>) {
  const revision = await t.store.revision();
  const reply = await call();
  expect(await t.store.revision()).toBe(revision);
  return reply;
}

describe("a player's Discord account (what Discord sign-in finds them by)", () => {
  it("an event editor's save-record that sets or clears it is refused 403, and nothing changes", async () => {
    for (const discord_id of [NEW_DISCORD, null]) {
      const reply = await refused(() => save({ discord_id, battletag: "Taken#1" }, tokens[EDITOR], "Players", idOf(SAVED)));
      expect(reply).toEqual({ status: 403, body: { error: true, errorMessage: CONSOLE_MESSAGES.signIn } });
    }
    expect(await player(SAVED)).toMatchObject({ discord_id: demoDiscordId(SAVED), battletag: expect.not.stringContaining("Taken") });
    expect(await t.store.lookup(`discord-${NEW_DISCORD}`)).toBeNull();
    expect(await t.store.lookup(`discord-${demoDiscordId(SAVED)}`)).toBe(idOf(SAVED));
  });

  it("an event editor still edits the player's other fields, and may send the account unchanged", async () => {
    const reply = await save({ battletag: "Ash#2026", discord_id: demoDiscordId(SAVED) }, tokens[EDITOR], "Players", idOf(SAVED));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await player(SAVED)).toMatchObject({ battletag: "Ash#2026", discord_id: demoDiscordId(SAVED) });
  });

  it("site staff change it through save-record, and sign-in then finds the player by the new account", async () => {
    const reply = await save({ discord_id: NEW_DISCORD }, tokens[ORGANISER], "Players", idOf(SAVED));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await player(SAVED)).discord_id).toBe(NEW_DISCORD);
    expect(await t.store.lookup(`discord-${NEW_DISCORD}`)).toBe(idOf(SAVED));
  });

  it("an event editor's new player may take an account nobody signs in with, never one a player has", async () => {
    const taken = await refused(() => save({ name: "Privacy Newcomer", discord_id: demoDiscordId("Kitsune") }, tokens[EDITOR]));
    expect(taken.status).toBe(400);
    expect(taken.body.issues).toEqual([{ path: "fields.discord_id", message: "That discord_id is taken" }]);
    expect(await t.store.lookup(`discord-${demoDiscordId("Kitsune")}`)).toBe(idOf("Kitsune"));
    const fresh = await save({ name: "Privacy Newcomer", discord_id: "555000111222333444" }, tokens[EDITOR]);
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(await t.store.lookup("discord-555000111222333444")).toBe(fresh.body.data.id);
  });

  it("an event editor's confirmed players import that changes an existing player's account is refused 403 and writes nothing", async () => {
    const reply = await refused(() =>
      importPlayers(`${IMPORTED},Squall#9,${NEW_DISCORD.replace("777", "778")},,,Crimson Tide`, tokens[EDITOR]),
    );
    expect(reply.status).toBe(403);
    expect(reply.body.errorMessage).toContain(CONSOLE_MESSAGES.signIn);
    expect(await player(IMPORTED)).toMatchObject({ discord_id: demoDiscordId(IMPORTED) });
    expect((await player(IMPORTED)).battletag).not.toBe("Squall#9");
  });

  it("an import never takes an account another player signs in with, even site staff's", async () => {
    // A row that names a player by id and gives another's account (a row with only the account finds its player).
    const text = `id,name,discord_id,team\n${idOf(IMPORTED)},${IMPORTED},${demoDiscordId("Kitsune")},Crimson Tide\n`;
    const body = { event: DEMO_EVENT_ID, kind: "players", format: "csv", text, confirm: true };
    const reply = await refused(() => t.post("/actions/import-records", body, tokens[ORGANISER]));
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual([{ path: "row 2", message: "discord_id: another player signs in with it" }]);
    expect(await t.store.lookup(`discord-${demoDiscordId("Kitsune")}`)).toBe(idOf("Kitsune"));
  });

  it("site staff's players import changes an existing player's account", async () => {
    const discord = "778000111222333444";
    const reply = await importPlayers(`${IMPORTED},,${discord},,,Crimson Tide`, tokens[ORGANISER]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await player(IMPORTED)).discord_id).toBe(discord);
    expect(await t.store.lookup(`discord-${discord}`)).toBe(idOf(IMPORTED));
  });
});

describe("/audit", () => {
  it("shows an event editor a player's history without any Discord id, and offers no undo of the change they cannot see", async () => {
    const discord = "779000111222333444";
    expect((await save({ discord_id: discord, pronouns: "xe/xem" }, tokens[ORGANISER], "Players", idOf(AUDITED))).status).toBe(200);
    const editor = await t.get(`/audit?record=${idOf(AUDITED)}`, tokens[EDITOR]);
    expect(editor.status).toBe(200);
    const json = JSON.stringify(editor.body);
    expect(json).not.toContain(discord);
    expect(json).not.toContain(demoDiscordId(AUDITED));
    const [entry] = editor.body.entries;
    expect(entry.fields.map((f: { field: string }) => f.field)).toEqual(["pronouns"]);
    expect(entry.undoable).toBe(false);
    // Undoing it anyway would put the old account back: refused, as setting it is.
    const undo = await refused(() => t.post("/actions/undo-change", { auditId: entry.id }, tokens[EDITOR]));
    expect(undo).toEqual({ status: 403, body: { error: true, errorMessage: CONSOLE_MESSAGES.signIn } });
    // Site staff see the values, as they see the record.
    const staff = await t.get(`/audit?record=${idOf(AUDITED)}`, tokens[ORGANISER]);
    expect(staff.body.entries[0].fields).toContainEqual({ field: "discord_id", before: demoDiscordId(AUDITED), after: discord });
  });
});

describe("who holds which powers", () => {
  it("an anonymous or another player's read of a player carries no website_settings, on /things and on the socket", async () => {
    for (const token of [undefined, tokens[OTHER]]) {
      const { body } = await t.post("/things", { ids: `${idOf(PRODUCER)},${idOf(ORGANISER)}` }, token);
      for (const record of body) {
        expect(record.__tableName).toBe("Players");
        expect(record).not.toHaveProperty("website_settings");
      }
    }
    const socket = await t.socket({ token: tokens[OTHER] });
    const update = nextUpdate(socket, idOf(PRODUCER));
    socket.emit("subscribe", idOf(PRODUCER));
    expect((await update).data).not.toHaveProperty("website_settings");
  });

  it("the player and site staff still read their website_settings", async () => {
    const own = await t.post("/things", { ids: idOf(PRODUCER) }, tokens[PRODUCER]);
    expect(own.body[0].website_settings).toEqual(["Full broadcast permissions"]);
    const staff = await t.post("/things", { ids: idOf(PRODUCER) }, tokens[ORGANISER]);
    expect(staff.body[0].website_settings).toEqual(["Full broadcast permissions"]);
  });

  it("a relationship's permissions reach its player and its event's staff, not the public; its role name stays public", async () => {
    for (const token of [undefined, tokens[OTHER]]) {
      const { body } = await t.post("/things", { ids: RELATIONSHIP }, token);
      expect(body[0]).toMatchObject({ singular_name: "Tournament Admin", player: [HOLDER] });
      expect(body[0]).not.toHaveProperty("permissions");
    }
    for (const token of [tokens.holder, tokens[EDITOR], tokens[ORGANISER]]) {
      const { body } = await t.post("/things", { ids: RELATIONSHIP }, token);
      expect(body[0].permissions).toEqual(["Event Editor"]);
    }
  });
});

describe("action replies", () => {
  it("an event editor's action on a player answers no private field of that player", async () => {
    const reply = await save({ pronouns: "they/them" }, tokens[EDITOR], "Players", idOf(SAVED));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const json = JSON.stringify(reply.body);
    expect(json).not.toContain(NEW_DISCORD);
    expect(json).not.toContain("website_settings");
  });
});

describe("a client's broadcast", () => {
  it("its owner pointing it at a broadcast their crew does not drive is refused 403, and the client is unchanged", async () => {
    const reply = await refused(() => save({ broadcast: [ELSEWHERE] }, tokens.crew, "Clients", CLIENT));
    expect(reply).toEqual({ status: 403, body: { error: true, errorMessage: CONSOLE_MESSAGES.manage } });
    expect((await t.store.getTyped(CLIENT, "Clients"))?.broadcast).toEqual([HOME]);
    // Nor may a new client be made pointing there.
    const created = await refused(() => save({ key: "privacy-new", broadcast: [ELSEWHERE] }, tokens[EDITOR], "Clients"));
    expect(created.status).toBe(403);
  });

  it("its owner points it at a broadcast they drive, and edits it otherwise as before", async () => {
    const reply = await save({ broadcast: [SECOND], name: "Crew PC" }, tokens.crew, "Clients", CLIENT);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await t.store.getTyped(CLIENT, "Clients")).toMatchObject({ broadcast: [SECOND], name: "Crew PC" });
    const renamed = await save({ name: "Crew PC 2" }, tokens.crew, "Clients", CLIENT);
    expect(renamed.status).toBe(200);
  });
});

describe("a production client's key and crew", () => {
  const PRODUCER_CLIENT = seedId("client:producer");
  const KEY_ROOM = "client-producer";
  const hidden = (record: Record<string, unknown>) => {
    expect(record).toMatchObject({ id: PRODUCER_CLIENT, name: "Producer PC" });
    expect(record).not.toHaveProperty("key");
    expect(record).not.toHaveProperty("staff");
  };
  const shown = (record: Record<string, unknown>) => expect(record).toMatchObject({ key: "producer", staff: [idOf(PRODUCER)] });

  it("an anonymous read by id carries neither its key nor its staff, on /things, /thing and the socket", async () => {
    const { body } = await t.post("/things", { ids: [PRODUCER_CLIENT, PRODUCER_CLIENT.slice(3)] });
    body.forEach(hidden);
    hidden((await t.get(`/thing/${PRODUCER_CLIENT}`)).body);
    const socket = await t.socket();
    const update = nextUpdate(socket, PRODUCER_CLIENT);
    socket.emit("subscribe", PRODUCER_CLIENT);
    hidden((await update).data);
  });

  it("a read by its key shows both, as its anonymous overlays need (the observer rule reads its staff)", async () => {
    const { body } = await t.post("/things", { ids: [KEY_ROOM, "client-PRODUCER"] });
    body.forEach(shown);
    shown((await t.get(`/thing/${KEY_ROOM}`)).body);
    const socket = await t.socket();
    const update = nextUpdate(socket, KEY_ROOM);
    socket.emit("get_and_subscribe", KEY_ROOM);
    shown((await update).data);
  });

  it("its owner, site staff and the crew of a broadcast listing it read both by id; another player does not", async () => {
    // Caster Quinn owns no client: the demo event's staff, so on the main broadcast's crew.
    for (const token of [tokens[PRODUCER], tokens[ORGANISER], tokens[EDITOR]])
      shown((await t.post("/things", { ids: PRODUCER_CLIENT }, token)).body[0]);
    for (const token of [tokens[OTHER], tokens.crew, tokens.holder])
      hidden((await t.post("/things", { ids: PRODUCER_CLIENT }, token)).body[0]);
    // An owner of one client is not the crew of another crew's broadcast.
    const other = (await t.post("/things", { ids: OTHER_CLIENT }, tokens.crew)).body[0];
    expect(other).not.toHaveProperty("key");
    expect((await t.post("/things", { ids: CLIENT }, tokens.crew)).body[0]).toMatchObject({ key: "privacy-crew", staff: [CREW] });
  });

  it("Full broadcast permissions, who manage every client in the console, read even a client no broadcast lists", async () => {
    const unlisted = seedId("privacy:unlisted-client");
    await t.store.transaction((tx) => tx.insert("Clients", { key: "privacy-unlisted", name: "Spare PC" }, unlisted));
    expect((await t.post("/things", { ids: unlisted }, tokens[PRODUCER])).body[0]).toMatchObject({ key: "privacy-unlisted" });
    for (const token of [undefined, tokens[EDITOR], tokens.crew])
      expect((await t.post("/things", { ids: unlisted }, token)).body[0]).not.toHaveProperty("key");
  });

  it("a player's clients (who owns which client) reach only them and staff", async () => {
    for (const token of [undefined, tokens[OTHER]])
      expect((await t.post("/things", { ids: idOf(PRODUCER) }, token)).body[0]).not.toHaveProperty("clients");
    for (const token of [tokens[PRODUCER], tokens[ORGANISER]])
      expect((await t.post("/things", { ids: idOf(PRODUCER) }, token)).body[0].clients).toEqual([PRODUCER_CLIENT]);
  });

  it("a change reaches the key's room in full and the id's room without key or staff; the table list names ids only", async () => {
    const byId = await t.socket();
    const byKey = await t.socket();
    const first = [nextUpdate(byId, PRODUCER_CLIENT), nextUpdate(byKey, KEY_ROOM)];
    byId.emit("subscribe", PRODUCER_CLIENT);
    byKey.emit("subscribe", KEY_ROOM);
    await Promise.all(first);
    const next = [nextUpdate(byId, PRODUCER_CLIENT), nextUpdate(byKey, KEY_ROOM)];
    await t.store.transaction((tx) => tx.update(PRODUCER_CLIENT, "Clients", { cams: "https://cams.example/privacy" }));
    const [publicUpdate, keyUpdate] = await Promise.all(next);
    hidden(publicUpdate.data);
    expect(publicUpdate.data.cams).toBe("https://cams.example/privacy");
    shown(keyUpdate.data);
    expect(keyUpdate.data).toMatchObject({ cams: "https://cams.example/privacy", __id: KEY_ROOM });
    const list = (await t.post("/things", { ids: "Clients" })).body[0];
    expect(list.ids).toContain(PRODUCER_CLIENT);
    expect(JSON.stringify(list)).not.toContain('producer"');
  });
});
