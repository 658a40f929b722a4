// set-player-relationships (SPEC §7): who is chosen per role on a match, kept on both sides,
// and the clients' cams saved with them. Each test works on a match of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../server/seed/demo.ts";
import type { Fields } from "../../../domain/tables.ts";
import { ownRecords, startTestServer, type TestServer } from "../harness.ts";

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  // Admin Morgan: Can edit any match.
  admin = await t.tokenFor(seedId("player:Admin Morgan"));
});
afterAll(() => t?.close());

const { key, get, insert, count } = ownRecords(() => t, "prel");

/** A match of its own, with relationships (each one's player and matches filled in) and the players' back links. */
async function setup(rels: { role?: string; player?: string | null; matches?: "this" | "this+other" | "none"; events?: string[] }[]) {
  const match = key("match");
  const other = key("other");
  const ids: string[] = [];
  await t.store.transaction(async (tx) => {
    await tx.insert("Matches", {}, match);
    await tx.insert("Matches", {}, other);
    for (const rel of rels) {
      const fields: Record<string, unknown> = { singular_name: rel.role ?? "Caster" };
      if (rel.player) fields.player = [rel.player];
      if (rel.matches !== "none") fields.matches = rel.matches === "this+other" ? [match, other] : [match];
      if (rel.events) fields.events = rel.events;
      const saved = await tx.insert("Player Relationships", fields as Fields<"Player Relationships">, key("rel"));
      ids.push(saved.id);
      if (rel.player) {
        const who = await tx.getTyped(rel.player, "Players");
        if (who) await tx.update(who.id, "Players", { player_relationships: [...(who.player_relationships ?? []), saved.id] });
      }
    }
    await tx.update(match, "Matches", { player_relationships: ids });
  });
  return { match, other, rels: ids };
}

const newPlayer = (fields: Partial<Fields<"Players">> = {}) => insert("Players", { name: `Person ${count()}`, ...fields }, key("player"));

const setRoles = (matchID: string, roles: Record<string, { count: number; selected: string[] }>, clientCams?: unknown) =>
  t.post("/actions/set-player-relationships", { matchID, roles, ...(clientCams ? { clientCams } : {}) }, admin);

