import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { configFromEnv, LIMIT_VARIABLES } from "../../server/config.ts";
import { DEFAULT_RATE_LIMITS } from "../../server/http/rateLimit.ts";
import type { ServerConfig } from "../../server/deps.ts";
import { DEMO_PRODUCER_ID, seedId } from "../../server/seed/demo.ts";
import { ask, nextEvent, nextUpdate, startTestServer, type TestServer } from "./harness.ts";

const TOO_MANY = "Too many requests: wait a moment and try again";

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

/** A server of its own with these limits. */
async function limited(config: Partial<ServerConfig>, seed = true) {
  const server = await startTestServer({ seed, config });
  servers.push(server);
  return server;
}

/** A status, its Retry-After and JSON body, as a client receives them. */
async function request(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: text.startsWith("{") ? JSON.parse(text) : text };
}

const madeUpToken = () => randomBytes(32).toString("base64url");

describe("actions", () => {
  it("count a made-up token on each request against the address, while a real session keeps its own budget", async () => {
    const t = await limited({ rateLimits: { actionsPerMinute: 3 } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.post("/actions/set-title", {}, madeUpToken())).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await request(`${t.url}/actions/set-title`, { method: "POST", headers: { Authorization: `Bearer ${madeUpToken()}` } });
    expect([refused.status, Number(refused.retryAfter) > 0, refused.body.errorMessage]).toEqual([429, true, TOO_MANY]);
    // The producer signs in from the same address: their session is not the made-up tokens' budget.
    expect((await t.post("/actions/set-title", {}, await t.tokenFor(DEMO_PRODUCER_ID))).status).not.toBe(429);
  });

  it("count a new socket with a made-up token each time against the address", async () => {
    const t = await limited({ rateLimits: { actionsPerMinute: 2 } });
    const replies = [];
    for (let i = 0; i < 4; i++) replies.push((await ask(await t.socket({ token: madeUpToken() }), "set-title", {})).errorMessage);
    expect(replies.slice(2)).toEqual([TOO_MANY, TOO_MANY]);
    expect(replies.slice(0, 2)).not.toContain(TOO_MANY);
  });
});

describe("sign-in", () => {
  const signIn = (t: TestServer, forwardedFor: string) =>
    request(`${t.url}/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
      body: JSON.stringify({ token: "nope" }),
    }).then((r) => r.status);

  it("ignores X-Forwarded-For unless a proxy is trusted: a new address in it each time is still one client", async () => {
    const t = await limited({ rateLimits: { signInPerMinute: 2 } }, false);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await signIn(t, `203.0.113.${i + 1}`));
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it("reads the client from X-Forwarded-For through a trusted proxy (TRUST_PROXY)", async () => {
    const t = await limited({ rateLimits: { signInPerMinute: 2 }, trustProxy: ["loopback"] }, false);
    const distinct = [];
    for (let i = 0; i < 4; i++) distinct.push(await signIn(t, `203.0.113.${i + 1}`));
    expect(distinct).toEqual([401, 401, 401, 401]);
    const same = [];
    for (let i = 0; i < 3; i++) same.push(await signIn(t, "198.51.100.7"));
    expect(same).toEqual([401, 401, 429]);
  });

  it("reads TRUST_PROXY from the environment: none by default, hops, or proxies; anything else stops the server", () => {
    const trust = (TRUST_PROXY?: string) => configFromEnv({ TRUST_PROXY }, "/srv").server.trustProxy;
    expect([trust(), trust(""), trust("false"), trust("1"), trust("loopback, 10.0.0.0/8")]).toEqual([
      false,
      false,
      false,
      1,
      ["loopback", "10.0.0.0/8"],
    ]);
    expect(() => trust("everyone")).toThrow(/^\[Config\] TRUST_PROXY=everyone: expected false, a number of hops/);
  });
});

describe("configuration", () => {
  it("reads each limit from its variable, a whole number above 0; unset keeps the default, anything else stops the server", () => {
    const limits = (env: Record<string, string>) => configFromEnv(env, "/srv").server.rateLimits;
    expect(limits({})).toEqual({});
    expect(limits({ LIMIT_READ_KEYS_PER_MINUTE: " 5000 ", LIMIT_SOCKETS_PER_ADDRESS: "200", LIMIT_IMPORTS_PER_MINUTE: "" })).toEqual({
      readKeysPerMinute: 5000,
      socketsPerAddress: 200,
    });
    expect(() => limits({ LIMIT_ACTIONS_PER_MINUTE: "0" })).toThrow("[Config] LIMIT_ACTIONS_PER_MINUTE=0: expected a whole number above 0");
    expect(() => limits({ LIMIT_READS_PER_MINUTE: "lots" })).toThrow(
      "[Config] LIMIT_READS_PER_MINUTE=lots: expected a whole number above 0",
    );
  });

  it("names a variable for every limit", () => {
    expect(Object.keys(LIMIT_VARIABLES).sort()).toEqual(Object.keys(DEFAULT_RATE_LIMITS).sort());
  });
});

describe("reads", () => {
  it("limit /things and /thing per address, with a 429 that says when to come back", async () => {
    const t = await limited({ rateLimits: { readsPerMinute: 3 } });
    const key = seedId("event:spring");
    expect((await t.post("/things", { ids: [key] })).status).toBe(200);
    expect((await request(`${t.url}/things/${key}`)).status).toBe(200);
    expect((await request(`${t.url}/thing/${key}`)).status).toBe(200);
    for (const refused of [await t.post("/things", { ids: [key] }), await request(`${t.url}/thing/${key}`)]) {
      expect([refused.status, refused.body.message]).toEqual([429, TOO_MANY]);
    }
    expect(Number((await request(`${t.url}/things/${key}`)).retryAfter)).toBeGreaterThan(0);
  });

  it("count each key a /things request asks for, a repeated one each time, answering it in every place it was asked", async () => {
    const t = await limited({ rateLimits: { readKeysPerMinute: 600 } });
    const copies = Array<string>(500).fill("special:players");
    const first = await t.post("/things", { ids: copies });
    expect([first.status, first.body.length]).toEqual([200, 500]);
    expect(new Set(first.body.map((list: unknown) => JSON.stringify(list))).size).toBe(1);
    expect(first.body[499]).toEqual(expect.objectContaining({ __id: "special:players" }));
    // 500 more keys would pass 600: refused whole, counting nothing, so a smaller read still fits.
    const refused = await request(`${t.url}/things/${copies.join(",")}`);
    expect([refused.status, Number(refused.retryAfter) > 0, refused.body.message]).toEqual([429, true, TOO_MANY]);
    expect((await t.post("/things", { ids: copies.slice(0, 100) })).status).toBe(200);
    expect((await request(`${t.url}/thing/special:players`)).status).toBe(429);
  });

  it("limit /image and /theme per address, cached or not", async () => {
    const t = await limited({ rateLimits: { imagesPerMinute: 3 } });
    const [theme] = await t.store.list("Themes");
    const logo = theme.default_logo![0].id;
    const statuses = [];
    for (const path of [`/image.svg?id=${logo}`, `/image.svg?id=${logo}`, `/theme.png?id=${theme.id}&size=72`, `/image.svg?id=${logo}`]) {
      statuses.push((await request(`${t.url}${path}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await request(`${t.url}/theme.png?id=${theme.id}&size=72`);
    expect([refused.status, Number(refused.retryAfter) > 0, refused.body.message]).toEqual([429, true, TOO_MANY]);
  });
});

