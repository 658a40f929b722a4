// The build's assets as a browser receives them: the brotli or gzip copy the build wrote when
// the browser takes one (with Content-Encoding and Vary), the plain file otherwise, cached for good.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressFiles } from "../../scripts/precompress.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let t: TestServer;
let distDir: string;
const script = `export const names = [${Array.from({ length: 400 }, (_, i) => JSON.stringify(`Aurora Foxes ${i}`)).join(",")}];\n`;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), "dist-"));
  mkdirSync(join(distDir, "assets"));
  writeFileSync(join(distDir, "index.html"), "<!doctype html><title>site</title>");
  writeFileSync(join(distDir, "assets", "overlay-abc123.js"), script);
  writeFileSync(join(distDir, "assets", "tiny-abc123.js"), "export {};\n");
  writeFileSync(join(distDir, "assets", "inter-abc123.woff2"), Buffer.alloc(4096, 7));
  // The build's own step, on the files as Vite wrote them.
  await precompressFiles(distDir, ["assets/overlay-abc123.js", "assets/tiny-abc123.js", "assets/inter-abc123.woff2"]);
  t = await startTestServer({ config: { distDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A raw GET (fetch would undo the encoding): status, headers and the bytes as sent. */
function raw(
  path: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${t.url}${path}`, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("compressed assets", () => {
  it("a browser taking brotli gets the brotli copy, smaller, typed as JavaScript, cached for good", async () => {
    const res = await raw("/assets/overlay-abc123.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("a browser taking only gzip gets the gzip copy", async () => {
    const res = await raw("/assets/overlay-abc123.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.body).toString()).toBe(script);
  });

  it("a client taking neither gets the plain file, still told the answer varies", async () => {
    const res = await raw("/assets/overlay-abc123.js");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body.toString()).toBe(script);
    const refused = await raw("/assets/overlay-abc123.js", "br;q=0, gzip;q=0");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.toString()).toBe(script);
  });

  it("files too small to gain, and fonts that are compressed already, are sent as they are", async () => {
    for (const path of ["/assets/tiny-abc123.js", "/assets/inter-abc123.woff2"]) {
      const res = await raw(path, "br, gzip");
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
    }
  });

  it("a path that is not a file is not answered with a copy", async () => {
    const res = await raw("/assets/../assets/overlay-abc123.js.br", "br");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect((await raw("/assets/missing.js", "br")).status).toBe(404);
  });
});
