import { describe, expect, it } from "vitest";
import type { WebhookView } from "../domain/webhooks.ts";
import { getWebhooks } from "./webhooks.ts";

const hook: WebhookView = {
  id: "recHook0000000001",
  event: "recEvent000000001",
  url: "https://example.org/hook",
  format: "json",
  events: ["match.score_updated"],
  active: true,
  disabledReason: null,
  failingSince: null,
  secret: "whsec_c2VjcmV0",
  createdAt: 0,
  deliveries: [],
};

/** A fetch that answers `body` with `status` and records what it was asked. */
function answering(status: number, body: unknown) {
  const asked: { url: string; auth: string | null }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    asked.push({ url: String(input), auth: new Headers(init?.headers).get("Authorization") });
    return new Response(JSON.stringify(body), { status });
  };
  return { fetch, asked };
}

describe("reading the webhooks of a scope", () => {
  it("asks for one event's hooks with the viewer's token and answers them", async () => {
    const { fetch, asked } = answering(200, { hooks: [hook] });
    expect(await getWebhooks({ event: "recEvent000000001" }, { token: "t1", fetch })).toEqual({ ok: true, data: [hook] });
    expect(asked).toEqual([{ url: "/api/webhooks?event=recEvent000000001", auth: "Bearer t1" }]);
  });

  it("asks for the site-wide hooks when no event is in scope", async () => {
    const { fetch, asked } = answering(200, { hooks: [] });
    expect(await getWebhooks({ event: null }, { token: "t1", fetch, baseUrl: "http://x" })).toEqual({ ok: true, data: [] });
    expect(asked[0]?.url).toBe("http://x/api/webhooks");
  });

  it("answers the server's refusal in its own words", async () => {
    const { fetch } = answering(403, { error: true, errorMessage: "Only the event's staff can manage its webhooks" });
    expect(await getWebhooks({ event: "e" }, { token: "t1", fetch })).toEqual({
      ok: false,
      message: "Only the event's staff can manage its webhooks",
    });
  });

  it("asks nothing without a token", async () => {
    const { fetch, asked } = answering(200, { hooks: [hook] });
    expect(await getWebhooks({ event: null }, { token: null, fetch })).toEqual({ ok: false, message: "Not authenticated" });
    expect(asked).toEqual([]);
  });
});
