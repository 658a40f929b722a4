// GET /auth/providers: whether this server offers Discord sign-in, so /login can explain the token
// sign-in when it does not, and whether it reaches Twitch, so the dashboard's Twitch controls say
// so before a click; without giving away any of the configuration.
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness.ts";
import { DISCORD_APP } from "../stand-ins/discord.ts";
import { TWITCH_APP } from "../stand-ins/twitch.ts";

let t: TestServer | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function providers(config: Parameters<typeof startTestServer>[0]) {
  t = await startTestServer({ seed: false, ...config });
  const response = await fetch(`${t.url}/auth/providers`);
  return { status: response.status, text: await response.text() };
}

describe("GET /auth/providers", () => {
  it("answers discord and twitch false when neither app is configured", async () => {
    const { status, text } = await providers({});
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ discord: false, twitch: false });
  });

  it("answers twitch true when a Twitch app is configured, and nothing of its id or secret", async () => {
    const twitch = { ...TWITCH_APP, apiBase: "http://127.0.0.1:9/helix", authorizeBase: "http://127.0.0.1:9/oauth2" };
    const { text } = await providers({ config: { twitch } });
    expect(JSON.parse(text)).toEqual({ discord: false, twitch: true });
    expect(text).not.toContain(TWITCH_APP.clientId);
    expect(text).not.toContain(TWITCH_APP.clientSecret);
  });

  it("answers discord true when it is, and nothing of the app's id or secret", async () => {
    const discord = { ...DISCORD_APP, apiBase: "http://127.0.0.1:9/api", authorizeBase: "http://127.0.0.1:9/oauth2/authorize" };
    const { status, text } = await providers({ config: { discord } });
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ discord: true, twitch: false });
    expect(text).not.toContain(DISCORD_APP.clientId);
    expect(text).not.toContain(DISCORD_APP.clientSecret);
  });
});
