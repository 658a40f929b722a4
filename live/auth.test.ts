import { describe, expect, it } from "vitest";
import { fetchSignInProviders } from "./auth.ts";

const answering =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe("the server's sign-in options", () => {
  it("reads whether Discord sign-in and Twitch are configured", async () => {
    expect(await fetchSignInProviders({ fetch: answering(200, { discord: true, twitch: false }) })).toEqual({
      discord: true,
      twitch: false,
    });
    expect(await fetchSignInProviders({ fetch: answering(200, { discord: false, twitch: true }) })).toEqual({
      discord: false,
      twitch: true,
    });
  });

  it("takes a server that says nothing of Twitch for one whose Twitch controls find out on a click", async () => {
    expect(await fetchSignInProviders({ fetch: answering(200, { discord: false }) })).toEqual({ discord: false, twitch: true });
  });

  it("answers null when the server cannot say: offline, or not answering the shape", async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await fetchSignInProviders({ fetch: offline })).toBeNull();
    expect(await fetchSignInProviders({ fetch: answering(404, { error: true }) })).toBeNull();
  });
});
