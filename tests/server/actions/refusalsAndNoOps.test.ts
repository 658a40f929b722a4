// Who is asking is settled before anything else, and a write that changes nothing is no news.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PRODUCER_ID } from "../../../server/seed/demo.ts";
import { ask, nextUpdate, startTestServer, type TestServer } from "../harness.ts";
import { MAIN_BROADCAST } from "./actors.ts";

let t: TestServer;
let producer: string;
beforeAll(async () => {
  t = await startTestServer();
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
});
afterAll(() => t.close());

const NOT_AUTHENTICATED = { error: true, errorMessage: "Not authenticated" };

describe("an anonymous call", () => {
  it("is refused 401 before its payload is read, over HTTP", async () => {
    const before = await t.store.revision();
    expect(await t.post("/actions/update-broadcast", { title: 5, nonsense: true })).toEqual({ status: 401, body: NOT_AUTHENTICATED });
    expect(await t.post("/actions/update-broadcast", "{not json")).toEqual({ status: 401, body: NOT_AUTHENTICATED });
    expect(await t.post("/actions/update-broadcast", { title: 5 }, "a-token-nobody-holds")).toEqual({
      status: 401,
      body: NOT_AUTHENTICATED,
    });
    expect(await t.store.revision()).toBe(before);
  });

  it("is refused 401 before its payload is read, over the socket", async () => {
    const socket = await t.socket();
    expect(await ask(socket, "update-broadcast", { title: 5, nonsense: true })).toEqual(NOT_AUTHENTICATED);
  });

  it("still gets the schema's complaints once signed in", async () => {
    const reply = await t.post("/actions/update-broadcast", { title: 5 }, producer);
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual([{ path: "title", message: expect.any(String) }]);
  });
});

describe("a write that changes nothing", () => {
  it("takes no version and tells nobody", async () => {
    const watcher = await t.socket();
    watcher.emit("subscribe", "broadcast-main");
    const first = await nextUpdate(watcher, "broadcast-main");
    const before = await t.store.revision();

    const empty = await t.post("/actions/update-broadcast", {}, producer);
    expect(empty.status).toBe(200);
    expect(empty.body).not.toHaveProperty("version");
    const same = await t.post("/actions/update-broadcast", { title: first.data.title }, producer);
    expect(same.body).not.toHaveProperty("version");
    expect(await t.store.revision()).toBe(before);
    expect((await t.store.get(MAIN_BROADCAST))?.__version).toBe(first.data.__version);

    // The next thing the watcher hears is the next real change.
    const heard = nextUpdate(watcher, "broadcast-main");
    const changed = await t.post("/actions/update-broadcast", { title: "A real change" }, producer);
    const { data } = await heard;
    expect(data.title).toBe("A real change");
    expect(data.__version).toBe(changed.body.version);
    expect(data.__version).toBe(before + 1);
  });
});