describe("set-player-relationships", () => {
  it("refuses more people than the role's count, naming the role, and changes nothing", async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const { match } = await setup([]);
    const revision = await t.store.revision();
    const reply = await setRoles(match, { Caster: { count: 1, selected: [a, b] } });
    expect(reply).toEqual({
      status: 400,
      body: { error: true, errorMessage: "Caster: at most 1 people", issues: [{ path: "roles.Caster.selected", message: "At most 1" }] },
    });
    expect(await t.store.revision()).toBe(revision);
  });

  it("adds a chosen player's relationship on both sides, keeping the player's other relationships", async () => {
    const a = await newPlayer();
    const earlier = await setup([{ player: a, role: "Observer" }]);
    const { match } = await setup([]);
    const reply = await setRoles(match, { Caster: { count: 2, selected: [a] } });
    expect(reply.status).toBe(200);
    const [added] = reply.body.data.added;
    expect(await get(added)).toMatchObject({ singular_name: "Caster", player: [a], matches: [match] });
    expect((await get(a))!.player_relationships).toEqual([earlier.rels[0], added]);
    expect((await get(match))!.player_relationships).toEqual([added]);
  });

  it("gives a player with no relationships yet exactly the new one", async () => {
    const a = await newPlayer();
    const { match } = await setup([]);
    const reply = await setRoles(match, { Producer: { count: 1, selected: [a] } });
    expect((await get(a))!.player_relationships).toEqual(reply.body.data.added);
  });

  it("leaves the other roles alone when only one role is sent", async () => {
    const [caster, observer] = [await newPlayer(), await newPlayer()];
    const { match, rels } = await setup([
      { player: caster, role: "Caster" },
      { player: observer, role: "Observer" },
    ]);
    const reply = await setRoles(match, { Caster: { count: 2, selected: [caster] } });
    expect(reply.body.data.added).toEqual([]);
    expect((await get(match))!.player_relationships).toEqual(rels);
    expect(await get(rels[1])).not.toBeNull();
  });

  it("removes a relationship no longer chosen and takes it off its player, who keeps the others", async () => {
    const a = await newPlayer();
    const kept = await setup([{ player: a, role: "Observer" }]);
    const { match, rels } = await setup([{ player: a, role: "Caster" }]);
    expect((await get(a))!.player_relationships).toEqual([kept.rels[0], rels[0]]);
    const reply = await setRoles(match, { Caster: { count: 2, selected: [] } });
    expect(reply.status).toBe(200);
    expect(await get(rels[0])).toBeNull();
    expect((await get(a))!.player_relationships).toEqual([kept.rels[0]]);
    expect((await get(match))!.player_relationships).toBeUndefined();
  });

  it("removes a relationship whose player has no list of relationships", async () => {
    const a = await newPlayer();
    const { match, rels } = await setup([{ player: a }]);
    await t.store.transaction((tx) => tx.update(a, "Players", { player_relationships: null }));
    expect((await setRoles(match, { Caster: { count: 2, selected: [] } })).status).toBe(200);
    expect(await get(rels[0])).toBeNull();
    expect((await get(a))!.player_relationships).toEqual([]);
  });

  it("removes a relationship whose player no longer exists", async () => {
    const { match, rels } = await setup([{ player: seedId("prel:gone") }]);
    expect((await setRoles(match, { Caster: { count: 2, selected: [] } })).status).toBe(200);
    expect(await get(rels[0])).toBeNull();
  });

  it("a relationship that also covers another match only loses this one", async () => {
    const a = await newPlayer();
    const { match, other, rels } = await setup([{ player: a, matches: "this+other" }]);
    expect((await setRoles(match, { Caster: { count: 2, selected: [] } })).status).toBe(200);
    expect(await get(rels[0])).toMatchObject({ player: [a], matches: [other] });
    expect((await get(a))!.player_relationships).toEqual(rels);
  });

  it("a relationship that also covers an event only loses this match", async () => {
    const a = await newPlayer();
    const event = seedId("event:spring");
    const { match, rels } = await setup([
      { player: a, events: [event] },
      { player: a, events: [event], matches: "none" },
    ]);
    expect((await setRoles(match, { Caster: { count: 2, selected: [] } })).status).toBe(200);
    for (const id of rels) {
      const rel = await get(id);
      expect(rel).toMatchObject({ player: [a], events: [event] });
      expect(rel!.matches).toBeUndefined();
    }
  });

  it("copes with a relationship without a player and drops a link to a missing record", async () => {
    const a = await newPlayer();
    const { match, rels } = await setup([{ player: null }]);
    const missing = seedId("prel:missing");
    await t.store.transaction((tx) => tx.update(match, "Matches", { player_relationships: [...rels, missing] }));
    const reply = await setRoles(match, { Caster: { count: 2, selected: [a] } });
    expect(reply.status).toBe(200);
    expect(await get(rels[0])).toBeNull();
    expect((await get(match))!.player_relationships).toEqual(reply.body.data.added);
  });

  it("refuses an unknown player and changes nothing", async () => {
    const { match } = await setup([]);
    const revision = await t.store.revision();
    const reply = await setRoles(match, { Caster: { count: 2, selected: [seedId("prel:nobody")] } });
    expect(reply).toEqual({ status: 404, body: { error: true, errorMessage: "Player not found" } });
    expect(await t.store.revision()).toBe(revision);
  });

  it("saves each client's cams, and refuses an unknown client", async () => {
    const client = seedId("client:observer");
    const cams = [seedId("player:Kitsune"), seedId("player:Blaze")];
    const { match } = await setup([]);
    expect((await setRoles(match, {}, [{ clientID: client, cams }])).status).toBe(200);
    expect((await get(client))!.cams).toBe(cams.join(","));
    const revision = await t.store.revision();
    const unknown = await setRoles(match, {}, [{ clientID: seedId("prel:no-client"), cams: [] }]);
    expect(unknown).toEqual({ status: 404, body: { error: true, errorMessage: "Client not found" } });
    expect(await t.store.revision()).toBe(revision);
  });
});
