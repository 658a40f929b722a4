// First run on an empty database: the one-time setup code makes the first organiser, once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETUP_MESSAGES } from "../../server/auth/setupRoutes.ts";
import { startTestServer, type TestServer } from "./harness.ts";

const CODE = "first-run-code";
let empty: TestServer;
let demo: TestServer;

beforeAll(async () => {
  empty = await startTestServer({ seed: false, config: { setupCode: CODE } });
  demo = await startTestServer();
});
afterAll(async () => {
  await empty.close();
  await demo.close();
});

describe("/setup", () => {
  it("refuses a wrong code and a missing name, writing nothing", async () => {
    expect((await empty.get("/setup/status")).body).toEqual({ needed: true });
    expect(await empty.post("/setup", { code: "guess", name: "Olive" })).toEqual({
      status: 403,
      body: { error: true, errorMessage: SETUP_MESSAGES.badCode },
    });
    const unnamed = await empty.post("/setup", { code: CODE, name: " " });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.issues[0]).toEqual({ path: "name", message: "Your name is required" });
    expect(await empty.store.list("Players")).toEqual([]);
  });

  it("creates the first organiser, signed in, who may then create an event; a second try is refused", async () => {
    const made = await empty.post("/setup", { code: CODE, name: "Olive Organiser" });
    expect(made.status).toBe(200);
    expect(made.body.user).toMatchObject({
      name: "Olive Organiser",
      website_settings: ["Can edit any event", "Can edit any match", "Full broadcast permissions"],
    });
    const event = await empty.post("/actions/save-record", { table: "Events", fields: { name: "First Season" } }, made.body.token);
    expect(event.status, JSON.stringify(event.body)).toBe(200);
    expect(await empty.post("/setup", { code: CODE, name: "Mallory" })).toEqual({
      status: 410,
      body: { error: true, errorMessage: SETUP_MESSAGES.done },
    });
    expect((await empty.get("/setup/status")).body).toEqual({ needed: false });
  });

  it("twenty forms sent at once make one organiser: one is signed in, the rest told the site is set up", async () => {
    const race = await startTestServer({ seed: false, config: { setupCode: CODE } });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => race.post("/setup", { code: CODE, name: `Organiser ${i}` })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(410)]);
      const players = await race.store.list("Players");
      expect(players.map((p) => p.name)).toEqual([answers.find((a) => a.status === 200)!.body.user.name]);
      expect((await race.get("/setup/status")).body).toEqual({ needed: false });
    } finally {
      await race.close();
    }
  });

  it("is closed on a server started without a setup code", async () => {
    expect((await demo.get("/setup/status")).body).toEqual({ needed: false });
    expect((await demo.post("/setup", { code: "x", name: "Olive" })).body).toEqual({ error: true, errorMessage: SETUP_MESSAGES.off });
  });
});
