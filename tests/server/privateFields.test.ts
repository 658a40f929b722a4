import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortId } from "../../domain/ids.ts";
import { seedId } from "../../server/seed/demo.ts";
import { demoDiscordId, GUESTS, STAFF, TEAMS, COACHES, BRAND_DESIGNER } from "../../server/seed/demoData.ts";
import { nextUpdate, startTestServer, type TestServer } from "./harness.ts";

/** Issue 15.1: a player's Discord id (and every other private field) reaches only them and staff, on every path. */
const OWNER = "Kitsune";
const OTHER = "Blaze";
const ADMIN = "Admin Morgan"; // Can edit any event: site staff
const PRODUCER = "Demo Producer"; // Full broadcast permissions: crew, not staff of players
const idOf = (name: string) => seedId(`player:${name}`);
const NAMES = [
  ...STAFF,
  ...GUESTS.map(([name]) => name),
  ...TEAMS.flatMap((team) => team.players.map(([name]) => name)),
  ...COACHES,
  BRAND_DESIGNER,
];
const DISCORD_IDS = NAMES.map(demoDiscordId);

/** The demo Discord ids a reply carries, except those of `except`. */
const leaked = (reply: unknown, except: string[] = []) => {
  const json = JSON.stringify(reply);
  return NAMES.filter((name, i) => !except.includes(name) && json.includes(DISCORD_IDS[i]));
};

let t: TestServer;
let distDir: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), "dist-"));
  writeFileSync(join(distDir, "index.html"), "<!doctype html><title>site</title>");
  t = await startTestServer({ config: { distDir } });
  for (const name of [OWNER, OTHER, ADMIN, PRODUCER]) tokens[name] = await t.tokenFor(idOf(name));
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.url}${path}`, { headers });
  return { status: response.status, body: await response.json() };
};

describe("the demo's players", () => {
  it("carry Discord ids as players who signed in would", async () => {
    const players = await t.store.list("Players");
    expect(players.map((p) => p.discord_id)).toEqual(players.map((p) => demoDiscordId(p.name)));
    expect(await t.store.lookup(`discord-${demoDiscordId(OWNER)}`)).toBe(idOf(OWNER));
  });
});

describe("POST /things and GET /thing", () => {
  it("never give an anonymous caller or another player a player's Discord id or avatar link", async () => {
    await t.store.transaction((tx) => tx.update(idOf(OWNER), "Players", { avatar: `https://cdn.example/${demoDiscordId(OWNER)}.png` }));
    for (const token of [undefined, tokens[OTHER], tokens[PRODUCER], "not-a-token"]) {
      const { body } = await t.post("/things", { ids: `${idOf(OWNER)},${shortId(idOf(OWNER))}` }, token);
      expect(body).toHaveLength(2);
      for (const record of body) {
        expect(record).toMatchObject({ id: idOf(OWNER), name: OWNER, __tableName: "Players" });
        expect(record).not.toHaveProperty("discord_id");
        expect(record).not.toHaveProperty("avatar");
      }
      const one = await get(`/thing/${shortId(idOf(OWNER))}`, token ? { Authorization: `Bearer ${token}` } : {});
      expect(one.status).toBe(200);
      expect(one.body.name).toBe(OWNER);
      expect(leaked(one.body)).toEqual([]);
    }
  });

  it("give the owner their own record whole, and site staff every player's", async () => {
    const own = await t.post("/things", { ids: idOf(OWNER) }, tokens[OWNER]);
    expect(own.body[0]).toMatchObject({ discord_id: demoDiscordId(OWNER), avatar: expect.stringContaining(demoDiscordId(OWNER)) });
    const staff = await get(`/thing/${idOf(OTHER)}`, { Authorization: `Bearer ${tokens[ADMIN]}` });
    expect(staff.body.discord_id).toBe(demoDiscordId(OTHER));
    // The original website's form: `GET /things/a,b` with `Authentication:`.
    const original = await get(`/things/${idOf(OWNER)},${idOf(OTHER)}`, { Authentication: `Bearer ${tokens[OWNER]}` });
    expect(original.body.map((r: { discord_id?: string }) => r.discord_id)).toEqual([demoDiscordId(OWNER), undefined]);
  });
});

