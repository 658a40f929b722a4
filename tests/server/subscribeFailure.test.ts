import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { DEMO_EVENT_ID } from "../../server/seed/demo.ts";
import { nextUpdate, startTestServer, type TestServer } from "./harness.ts";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

it("a subscribe whose read fails (the database away a moment) leaves the server running and the socket subscribed", async () => {
  const read = vi.spyOn(t.store, "getMany").mockRejectedValueOnce(new Error("connection terminated"));
  const socket = await t.socket();
  socket.emit("subscribe", DEMO_EVENT_ID);
  await expect.poll(() => read.mock.calls.length).toBeGreaterThan(0);
  read.mockRestore();
  // The server answers, and the socket, still in the event's room, gets its next change.
  expect((await t.get("/health")).status).toBe(200);
  const changed = nextUpdate(socket, DEMO_EVENT_ID);
  await t.store.transaction((tx) => tx.update(DEMO_EVENT_ID, "Events", { round: "Week 9" }));
  expect((await changed).data.round).toBe("Week 9");
});
