// A console list kept live over a big table (issue 33): a list open at 10,000 players heard of
// each added player through the table's whole id list, about 200 KB a message. It now listens
// to the table's digest (its count and a hash of its ids): an added record costs a small
// message. Measured in bytes over a real socket, never in time.
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tableDigestKey } from "../../domain/wireRecords.ts";
import { seedId } from "../../server/seed/demo.ts";
import { nextUpdate, startTestServer, type TestServer } from "./harness.ts";

let t: TestServer;
let admin: string;
const PLAYERS = 10_000;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.tokenFor(seedId("player:Admin Morgan"));
  await t.store.transaction(async (tx) => {
    for (let i = 0; i < PLAYERS; i++) await tx.insert("Players", { name: `Bulk Player ${String(i).padStart(5, "0")}` });
  });
}, 120_000);
afterAll(() => t.close());

/** The bytes of every socket.io message the socket receives from now on (as the wire carries them). */
function countBytes(socket: Socket) {
  const sizes: number[] = [];
  socket.io.engine.on("message", (data: unknown) => {
    sizes.push(typeof data === "string" ? Buffer.byteLength(data) : (data as ArrayBuffer).byteLength);
  });
  return { total: () => sizes.reduce((a, b) => a + b, 0), largest: () => Math.max(0, ...sizes), reset: () => (sizes.length = 0) };
}

describe("a console list over 10,000 players", () => {
  it("hears of an added player in a small message, where the table's id list is 200 KB", async () => {
    expect((await t.store.list("Players")).length).toBeGreaterThan(PLAYERS);
    const listSocket = await t.socket({ token: admin });
    const key = tableDigestKey("Players");
    const first = nextUpdate(listSocket, key);
    listSocket.emit("subscribe", key);
    const before = (await first).data;
    expect(before).toMatchObject({ __tableName: "Table Digest", count: expect.any(Number) });
    const bytes = countBytes(listSocket);

    const update = nextUpdate(listSocket, key);
    const saved = await t.post("/actions/save-record", { table: "Players", fields: { name: "One More Player" } }, admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await update).data;
    expect(after.count).toBe(before.count + 1);
    expect(after.digest).not.toBe(before.digest);
    expect(after.__version).toBeGreaterThan(before.__version);
    // The whole cost of the added record to this socket: one small message.
    expect(bytes.largest()).toBeLessThan(400);
    expect(bytes.total()).toBeLessThan(1_000);

    // What the list cost before: the table's whole id list for each added record.
    const old = await t.socket({ token: admin });
    const oldBytes = countBytes(old);
    const listed = nextUpdate(old, "Players");
    old.emit("subscribe", "Players");
    await listed;
    expect(oldBytes.largest()).toBeGreaterThan(150_000);
    process.stdout.write(`[console list] an added player: ${bytes.total()} bytes; the table's id list: ${oldBytes.largest()} bytes\n`);
  });

  it("a removed record lowers the count", async () => {
    const socket = await t.socket({ token: admin });
    const key = tableDigestKey("Players");
    const first = nextUpdate(socket, key);
    socket.emit("subscribe", key);
    const before = (await first).data;
    const removed = nextUpdate(socket, key);
    const player = (await t.store.list("Players")).find((p) => p.name === "One More Player")!;
    await t.store.transaction((tx) => tx.remove(player.id));
    expect((await removed).data.count).toBe(before.count - 1);
  });
});
