// The first organiser, made by /setup with no chat-platform account, links theirs from the
// profile page and signs in with it from then on; the sign-in rules hold (site staff only, and
// never an account another player signs in with).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINK_MESSAGES } from "../../../server/auth/authRoutes.ts";
import { CONSOLE_MESSAGES } from "../../../domain/permissions.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { DISCORD_APP, DISCORD_USER, GOOD_CODE, startDiscordStandIn } from "../stand-ins/discord.ts";
import type { StandIn } from "../stand-ins/standIn.ts";

const CODE = "first-run-code";
let t: TestServer;
let discord: StandIn;

beforeAll(async () => {
  discord = await startDiscordStandIn();
  t = await startTestServer({
    seed: false,
    config: {
      setupCode: CODE,
      publicOrigin: "http://site.test",
      discord: { ...DISCORD_APP, apiBase: `${discord.url}/api`, authorizeBase: `${discord.url}/oauth2/authorize` },
    },
  });
});
afterAll(async () => {
  await t.close();
  await discord.close();
});

/** Start a sign-in (linking with ?link=1): the state and cookies the redirect set. */
async function start(link: boolean) {
  const response = await fetch(`${t.url}/auth/discord/redirect?next=/profile${link ? "&link=1" : ""}`, { redirect: "manual" });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  return { state: new URL(response.headers.get("location")!).searchParams.get("state")!, cookie: cookies.join("; ") };
}

async function discordLogin(body: Record<string, unknown>, cookie: string, token?: string) {
  const response = await fetch(`${t.url}/auth/discord-login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe("linking a Discord account to the signed-in player", () => {
  it("refuses a player who is not site staff, and linking without a sign-in, changing nothing", async () => {
    const crew = await t.store.transaction((tx) => tx.insert("Players", { name: "Crew Member" }));
    const token = await t.tokenFor(crew.id);
    const first = await start(true);
    expect(first.cookie).toContain("auth_link=1");
    expect(await discordLogin({ code: GOOD_CODE, state: first.state, link: true }, first.cookie, token)).toMatchObject({
      status: 403,
      body: { error: true, message: CONSOLE_MESSAGES.signIn },
    });
    const second = await start(true);
    expect(await discordLogin({ code: GOOD_CODE, state: second.state, link: true }, second.cookie)).toMatchObject({
      status: 401,
      body: { error: true, message: LINK_MESSAGES.signIn },
    });
    expect((await t.store.getTyped(crew.id, "Players"))?.discord_id).toBeUndefined();
    expect(await t.store.lookup(`discord-${DISCORD_USER.id}`)).toBeNull();
  });

  it("links the first organiser's account, and Discord sign-in then finds them instead of making a new player", async () => {
    const made = await t.post("/setup", { code: CODE, name: "Olive Organiser" });
    expect(made.status).toBe(200);
    const players = (await t.store.list("Players")).length;
    const link = await start(true);
    const linked = await discordLogin({ code: GOOD_CODE, state: link.state, link: true }, link.cookie, made.body.token);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toMatchObject({ token: made.body.token, user: { airtableID: made.body.user.airtableID, name: "Olive Organiser" } });
    expect((await t.store.getTyped(made.body.user.airtableID, "Players"))?.discord_id).toBe(DISCORD_USER.id);

    const signIn = await start(false);
    const again = await discordLogin({ code: GOOD_CODE, state: signIn.state }, signIn.cookie);
    expect(again.body.user.airtableID).toBe(made.body.user.airtableID);
    expect((await t.store.list("Players")).length).toBe(players);
  });

  it("never takes an account another player signs in with", async () => {
    const other = await t.store.transaction((tx) =>
      tx.insert("Players", { name: "Second Organiser", website_settings: ["Can edit any event"] }),
    );
    const link = await start(true);
    const reply = await discordLogin({ code: GOOD_CODE, state: link.state, link: true }, link.cookie, await t.tokenFor(other.id));
    expect(reply).toMatchObject({ status: 409, body: { error: true, message: LINK_MESSAGES.taken } });
    expect((await t.store.getTyped(other.id, "Players"))?.discord_id).toBeUndefined();
  });
});
