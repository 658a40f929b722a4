// Observer clients as an overlay page finds them (domain/observerClient.ts): anonymously, from
// the records it reads over /things (its client, the client's broadcast, the live match and the
// match's player relationships). The demo's observer client is one; its producer client is not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingameView, isObserverClient } from "../../domain/observerClient.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Records as an overlay page reads them: by key or id, with no sign-in. */
async function things(ids: readonly string[]): Promise<any[]> {
  const { status, body } = await t.post("/things", { ids: ids.join(",") });
  expect(status).toBe(200);
  return body;
}

/** Whether the client's ingame page would take it for an observer client, and what it would draw. */
async function ingameOf(clientKey: string) {
  const [client] = await things([`client-${clientKey}`]);
  const [broadcast] = await things(client.broadcast);
  const [match] = await things(broadcast.live_match);
  const relationships = new Map((await things(match.player_relationships)).map((r) => [r.id, r]));
  const observer = isObserverClient(client, match, (id) => relationships.get(id));
  return { observer, view: ingameView(observer, broadcast.observer_settings, false) };
}

describe("the demo's clients", () => {
  it("the observer client is an observer client: its ingame follows the observer settings (Show overlay)", async () => {
    expect(await ingameOf("observer")).toEqual({ observer: true, view: { ingame: true, basic: false, syncer: false } });
  });

  it("the producer client is not: its ingame is the one its URL asks for", async () => {
    expect(await ingameOf("producer")).toEqual({ observer: false, view: { ingame: true, basic: false, syncer: false } });
  });

  it("the observer client's ingame draws basic, then nothing but the syncer, as the producer sets the observer settings", async () => {
    const producer = await t.tokenFor((await things(["client-producer"]))[0].staff[0]);
    const set = (setting: string, value: boolean) => t.post("/actions/set-observer-setting", { setting, value }, producer);
    expect((await set("Use basic overlay", true)).status).toBe(200);
    expect((await ingameOf("observer")).view).toEqual({ ingame: true, basic: true, syncer: false });
    await set("Show overlay", false);
    await set("Show syncer", true);
    expect((await ingameOf("observer")).view).toEqual({ ingame: false, basic: true, syncer: true });
    expect((await ingameOf("producer")).view).toEqual({ ingame: true, basic: false, syncer: false });
  });
});
