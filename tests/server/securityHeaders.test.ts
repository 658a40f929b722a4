// Issue 15 item 7: the headers a browser gets on every kind of response, and the socket
// refusing a foreign page's origin as HTTP CORS does (both transports).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextUpdate, startTestServer, type TestServer } from "./harness.ts";

/** A separately hosted build of the original website, listed in CORS_ORIGINS. */
const ORIGINAL_SITE = "https://original-site.example";
let t: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), "dist-"));
  mkdirSync(join(distDir, "assets"));
  writeFileSync(join(distDir, "index.html"), "<!doctype html><title>site</title>");
  writeFileSync(join(distDir, "overlay.html"), "<!doctype html><title>overlay</title>");
  writeFileSync(join(distDir, "assets", "app-abc123.js"), "export {};\n");
  // The main domain is not this test's host: the server's own host must still be answered.
  const config = { distDir, publicOrigin: "https://main.example", mainHosts: ["main.example"], corsOrigins: [ORIGINAL_SITE] };
  t = await startTestServer({ config });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const policy = (csp: string | null) => new Map((csp ?? "").split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("security headers", () => {
  it("a site page: a policy of its own sources, framed only by the site, never sniffed", async () => {
    const res = await fetch(`${t.url}/events`);
    expect(res.status).toBe(200);
    const csp = policy(res.headers.get("content-security-policy"));
    expect(csp.get("script-src")).toContain("'self'");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.get("frame-src")).toEqual(expect.arrayContaining(["https:"]));
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("an overlay page: a policy, embeddable by OBS (no frame limits), no referrer from a URL that may carry a token", async () => {
    for (const path of ["/broadcast/main/ingame", "/client/demo/break?token=abc", "/overlay.html"]) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain("<title>overlay</title>");
      const csp = policy(res.headers.get("content-security-policy"));
      expect(csp.get("default-src"), path).toEqual(["'self'"]);
      expect(csp.get("script-src"), path).not.toContain("'unsafe-inline'");
      expect(csp.get("connect-src"), path).toEqual(expect.arrayContaining(["'self'", `ws://${new URL(t.url).host}`]));
      expect(csp.has("frame-ancestors"), path).toBe(false);
      expect(res.headers.get("x-frame-options"), path).toBeNull();
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    expect((await fetch(`${t.url}/broadcast/main/ingame`)).headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("assets and the API are never sniffed and send only the origin as referrer", async () => {
    const asset = await fetch(`${t.url}/assets/app-abc123.js`);
    const api = await fetch(`${t.url}/things`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"ids":"broadcast-main"}',
    });
    const missing = await fetch(`${t.url}/assets/old-chunk.js`);
    for (const res of [asset, api, missing]) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
    expect([asset.status, api.status, missing.status]).toEqual([200, 200, 404]);
  });
});

/** Connect with one transport and an Origin (or none); answers whether the handshake was accepted. */
function handshake(transport: "websocket" | "polling", origin?: string) {
  const socket = connect(t.url, {
    transports: [transport],
    forceNew: true,
    reconnection: false,
    extraHeaders: origin ? { origin } : {},
  });
  return new Promise<{ ok: boolean; socket: typeof socket; error?: string }>((resolve) => {
    socket.once("connect", () => resolve({ ok: true, socket }));
    socket.once("connect_error", (error) => {
      socket.close();
      resolve({ ok: false, socket, error: error.message });
    });
  });
}

describe("socket origins", () => {
  for (const transport of ["websocket", "polling"] as const) {
    it(`${transport}: a foreign page's origin is refused at the handshake`, async () => {
      for (const origin of ["https://evil.example", "null", "http://127.0.0.1:1"]) {
        const { ok } = await handshake(transport, origin);
        expect(ok, origin).toBe(false);
      }
    });

    it(`${transport}: no Origin (OBS, Companion), a CORS_ORIGINS origin, the main domain, a minisite and this host connect and get data`, async () => {
      const own = new URL(t.url).origin;
      for (const origin of [undefined, ORIGINAL_SITE, "https://main.example", "https://spring.main.example", own]) {
        const { ok, socket, error } = await handshake(transport, origin);
        expect(ok, `${origin}: ${error}`).toBe(true);
        const update = nextUpdate(socket, "broadcast-main");
        socket.emit("subscribe", "broadcast-main");
        expect((await update).data).toMatchObject({ __tableName: "Broadcasts", key: "main" });
        socket.close();
      }
    });
  }
});
