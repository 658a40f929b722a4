// Sign-in end to end against a local stand-in of the chat platform's OAuth and user endpoints.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { DISCORD_APP, DISCORD_USER, GOOD_CODE, startDiscordStandIn } from "../stand-ins/discord.ts";
import type { StandIn } from "../stand-ins/standIn.ts";

let t: TestServer;
let discord: StandIn;
const PUBLIC_ORIGIN = "http://site.test";

beforeAll(async () => {
  discord = await startDiscordStandIn();
  t = await startTestServer({
    config: {
      publicOrigin: PUBLIC_ORIGIN,
      discord: { ...DISCORD_APP, apiBase: `${discord.url}/api`, authorizeBase: `${discord.url}/oauth2/authorize` },
    },
  });
});
afterAll(async () => {
  await t.close();
  await discord.close();
});

/** Start a sign-in: the redirect's target and the state cookie it set. */
async function startSignIn() {
  const response = await fetch(`${t.url}/auth/discord/redirect?next=/dashboard`, { redirect: "manual" });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!);
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  return { location, cookie: cookies.join("; "), state: location.searchParams.get("state")! };
}

const discordLogin = async (body: unknown, cookie?: string) => {
  const response = await fetch(`${t.url}/auth/discord-login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

describe("sign-in with the chat platform", () => {
  it("redirects to the authorize URL with client_id, redirect_uri, code, identify, prompt none and a state", async () => {
    const { location, cookie, state } = await startSignIn();
    expect(`${location.origin}${location.pathname}`).toBe(`${discord.url}/oauth2/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: "test-client",
      redirect_uri: `${PUBLIC_ORIGIN}/auth/discord/return`,
      response_type: "code",
      scope: "identify",
      prompt: "none",
      state,
    });
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(cookie).toContain(`discord_oauth_state=${state}`);
    expect(cookie).toContain("auth_next=%2Fdashboard");
  });

  it("exchanges the code, creates the player on first sign-in and finds them the next time", async () => {
    const first = await startSignIn();
    const reply = await discordLogin({ code: GOOD_CODE, state: first.state }, first.cookie);
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({
      name: "Nelly",
      avatar: `https://cdn.discordapp.com/avatars/${DISCORD_USER.id}/${DISCORD_USER.avatar}.png`,
    });
    const player = await t.store.getTyped(reply.body.user.airtableID, "Players");
    expect(player?.discord_id).toBe(DISCORD_USER.id);

    const second = await startSignIn();
    const again = await discordLogin({ code: GOOD_CODE, state: second.state }, second.cookie);
    expect(again.body.user.airtableID).toBe(reply.body.user.airtableID);
    expect(again.body.token).not.toBe(reply.body.token);
    const exchange = discord.calls.find((c) => c.path === "/api/oauth2/token")!;
    expect(new URLSearchParams(exchange.body).get("redirect_uri")).toBe(`${PUBLIC_ORIGIN}/auth/discord/return`);
  });

  it("refuses a missing or mismatched state before calling the platform", async () => {
    const { cookie } = await startSignIn();
    const calls = discord.calls.length;
    for (const [body, c] of [
      [{ code: GOOD_CODE, state: "forged" }, cookie],
      [{ code: GOOD_CODE }, cookie],
      [{ code: GOOD_CODE, state: "x" }, undefined],
    ] as const) {
      const reply = await discordLogin(body, c);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error: true, message: "This sign-in link has expired. Please try again." });
    }
    expect(discord.calls.length).toBe(calls);
  });

  it("answers a refused code with error, message and for_a_developer", async () => {
    const { cookie, state } = await startSignIn();
    const reply = await discordLogin({ code: "stale", state }, cookie);
    expect(reply.status).toBe(502);
    expect(reply.body).toEqual({
      error: true,
      message: "Couldn't sign in with Discord",
      for_a_developer: expect.stringContaining("Discord answered 400"),
    });
  });

  it("an empty request answers Empty authentication request", async () => {
    expect((await discordLogin({})).body.message).toBe("Empty authentication request");
    expect((await t.post("/auth/login", {})).body.message).toBe("Empty authentication request");
  });
});

describe("stored tokens", () => {
  it("a stored token signs in again until logout revokes it; then it is an unknown token", async () => {
    const { cookie, state } = await startSignIn();
    const { body } = await discordLogin({ code: GOOD_CODE, state }, cookie);
    const login = await t.post("/auth/login", { token: body.token });
    expect(login).toEqual({ status: 200, body: { token: body.token, user: body.user } });
    expect((await t.post("/auth/logout", { token: body.token })).status).toBe(200);
    const after = await t.post("/auth/login", { token: body.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe("Unknown token");
    expect((await t.post("/actions/update-profile-data", { profileData: {} }, body.token)).status).toBe(401);
  });

  it("sessions are stored hashed: the database never holds the token", async () => {
    const token = await t.tokenFor((await t.store.list("Players"))[0].id);
    const rows = await t.store.db.selectFrom("sessions").select("token_hash").execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe("rate limits", () => {
  it("sign-in answers 429 past its limit per address", async () => {
    const limited = await startTestServer({ seed: false, config: { rateLimits: { signInPerMinute: 3 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.post("/auth/login", { token: "nope" })).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it("actions answer 429 past their limit per token, over HTTP and the socket", async () => {
    const limited = await startTestServer({ seed: false, config: { rateLimits: { actionsPerMinute: 2 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.post("/actions/set-title", {}, "some-token")).status);
      expect(statuses).toEqual([401, 401, 429]);
      const socket = await limited.socket({ token: "some-token" });
      const reply = await new Promise<any>((resolve) => socket.emit("set-title", {}, resolve));
      expect(reply.errorMessage).toBe("Too many requests: wait a moment and try again");
    } finally {
      await limited.close();
    }
  });
});

// A sign-in started on a minisite returns to it (issue 33): the redirect keeps a return address on
// the main site's own hosts, and only there.
/** The auth_next cookie the redirect sets for a `next`, or null when it sets none. */
async function savedNext(next: string): Promise<string | null> {
  const response = await fetch(`${t.url}/auth/discord/redirect?next=${encodeURIComponent(next)}`, { redirect: "manual" });
  expect(response.status).toBe(302);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("auth_next="));
  return cookie ? decodeURIComponent(cookie.slice("auth_next=".length)) : null;
}

describe("the sign-in's return address", () => {
  it("keeps a minisite's page, so signing in there comes back to it", async () => {
    expect(await savedNext("http://spring.site.test/schedule")).toBe("http://spring.site.test/schedule");
    expect(await savedNext("/profile")).toBe("/profile");
  });

  it("drops an address on any other host, so the sign-in cannot send anyone away", async () => {
    expect(await savedNext("https://evil.test/")).toBeNull();
    expect(await savedNext("http://evilsite.test/")).toBeNull();
    expect(await savedNext("http://site.test.evil.test/")).toBeNull();
    expect(await savedNext("//evil.test/")).toBeNull();
  });
});
