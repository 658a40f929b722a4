import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { DEMO_PRODUCER_ID } from "../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "./harness.ts";

// Pages subscribing at once (a process came back, a balancer dropped them all) share the read of
// a room, unless a send reached the room after that read began.
let t: TestServer;
let token: string;
/** Record reads of the store the subscribe replies make, counted, and while `holding` held until `release`. */
let reads = 0;
let holding = false;
const held: (() => void)[] = [];
function hold() {
  reads = 0;
  holding = true;
}
function release() {
  holding = false;
  held.splice(0).forEach((go) => go());
}

beforeAll(async () => {
  t = await startTestServer();
  token = await t.tokenFor(DEMO_PRODUCER_ID);
  const getMany = t.store.getMany.bind(t.store);
  t.store.getMany = async (ids) => {
    reads++;
    if (holding) await new Promise<void>((go) => held.push(go));
    return getMany(ids);
  };
});
afterAll(() => t.close());

/** A socket subscribed to broadcast-main, with every title it heard, in order. */
async function subscriber(): Promise<{ socket: Socket; titles: string[] }> {
  const socket = await t.socket();
  const titles: string[] = [];
  socket.on("data_update", (_key: string, record: { title: string }) => titles.push(record.title));
  socket.emit("subscribe", "broadcast-main");
  return { socket, titles };
}

describe("subscribe replies read together", () => {
  it("twenty pages subscribing at once cost one read, and each gets the record", async () => {
    hold();
    const pages = await Promise.all(Array.from({ length: 20 }, subscriber));
    // Every page is in the room, its reply waiting.
    await expect.poll(() => t.server.io.sockets.adapter.rooms.get("broadcast-main")?.size).toBe(20);
    expect(held.length).toBe(1);
    release();
    await expect.poll(() => pages.every((p) => p.titles.length === 1)).toBe(true);
    expect(reads).toBe(1);
    expect(new Set(pages.map((p) => p.titles[0])).size).toBe(1);
  });

  it("a page subscribing after a send reached the room reads afresh, and every page ends on the newest title", async () => {
    hold();
    const first = await subscriber();
    await expect.poll(() => held.length).toBe(1);
    // A write while the first read is held: its send reaches the room (and the first page) now.
    const write = await t.post("/actions/update-broadcast", { title: "Written during the read" }, token);
    expect(write.status).toBe(200);
    await expect.poll(() => first.titles).toEqual(["Written during the read"]);
    const second = await subscriber();
    await expect.poll(() => held.length).toBe(2);
    release();
    await expect.poll(() => second.titles).toEqual(["Written during the read"]);
    // The first page's reply was older than what it holds: never sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.titles).toEqual(["Written during the read"]);
    expect(reads).toBe(2);
  });
});
