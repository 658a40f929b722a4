// Crew pages under `/client/<key>/` (source overview, remote, transmitters) are pages of the
// site's build; every other client route is an overlay. Their URLs may carry `?token=`.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";

let t: TestServer;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), "dist-"));
  writeFileSync(join(distDir, "index.html"), "<!doctype html><title>site</title>");
  writeFileSync(join(distDir, "overlay.html"), "<!doctype html><title>overlay</title>");
  t = await startTestServer({ config: { distDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const response = await fetch(`${t.url}${path}`);
  return { html: await response.text(), referrer: response.headers.get("referrer-policy") };
};

describe("crew pages", () => {
  it("the source overview, remote and transmitters are site pages, sent with no referrer", async () => {
    for (const path of ["/client/producer/admin", "/client/producer/remote?token=abc", "/client/Producer/tally-transmitter/"]) {
      expect(await page(path)).toEqual({ html: expect.stringContaining("<title>site</title>"), referrer: "no-referrer" });
    }
  });

  it("other client and broadcast routes are overlay pages, sent with no referrer", async () => {
    expect(await page("/client/producer/ingame?token=abc")).toEqual({
      html: expect.stringContaining("<title>overlay</title>"),
      referrer: "no-referrer",
    });
    expect((await page("/broadcast/main/admin")).html).toContain("<title>overlay</title>");
    expect((await page("/client/producer/admin/extra")).html).toContain("<title>overlay</title>");
  });

  it("the first run's setup page, whose link carries the one-time code, is sent with no referrer", async () => {
    for (const path of ["/setup?code=first-run-code", "/setup", "/setup/", "/events?token=abc"]) {
      expect(await page(path), path).toEqual({ html: expect.stringContaining("<title>site</title>"), referrer: "no-referrer" });
    }
  });

  it("site pages keep the usual referrer policy: the origin only, to other sites", async () => {
    expect(await page("/events")).toEqual({
      html: expect.stringContaining("<title>site</title>"),
      referrer: "strict-origin-when-cross-origin",
    });
  });
});
