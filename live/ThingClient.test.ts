import { beforeEach, describe, expect, it, vi } from "vitest";
import { until } from "../tests/eventually.ts";
import { ThingClient } from "./ThingClient.ts";

/** A stand-in socket that records what the client emits. */
const socket = vi.hoisted(() => ({
  emitted: [] as unknown[][],
  connected: false,
  on() {
    return this;
  },
  emit(...args: unknown[]) {
    this.emitted.push(args);
    return this;
  },
  close() {},
}));
vi.mock("socket.io-client", () => ({ io: () => socket }));

let fetches = 0;
/** `/things` answering an event record for every id asked for. */
const things: typeof fetch = async (_input, init) => {
  fetches++;
  const ids = String(JSON.parse(String(init?.body)).ids).split(",");
  return new Response(JSON.stringify(ids.map((id) => ({ id, __tableName: "Events", __version: 1, name: id }))));
};

/** One macrotask turn, not a timed wait: the client releases a key in a microtask, all of which have run by then. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  socket.emitted = [];
  fetches = 0;
});

describe("ThingClient watches", () => {
  it("a key unwatched and watched again in the same tick keeps its subscription and its record", async () => {
    const client = new ThingClient({ fetch: things });
    const stop = client.watch("recEVENT000000001", () => {});
    await until(() => client.get("recEVENT000000001") !== undefined);
    const record = client.get("recEVENT000000001");

    stop();
    client.watch("recEVENT000000001", () => {});
    await nextTask();

    expect(socket.emitted).toEqual([["subscribe", "recEVENT000000001"]]);
    expect(client.get("recEVENT000000001")).toBe(record);
    expect(fetches).toBe(1);
    client.close();
  });

  it("a key whose last watcher leaves is unsubscribed and dropped from the cache", async () => {
    const client = new ThingClient({ fetch: things });
    const stop = client.watch("recEVENT000000001", () => {});
    await until(() => client.get("recEVENT000000001") !== undefined);

    stop();

    await expect
      .poll(() => socket.emitted)
      .toEqual([
        ["subscribe", "recEVENT000000001"],
        ["unsubscribe", "recEVENT000000001"],
      ]);
    expect(client.get("recEVENT000000001")).toBeUndefined();
    client.close();
  });
});
