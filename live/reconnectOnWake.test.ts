// A page that comes back online or into view reconnects at once instead of at its next retry.
import { afterEach, beforeEach, expect, it, vi } from "vitest";

const socket = vi.hoisted(() => ({
  connected: false,
  active: true,
  calls: [] as string[],
  on() {
    return this;
  },
  emit() {
    return this;
  },
  disconnect() {
    this.calls.push("disconnect");
    return this;
  },
  connect() {
    this.calls.push("connect");
    return this;
  },
  close() {},
}));
vi.mock("socket.io-client", () => ({ io: () => socket }));
const { ThingClient } = await import("./ThingClient.ts");

let page: EventTarget & { visibilityState: string };

beforeEach(() => {
  Object.assign(socket, { connected: false, active: true, calls: [] });
  page = Object.assign(new EventTarget(), { visibilityState: "visible" });
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("document", page);
});
afterEach(() => void vi.unstubAllGlobals());

it("back online or visible while disconnected: a fresh attempt now", () => {
  const client = new ThingClient({ fetch: async () => new Response("[]") });
  window.dispatchEvent(new Event("online"));
  page.dispatchEvent(new Event("visibilitychange"));
  expect(socket.calls).toEqual(["disconnect", "connect", "disconnect", "connect"]);
  client.close();
});

it("leaves alone a connected socket, a hidden page, one the server closed, and a closed client", () => {
  const client = new ThingClient({ fetch: async () => new Response("[]") });
  socket.connected = true;
  window.dispatchEvent(new Event("online"));
  Object.assign(socket, { connected: false });
  page.visibilityState = "hidden";
  page.dispatchEvent(new Event("visibilitychange"));
  page.visibilityState = "visible";
  socket.active = false;
  window.dispatchEvent(new Event("online"));
  socket.active = true;
  client.close();
  window.dispatchEvent(new Event("online"));
  expect(socket.calls).toEqual([]);
});
