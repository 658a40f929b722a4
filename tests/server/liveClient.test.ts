import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asTable } from "../../domain/tables.ts";
import { DEMO_EVENT_ID, DEMO_PRODUCER_ID, seedId } from "../../server/seed/demo.ts";
import { until } from "../eventually.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { callAction } from "../../live/actions.ts";
import { ThingClient } from "../../live/ThingClient.ts";

let t: TestServer;
let token: string;
const clients: ThingClient[] = [];

beforeAll(async () => {
  t = await startTestServer();
  token = await t.tokenFor(DEMO_PRODUCER_ID);
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  await t.close();
});

function makeClient(fetchImpl?: typeof fetch) {
  const client = new ThingClient({ baseUrl: t.url, fetch: fetchImpl });
  clients.push(client);
  return client;
}

describe("ThingClient", () => {
  it("splits 501 requested ids into two batches of at most 500", async () => {
    const batches: number[] = [];
    const counting: typeof fetch = async (input, init) => {
      batches.push(String(JSON.parse(String(init?.body)).ids).split(",").length);
      return fetch(input, init);
    };
    const client = makeClient(counting);
    const keys = [DEMO_EVENT_ID, ...Array.from({ length: 500 }, (_, i) => `recMissing${String(i).padStart(7, "0")}`)];
    keys.forEach((key) => client.watch(key, () => {}));
    await until(() => keys.every((key) => client.get(key) !== undefined));
    expect(batches.sort((a, b) => b - a)).toEqual([500, 1]);
    expect(asTable(client.get(DEMO_EVENT_ID), "Events")?.name).toBe("Community Cup Spring 2026");
    expect(client.get(keys[1])).toBeNull();
  });

  it("load() answers a record once, and null for a key that names nothing", async () => {
    const client = makeClient();
    expect((await client.load("subdomain-spring"))?.id).toBe(DEMO_EVENT_ID);
    expect(await client.load("news-no-such-news")).toBeNull();
  });

  it("a watched record changes when a producer acts, without asking again", async () => {
    const client = makeClient();
    let calls = 0;
    client.watch("broadcast-main", () => calls++);
    await until(() => client.get("broadcast-main") !== undefined);
    const reply = await callAction("update-broadcast", { title: "Live from the client test" }, { token, baseUrl: t.url });
    expect(reply).toEqual({ data: { id: seedId("broadcast:main") }, version: expect.any(Number) });
    await until(() => asTable(client.get("broadcast-main"), "Broadcasts")?.title === "Live from the client test");
    // The reply's version is the one the readers hear.
    expect(client.get("broadcast-main")?.__version).toBe(!reply.error && reply.version);
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it("never goes back to an older version of a record", async () => {
    const client = makeClient();
    client.watch("broadcast-main", () => {});
    await until(() => client.get("broadcast-main") !== undefined);
    const current = asTable(client.get("broadcast-main"), "Broadcasts")!;
    const delivered = new Promise((resolve) => client.socket!.once("data_update", resolve));
    t.server.io.emit("data_update", "broadcast-main", { ...current, title: "Stale", __version: current.__version - 1 });
    await delivered;
    // Waits for nothing to happen: 150 ms, past the client's UPDATE_FLUSH_MS batching, in which it would have applied the stale copy.
    await new Promise((r) => setTimeout(r, 150));
    expect(asTable(client.get("broadcast-main"), "Broadcasts")?.title).toBe(current.title);
  });

  it("after a dropped connection it subscribes again and shows what changed meanwhile", async () => {
    const client = makeClient();
    client.watch("broadcast-main", () => {});
    await until(() => client.status.connected && client.get("broadcast-main") !== undefined);
    // The network drops: the server's end of the transport closes, as when a cable is pulled.
    const serverSide = t.server.io.sockets.sockets.get(client.socket!.id!)!;
    serverSide.conn.close();
    await until(() => !client.status.connected && serverSide.disconnected);
    await callAction("update-broadcast", { title: "Changed during the outage" }, { token, baseUrl: t.url });
    expect(asTable(client.get("broadcast-main"), "Broadcasts")?.title).not.toBe("Changed during the outage");
    await until(
      () => client.status.connected && asTable(client.get("broadcast-main"), "Broadcasts")?.title === "Changed during the outage",
      "the client back with the change made during the outage",
    );
  });

  it("answers Not authenticated without calling the server when there is no token", async () => {
    expect(await callAction("update-broadcast", { title: "x" }, { token: null, baseUrl: t.url })).toEqual({
      error: true,
      errorMessage: "Not authenticated",
    });
  });
});
