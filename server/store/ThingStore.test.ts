import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freshDatabaseUrl } from "../../tests/server/freshDatabase.ts";
import { openDb } from "./db.ts";
import { SESSION_CACHE_MS, ThingStore, type Change } from "./ThingStore.ts";

const stores: ThingStore[] = [];
async function makeStore(path = ":memory:", now: () => number = Date.now) {
  const { db, dialect } = await openDb({ sqlitePath: path, databaseUrl: path === ":memory:" ? await freshDatabaseUrl() : undefined });
  const store = new ThingStore(db, dialect, now);
  stores.push(store);
  return store;
}
afterEach(async () => {
  while (stores.length) await stores.pop()!.close();
});

describe("ThingStore", () => {
  it("finds a player by chat-platform account, also for players stored before that lookup existed", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "store-")), "old.sqlite");
    const store = await makeStore(path);
    const player = await store.transaction((tx) => tx.insert("Players", { name: "Old Timer", discord_id: "80351110224678912" }));
    expect(await store.lookup("discord-80351110224678912")).toBe(player.id);
    // As a database from before migration 003: no lookup, neither that migration nor any later one run.
    await store.db.deleteFrom("lookups").where("key", "=", "discord-80351110224678912").execute();
    await store.db
      .deleteFrom("kysely_migration" as never)
      .where("name" as never, ">=", "003" as never)
      .execute();
    await store.db.schema.dropTable("stream_states").execute();
    await store.db.schema.dropTable("audit").execute();
    await store.db.schema.dropTable("audit_scopes").execute();
    for (const table of ["webhooks", "webhook_events", "webhook_deliveries"]) await store.db.schema.dropTable(table).execute();
    await stores.pop()!.close();
    const reopened = await makeStore(path);
    expect(await reopened.lookup("discord-80351110224678912")).toBe(player.id);
  });

  it("gives every write a version that only goes up, and finds records by synthetic key", async () => {
    const store = await makeStore();
    const a = await store.transaction((tx) => tx.insert("Broadcasts", { name: "Main", key: "main-v" }));
    const b = await store.transaction((tx) => tx.update(a.id, "Broadcasts", { title: "Live" }));
    expect(b.__version).toBeGreaterThan(a.__version);
    expect(await store.lookup("broadcast-main-v")).toBe(a.id);
    expect((await store.getTyped(a.id.slice(3), "Broadcasts"))?.title).toBe("Live");
  });

  it("removes a field set to null, and moves a synthetic key when it changes", async () => {
    const store = await makeStore();
    const a = await store.transaction((tx) => tx.insert("Clients", { key: "Deck-One", name: "Deck" }));
    await store.transaction((tx) => tx.update(a.id, "Clients", { name: null, key: "deck-two" }));
    const after = await store.get(a.id);
    expect(after).not.toHaveProperty("name");
    expect(await store.lookup("client-deck-one")).toBeNull();
    expect(await store.lookup("client-deck-two")).toBe(a.id);
  });

  it("a transaction that fails leaves nothing behind and tells no listener", async () => {
    const store = await makeStore();
    const heard: Change[][] = [];
    store.onCommit(({ changes }) => heard.push(changes));
    const before = await store.revision();
    await expect(
      store.transaction(async (tx) => {
        await tx.insert("Teams", { name: "Ghosts" });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await store.list("Teams")).toHaveLength(0);
    expect(await store.revision()).toBe(before);
    expect(heard).toHaveLength(0);
  });

  it("refuses fields that break the table's schema, naming the field", async () => {
    const store = await makeStore();
    await expect(store.transaction((tx) => tx.insert("Matches", { score_1: -1 }))).rejects.toThrow(/score_1/);
  });

  it("tells listeners each changed record once per commit, with before and after", async () => {
    const store = await makeStore();
    const heard: Change[][] = [];
    store.onCommit(({ changes }) => heard.push(changes));
    await store.transaction(async (tx) => {
      const team = await tx.insert("Teams", { name: "One" });
      await tx.update(team.id, "Teams", { code: "ONE" });
    });
    expect(heard).toHaveLength(1);
    expect(heard[0]).toHaveLength(1);
    expect(heard[0][0].before).toBeNull();
    expect(heard[0][0].after).toMatchObject({ name: "One", code: "ONE" });
  });

  it("refuses a revoked session at once, and one revoked behind its back once the cache lapses", async () => {
    let now = 1_000_000;
    const store = await makeStore(undefined, () => now);
    const player = await store.transaction((tx) => tx.insert("Players", { name: "Session Holder" }));
    await store.createSession(player.id, "hash-a", 60_000);
    await store.createSession(player.id, "hash-b", 60_000);
    expect(await store.findSession("hash-a")).toMatchObject({ playerId: player.id });
    expect(await store.findSession("hash-b")).toMatchObject({ playerId: player.id });
    await store.revokeSession("hash-a");
    expect(await store.findSession("hash-a")).toBeNull();
    // Revoked in the table by someone else (another process that did not say so): trusted only until the cache lapses.
    await store.db.updateTable("sessions").set({ revoked: 1 }).where("token_hash", "=", "hash-b").execute();
    now += SESSION_CACHE_MS + 1;
    expect(await store.findSession("hash-b")).toBeNull();
  });

  it("the player a session signs in as is read again once a commit changes them, here or in another process", async () => {
    const store = await makeStore();
    const player = await store.transaction((tx) => tx.insert("Players", { name: "Before" }));
    await store.createSession(player.id, "hash-p", 60_000);
    expect((await store.sessionPlayer("hash-p"))?.name).toBe("Before");
    await store.transaction((tx) => tx.update(player.id, "Players", { name: "After" }));
    expect((await store.sessionPlayer("hash-p"))?.name).toBe("After");
    // Another process's write, told as the cluster tells it.
    await store.db
      .updateTable("things")
      .set({ data: JSON.stringify({ name: "Elsewhere" }) })
      .where("id", "=", player.id)
      .execute();
    expect((await store.sessionPlayer("hash-p"))?.name).toBe("After");
    store.forgetPlayers([player.id]);
    expect((await store.sessionPlayer("hash-p"))?.name).toBe("Elsewhere");
  });

  it("a transaction reads its own writes, alone or together with other reads, and a removed record as missing", async () => {
    const store = await makeStore();
    const [a, b] = await store.transaction(async (tx) => [
      await tx.insert("Teams", { name: "A" }),
      await tx.insert("Teams", { name: "B" }),
    ]);
    const seen = await store.transaction(async (tx) => {
      const before = await Promise.all([tx.get(a.id), tx.getMany([b.id, "recMissing0000"]), tx.getTyped(a.id, "Players")]);
      await tx.update(a.id, "Teams", { name: "A2" });
      await tx.remove(b.id);
      const after = await Promise.all([tx.getTyped(a.id, "Teams"), tx.getMany([a.id, b.id])]);
      return { before, after };
    });
    const names = (things: ({ name?: string } | null)[]) => things.map((t) => t?.name ?? null);
    expect(names([seen.before[0] as { name?: string } | null])).toEqual(["A"]);
    expect(names(seen.before[1] as ({ name?: string } | null)[])).toEqual(["B", null]);
    expect(seen.before[2]).toBeNull();
    expect(seen.after[0]?.name).toBe("A2");
    expect(names(seen.after[1] as ({ name?: string } | null)[])).toEqual(["A2", null]);
    expect((await store.getTyped(a.id, "Teams"))?.name).toBe("A2");
    expect(await store.get(b.id)).toBeNull();
  });

  it("keeps what it acknowledged when the process reopens the file", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "store-")), "db.sqlite");
    const first = await makeStore(path);
    const team = await first.transaction((tx) => tx.insert("Teams", { name: "Durable" }));
    await first.close();
    stores.splice(stores.indexOf(first), 1);
    const second = await makeStore(path);
    expect((await second.getTyped(team.id, "Teams"))?.name).toBe("Durable");
    expect(await second.revision()).toBe(team.__version);
  });
});