describe("subscriptions", () => {
  it("limit the keys a socket subscribes, and those of all sockets of one address, answering action_error 429", async () => {
    const t = await limited({ rateLimits: { subscribesPerSocketPerMinute: 5, subscribesPerMinute: 8 } });
    const keys = ["broadcast-main", "client-producer", "client-observer", seedId("event:spring"), seedId("event:winter")];
    const first = await t.socket();
    const all = Promise.all(keys.map((key) => nextUpdate(first, key)));
    first.emit("subscribe-multiple", keys);
    await all;
    const refusal = nextEvent(first, "action_error");
    first.emit("subscribe", "special:players");
    expect(await refusal).toEqual([{ action: "subscribe", error: true, errorCode: 429, errorMessage: TOO_MANY }]);

    // A second socket from the same address has budget of its own, but not past the address's.
    const second = await t.socket();
    const answered = nextUpdate(second, "broadcast-main");
    second.emit("get_and_subscribe", "broadcast-main");
    await answered;
    second.emit("subscribe", "client-producer");
    await nextUpdate(second, "client-producer");
    const refused = nextEvent(second, "action_error");
    second.emit("subscribe-multiple", { ids: ["client-observer"] });
    expect(await refused).toEqual([{ action: "subscribe-multiple", error: true, errorCode: 429, errorMessage: TOO_MANY }]);
  });

  it("count a socket against the address X-Forwarded-For names only through a trusted proxy", async () => {
    const limits = { subscribesPerSocketPerMinute: 10, subscribesPerMinute: 2 };
    const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });
    /** Whether a socket from this address may subscribe once more. */
    const subscribes = async (t: TestServer, address: string) => {
      const socket = await t.socket(from(address));
      const outcome = Promise.race([
        nextUpdate(socket, "broadcast-main").then(() => true),
        nextEvent(socket, "action_error").then(() => false),
      ]);
      socket.emit("subscribe", "broadcast-main");
      return outcome;
    };

    const direct = await limited({ rateLimits: limits });
    expect([
      await subscribes(direct, "203.0.113.1"),
      await subscribes(direct, "203.0.113.2"),
      await subscribes(direct, "203.0.113.3"),
    ]).toEqual([true, true, false]);

    const proxied = await limited({ rateLimits: limits, trustProxy: ["loopback"] });
    expect([
      await subscribes(proxied, "203.0.113.1"),
      await subscribes(proxied, "203.0.113.1"),
      await subscribes(proxied, "203.0.113.1"),
    ]).toEqual([true, true, false]);
    expect(await subscribes(proxied, "203.0.113.2")).toBe(true);
  });
});