describe("the lists", () => {
  it("special:players and the Players table enumerate players without handing out a Discord id", async () => {
    for (const [token, self] of [
      [undefined, []],
      [tokens[OTHER], [OTHER]],
    ] as const) {
      const { body } = await t.post("/things", { ids: "special:players,Players" }, token);
      expect(leaked(body)).toEqual([]);
      const ids = [...new Set<string>([...body[0].players.map((p: { id: string }) => p.id), ...body[1].ids])];
      expect(ids).toHaveLength(NAMES.length);
      const records = await t.post("/things", { ids: ids.join(",") }, token);
      expect(records.body.every((r: { __tableName?: string }) => r.__tableName === "Players")).toBe(true);
      expect(leaked(records.body, [...self])).toEqual([]);
    }
  });
});

describe("data_update", () => {
  const collect = (socket: Socket) => {
    const seen: [string, unknown][] = [];
    socket.on("data_update", (key: string, data: unknown) => seen.push([key, data]));
    return seen;
  };

  it("subscribe and get_and_subscribe answer the public projection, to anonymous and signed-in sockets", async () => {
    for (const token of [undefined, tokens[OTHER]]) {
      const socket = await t.socket({ token });
      const reply = nextUpdate(socket, idOf(OWNER));
      socket.emit("subscribe", idOf(OWNER));
      expect((await reply).data.name).toBe(OWNER);
      expect(leaked((await reply).data)).toEqual([]);
      const original = nextUpdate(socket, shortId(idOf(OWNER)));
      socket.emit("get_and_subscribe", shortId(idOf(OWNER)));
      expect(leaked((await original).data)).toEqual([]);
      socket.close();
    }
  });

  it("a change goes out to every room without the Discord id, and never to the sign-in lookup key's room", async () => {
    const anonymous = await t.socket();
    const other = await t.socket({ token: tokens[OTHER] });
    const seen = [collect(anonymous), collect(other)];
    for (const socket of [anonymous, other]) {
      const first = nextUpdate(socket, idOf(OWNER));
      socket.emit("subscribe-multiple", [idOf(OWNER), shortId(idOf(OWNER)), `discord-${demoDiscordId(OWNER)}`]);
      await first;
    }
    const updates = [anonymous, other].map((s) => nextUpdate(s, idOf(OWNER)));
    const reply = await t.post("/actions/update-profile-data", { profileData: { pronouns: "they/them" } }, tokens[OWNER]);
    expect(reply.status).toBe(200);
    for (const update of await Promise.all(updates)) {
      expect(update.data).toMatchObject({ name: OWNER, pronouns: "they/them" });
      expect(update.data).not.toHaveProperty("discord_id");
    }
    // Every room of one change goes out in the same send: a later reply on the socket comes after all of them.
    for (const socket of [anonymous, other]) {
      const later = nextUpdate(socket, "broadcast-main");
      socket.emit("get_and_subscribe", "broadcast-main");
      await later;
    }
    for (const list of seen) {
      expect(list.map(([key]) => key)).not.toContain(`discord-${demoDiscordId(OWNER)}`);
      expect(leaked(list)).toEqual([]);
    }
  });
});

describe("Open Graph", () => {
  it("a player page's link preview carries no private field", async () => {
    await t.store.transaction((tx) => tx.update(idOf(OWNER), "Players", { draft_data: `{"discord":"${demoDiscordId(OWNER)}"}` }));
    const html = await (await fetch(`${t.url}/player/${shortId(idOf(OWNER))}`)).text();
    expect(html).toContain(`content="${OWNER}"`);
    expect(leaked(html)).toEqual([]);
  });
});
