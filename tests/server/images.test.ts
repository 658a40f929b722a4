import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortId } from "../../domain/ids.ts";
import { parseHex } from "../../domain/color.ts";
import { TABLE_NAMES } from "../../domain/tables.ts";
import type { ServerConfig } from "../../server/deps.ts";
import { RenderCache } from "../../server/images/renderCache.ts";
import { startTestServer, type TestServer } from "./harness.ts";

/** A 1×1 GIF: small enough to write out, and sharp must never be asked to rescale it. */
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

let t: TestServer;
let png: string; // 400×200 red PNG
let gif: string;
let svg: string; // a demo logo, 256×256
let svgBytes: Buffer;
let theme: { id: string; colour: string };

beforeAll(async () => {
  t = await startTestServer();
  const red = await sharp({ create: { width: 400, height: 200, channels: 4, background: "#f00" } })
    .png()
    .toBuffer();
  png = await t.store.putImage({ ext: "png", mime: "image/png", data: red });
  gif = await t.store.putImage({ ext: "gif", mime: "image/gif", data: GIF });
  const [first] = await t.store.list("Themes");
  svg = first.default_logo![0].id;
  svgBytes = (await t.store.getImage(svg))!.data;
  theme = { id: first.id, colour: first.color_logo_background! };
});
afterAll(() => t.close());

/** What a client receives: status, headers and the body's bytes. */
async function get(path: string) {
  const response = await fetch(`${t.url}${path}`);
  const body = Buffer.from(await response.arrayBuffer());
  const header = (name: string) => response.headers.get(name);
  return {
    status: response.status,
    type: header("content-type"),
    cacheControl: header("cache-control"),
    csp: header("content-security-policy"),
    body,
  };
}

/** A successful image answer: its content type and the pixel size the image really has. */
async function image(path: string) {
  const { status, type, body } = await get(path);
  expect(status, `${path} answered ${body.toString().slice(0, 200)}`).toBe(200);
  const { format, width, height } = await sharp(body).metadata();
  return { type, format, width, height, body };
}

/** An error answer: status and the JSON message. */
async function problem(path: string) {
  const { status, type, body } = await get(path);
  expect(type).toMatch(/^application\/json/);
  return { status, message: JSON.parse(body.toString()).message };
}

/** The RGBA of one pixel. */
async function pixel(body: Buffer, x: number, y: number) {
  const { data, info } = await sharp(body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe("GET /image.<ext>", () => {
  it("answers the image unscaled by default and for size=orig, cacheable for an hour", async () => {
    const { status, type, cacheControl, body } = await get(`/image.png?id=${png}`);
    expect([status, type, cacheControl]).toEqual([200, "image/png", "public, max-age=3600"]);
    expect(await sharp(body).metadata()).toMatchObject({ width: 400, height: 200 });
    expect(await image(`/image.png?id=${png}&size=orig`)).toMatchObject({ type: "image/png", width: 400, height: 200 });
  });

  it("scales by the size modes the SLMN.GG clients send", async () => {
    const cases: [string, number, number][] = [
      ["h-50", 100, 50],
      ["w-200", 200, 100],
      ["s-128", 128, 128],
      ["s-72", 72, 72],
      ["h-1080", 2160, 1080],
      ["h-72", 144, 72],
      ["h-56", 112, 56],
      ["h-35", 70, 35],
    ];
    for (const [size, width, height] of cases) {
      expect(await image(`/image.png?id=${png}&size=${size}`), size).toMatchObject({ type: "image/png", width, height });
    }
  });

  it("contains a square on a transparent background", async () => {
    const { body } = await image(`/image.png?id=${png}&size=s-128`);
    expect(await pixel(body, 0, 0)).toEqual([0, 0, 0, 0]);
    expect(await pixel(body, 64, 64)).toEqual([255, 0, 0, 255]);
  });

  it("takes width=, height= and square=, which win over size, the last of width, height, square winning", async () => {
    // 30 is not one of the drawn sizes: it is drawn 32 high.
    const cases: [string, number, number][] = [
      ["width=80", 80, 40],
      ["height=30", 64, 32],
      ["square=64", 64, 64],
      ["width=80&height=30", 64, 32],
      ["square=64&width=80", 64, 64],
      ["width=80&size=h-50", 80, 40],
    ];
    for (const [query, width, height] of cases) {
      expect(await image(`/image.png?id=${png}&${query}`), query).toMatchObject({ width, height });
    }
  });

  it("keeps our own bare size=<n>: fit inside n×n", async () => {
    expect(await image(`/image.png?id=${png}&size=64`)).toMatchObject({ type: "image/png", width: 64, height: 32 });
    expect(await image(`/image.webp?id=${png}&size=64`)).toMatchObject({ type: "image/webp", format: "webp", width: 64, height: 32 });
  });

  it("converts to the format the extension asks for", async () => {
    expect(await image(`/image.jpg?id=${png}&size=h-50`)).toMatchObject({ type: "image/jpeg", format: "jpeg", height: 50 });
    expect(await image(`/image.jpeg?id=${png}`)).toMatchObject({ type: "image/jpeg", format: "jpeg", width: 400 });
    expect(await image(`/image.webp?id=${png}&size=w-200`)).toMatchObject({ type: "image/webp", format: "webp", width: 200 });
  });

  it("serves the stored format without an extension, and for .svg of a raster image", async () => {
    expect(await image(`/image?id=${png}&size=h-50`)).toMatchObject({ type: "image/png", format: "png", width: 100, height: 50 });
    expect(await image(`/image?id=${png}`)).toMatchObject({ type: "image/png", width: 400, height: 200 });
    expect(await image(`/image.svg?id=${png}&size=h-50`)).toMatchObject({ type: "image/png", height: 50 });
  });

  it("serves an SVG as it is for .svg and without an extension, whatever the size", async () => {
    for (const path of [`/image.svg?id=${svg}`, `/image.svg?id=${svg}&size=h-50`, `/image?id=${svg}&size=s-128`]) {
      const { status, type, csp, body } = await get(path);
      expect([status, type], path).toEqual([200, "image/svg+xml"]);
      expect(body.equals(svgBytes), path).toBe(true);
      expect(csp, "an SVG opened on its own runs no script").toContain("sandbox");
    }
  });

  it("rasterises an SVG asked as PNG, WebP or JPEG, at the size asked", async () => {
    expect(await image(`/image.png?id=${svg}&size=h-50`)).toMatchObject({ type: "image/png", format: "png", width: 50, height: 50 });
    expect(await image(`/image.png?id=${svg}&size=64`)).toMatchObject({ type: "image/png", format: "png", width: 64, height: 64 });
    expect(await image(`/image.png?id=${svg}`)).toMatchObject({ type: "image/png", width: 256, height: 256 });
    expect(await image(`/image.webp?id=${svg}&size=h-1080`)).toMatchObject({ type: "image/webp", width: 1080, height: 1080 });
    expect(await image(`/image.jpg?id=${svg}&size=s-72`)).toMatchObject({ type: "image/jpeg", width: 72, height: 72 });
  });

  it("serves a GIF as it is whatever the size or extension (it may be animated)", async () => {
    for (const path of [
      `/image.gif?id=${gif}&size=h-50`,
      `/image.png?id=${gif}&size=s-128`,
      `/image?id=${gif}`,
      `/image.webp?id=${gif}&width=300`,
    ]) {
      const { status, type, body } = await get(path);
      expect([status, type], path).toEqual([200, "image/gif"]);
      expect(body.equals(GIF), path).toBe(true);
    }
  });

  it("answers the same bytes again from its cache", async () => {
    const first = await get(`/image.png?id=${png}&size=w-123`);
    const second = await get(`/image.png?id=${png}&size=w-123`);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it("refuses what it cannot answer, saying why", async () => {
    expect(await problem(`/image.png?id=${png}&size=h-3001`)).toEqual({ status: 400, message: "Image too large" });
    expect(await problem(`/image.png?id=${png}&size=3001`)).toEqual({ status: 400, message: "Image too large" });
    expect(await problem(`/image.png?id=${png}&width=5000`)).toEqual({ status: 400, message: "Image too large" });
    for (const size of ["big", "x-50", "h-", "h-0", "h-5.5"]) {
      expect(await problem(`/image.png?id=${png}&size=${size}`), size).toEqual({
        status: 400,
        message: "Size needs to be correct format {mode}-{val}",
      });
    }
    expect(await problem(`/image.png?id=${png}&width=wide`)).toEqual({
      status: 400,
      message: "Parameter 'width' needs to be a whole number of pixels",
    });
    expect(await problem(`/image.png?size=h-50`)).toEqual({ status: 400, message: "Required parameter 'id' is missing" });
    expect(await problem(`/image?id=`)).toEqual({ status: 400, message: "Required parameter 'id' is missing" });
    expect(await problem(`/image.png?id=attNoSuchImage&size=h-50`)).toEqual({ status: 404, message: "Could not find attachment data" });
  });
});

describe("GET /theme.png", () => {
  it("draws the logo centred on a square of the theme colour, padding a percentage of the size", async () => {
    const { type, format, width, height, body } = await image(`/theme.png?id=${theme.id}&size=72&padding=20`);
    expect({ type, format, width, height }).toEqual({ type: "image/png", format: "png", width: 72, height: 72 });
    const colour = [...parseHex(theme.colour)!, 255];
    expect(await pixel(body, 0, 0)).toEqual(colour);
    expect(await pixel(body, 71, 71)).toEqual(colour);
    // 20% of 72 is 14 px of padding: the logo (a shield with a border) draws inside the 58 px square.
    expect(await pixel(body, 36, 36)).not.toEqual(colour);
  });

  it("answers 500×500 by default, by short id, without an extension and for any extension", async () => {
    for (const path of [
      `/theme.png?id=${theme.id}`,
      `/theme.png?id=${shortId(theme.id)}`,
      `/theme?id=${theme.id}`,
      `/theme.jpg?id=${theme.id}`,
    ]) {
      expect(await image(path), path).toMatchObject({ type: "image/png", format: "png", width: 500, height: 500 });
    }
  });

  it("answers a PNG for every demo theme", async () => {
    const themes = await t.store.list("Themes");
    expect(themes.length).toBeGreaterThan(1);
    for (const record of themes) {
      expect(await image(`/theme.png?id=${record.id}&size=72&padding=20`), record.name).toMatchObject({ type: "image/png", width: 72 });
    }
  });

  it("falls back to #222222 for a colour that is not a hex colour", async () => {
    const record = await t.store.transaction((tx) =>
      tx.insert("Themes", { name: "Odd colour", color_logo_background: "bright red", default_logo: [{ id: png, fileExtension: "png" }] }),
    );
    const { body } = await image(`/theme.png?id=${record.id}&size=100&padding=10`);
    expect(await pixel(body, 0, 0)).toEqual([0x22, 0x22, 0x22, 255]);
    expect(await pixel(body, 50, 50)).toEqual([255, 0, 0, 255]);
  });

  it("refuses what it cannot draw, saying why", async () => {
    const bare = await t.store.transaction((tx) => tx.insert("Themes", { name: "No logo" }));
    expect(await problem(`/theme.png?id=${bare.id}`)).toEqual({ status: 400, message: "No logo to use" });
    expect(await problem(`/theme.png?id=recNoSuchTheme000`)).toEqual({ status: 400, message: "No logo to use" });
    expect(await problem(`/theme.png?id=${theme.id}&size=3001`)).toEqual({ status: 400, message: "Requested image too large" });
    expect(await problem(`/theme.png?id=${theme.id}&padding=150`)).toEqual({
      status: 400,
      message: "Padding needs to be a percentage from 0 to 99",
    });
    expect(await problem(`/theme.png?size=72`)).toEqual({ status: 404, message: "No theme ID requested" });
  });
});

describe("every demo attachment", () => {
  /** Every attachment the demo's records hold, by id, with the type the record gives it. */
  async function demoAttachments() {
    const found = new Map<string, { fileExtension: string; type?: string }>();
    for (const table of TABLE_NAMES)
      for (const record of await t.store.list(table)) for (const a of attachments(record)) found.set(a.id, a);
    return [...found.entries()];
  }

  it("answers /image.png?size=h-50 with a PNG 50 px high for every image", async () => {
    const images = (await demoAttachments()).filter(([, a]) => !a.type?.startsWith("audio/"));
    expect(images.length).toBeGreaterThan(5);
    for (const [id] of images) expect(await image(`/image.png?id=${id}&size=h-50`), id).toMatchObject({ type: "image/png", height: 50 });
  });

  it("answers audio (the music overlay asks /image.wav?id=) as stored, as audio/wav, whatever extension is asked", async () => {
    const audio = (await demoAttachments()).filter(([, a]) => a.type?.startsWith("audio/"));
    expect(audio.length).toBeGreaterThanOrEqual(2);
    for (const [id, a] of audio) {
      expect(a).toMatchObject({ fileExtension: "wav", type: "audio/wav" });
      const stored = (await t.store.getImage(id))!;
      for (const path of [`/image.wav?id=${id}`, `/image.png?id=${id}&size=h-50`, `/image?id=${id}`]) {
        const reply = await get(path);
        expect(reply.status, path).toBe(200);
        expect(reply.type, path).toBe("audio/wav");
        expect(reply.body.equals(stored.data), path).toBe(true);
      }
      // A playable file: RIFF/WAVE, 16-bit PCM mono at 22050 Hz, a loop of some seconds, not too large to send.
      const wav = stored.data;
      expect([wav.toString("ascii", 0, 4), wav.toString("ascii", 8, 12)]).toEqual(["RIFF", "WAVE"]);
      expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([1, 1, 22050, 16]);
      expect(wav.length).toBeLessThan(1.3 * 1024 * 1024);
    }
  });
});

describe("a fixed set of sizes, cached on disk, drawn a few at a time", () => {
  /** A server of its own whose renders go to a fresh folder; answers the server and the folder. */
  async function serverWithCache(config: Partial<ServerConfig> = {}, dir?: string) {
    const cacheDir = dir ?? mkdtempSync(join(tmpdir(), "image-cache-test-"));
    folders.add(cacheDir);
    const server = await startTestServer({ seed: false, config: { ...config, images: { cacheDir, ...config.images } } });
    servers.push(server);
    return { server, cacheDir };
  }
  const servers: TestServer[] = [];
  const folders = new Set<string>();
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const fetchFrom = async (server: TestServer, path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: Buffer.from(await response.arrayBuffer()) };
  };
  const filesIn = (dir: string) => readdirSync(dir).filter((name) => !name.endsWith(".tmp"));
  const solid = (background: string, width = 400, height = 200) =>
    sharp({ create: { width, height, channels: 4, background } })
      .png()
      .toBuffer();

  it("rounds a size up to the next drawn one: sixty sizes asked make a few renders, each drawn once", async () => {
    const { server, cacheDir } = await serverWithCache();
    const id = await server.store.putImage({ ext: "png", mime: "image/png", data: await solid("#f00") });
    const answers = [];
    for (let px = 51; px <= 110; px++) answers.push(await fetchFrom(server, `/image.png?id=${id}&size=h-${px}`));
    const heights = new Set<number>();
    for (const answer of answers) heights.add((await sharp(answer.body).metadata()).height);
    expect([...heights]).toEqual([56, 60, 64, 72, 80, 96, 100, 112]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // One file per drawn size, however many sizes were asked.
    expect(filesIn(cacheDir)).toHaveLength(8);
    expect(answers[0].body.equals(answers[5].body), "h-51 and h-56 are the same render").toBe(true);
  });

  it("answers from the folder after a restart, and draws an image again once it changed", async () => {
    const id = "attCachedAcrossRestarts";
    const first = await serverWithCache();
    await first.server.store.putImage({ id, ext: "png", mime: "image/png", data: await solid("#f00") });
    expect(await pixel((await fetchFrom(first.server, `/image.png?id=${id}&size=h-50`)).body, 10, 10)).toEqual([255, 0, 0, 255]);
    expect(filesIn(first.cacheDir)).toHaveLength(1);
    // Mark the kept render (blue), so the next server shows whether it drew or read it.
    const [file] = filesIn(first.cacheDir);
    writeFileSync(join(first.cacheDir, file), Buffer.concat([Buffer.from("image/png\n"), await solid("#00f", 100, 50)]));

    const second = await serverWithCache({}, first.cacheDir);
    await second.server.store.putImage({ id, ext: "png", mime: "image/png", data: await solid("#f00") });
    expect(await pixel((await fetchFrom(second.server, `/image.png?id=${id}&size=h-50`)).body, 10, 10)).toEqual([0, 0, 255, 255]);
    await second.server.store.putImage({ id, ext: "png", mime: "image/png", data: await solid("#0f0") });
    expect(await pixel((await fetchFrom(second.server, `/image.png?id=${id}&size=h-50`)).body, 10, 10)).toEqual([0, 255, 0, 255]);
  });

  it("keeps the folder within its bound, dropping the least recently used renders", async () => {
    const { server, cacheDir } = await serverWithCache({ images: { cacheBytes: 4000 } });
    const id = await server.store.putImage({ ext: "png", mime: "image/png", data: await solid("#f00") });
    for (const px of [100, 200, 300, 400, 500, 600])
      expect((await fetchFrom(server, `/image.webp?id=${id}&size=w-${px}`)).status).toBe(200);
    const bytes = filesIn(cacheDir).reduce((sum, name) => sum + statSync(join(cacheDir, name)).size, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(4000);
  });

  it("draws one image at a time here: past one waiting, 503 with Retry-After, and later it is drawn", async () => {
    const { server } = await serverWithCache({ images: { concurrent: 1, waiting: 1 } });
    // Noise drawn from an SVG filter: long enough to draw that the other asks arrive while it runs.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><filter id="n"><feTurbulence baseFrequency="0.05" numOctaves="2"/></filter><rect width="256" height="256" filter="url(#n)"/></svg>`;
    const id = await server.store.putImage({ ext: "svg", mime: "image/svg+xml", data: Buffer.from(svg) });
    const sizes = [1080, 1280, 1440, 1600];
    const answers = await Promise.all(sizes.map((px) => fetchFrom(server, `/image.png?id=${id}&size=h-${px}`)));
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length, `statuses ${answers.map((a) => a.status).join(", ")}`).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    expect(busy.every((a) => Number(a.retryAfter) > 0)).toBe(true);
    expect(JSON.parse(busy[0].body.toString()).message).toMatch(/^\[Images\] too many images are being drawn/);
    for (const [i, px] of sizes.entries()) {
      if (answers[i].status === 503) expect((await fetchFrom(server, `/image.png?id=${id}&size=h-${px}`)).status).toBe(200);
    }
  });

  it("limits the renders one client asks for, while renders already drawn are still served", async () => {
    const { server } = await serverWithCache({ rateLimits: { imageRendersPerMinute: 2 } });
    const id = await server.store.putImage({ ext: "png", mime: "image/png", data: await solid("#f00") });
    expect((await fetchFrom(server, `/image.png?id=${id}&size=h-50`)).status).toBe(200);
    expect((await fetchFrom(server, `/image.png?id=${id}&size=h-60`)).status).toBe(200);
    const refused = await fetchFrom(server, `/image.png?id=${id}&size=h-72`);
    expect([refused.status, Number(refused.retryAfter) > 0]).toEqual([429, true]);
    expect(JSON.parse(refused.body.toString()).message).toBe("Too many requests: wait a moment and try again");
    expect((await fetchFrom(server, `/image.png?id=${id}&size=h-50`)).status).toBe(200);
  });
});

describe("the render cache", () => {
  const render = (bytes: number) => ({ mime: "image/png", data: Buffer.alloc(bytes) });

  it("drops the least recently used render past its count", () => {
    const cache = new RenderCache(2, 1000);
    cache.set("a", render(1));
    cache.set("b", render(1));
    cache.get("a");
    cache.set("c", render(1));
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map(Boolean)).toEqual([true, false, true]);
  });

  it("drops the oldest renders past its bytes, and never keeps one larger than all of them", () => {
    const cache = new RenderCache(10, 100);
    cache.set("a", render(60));
    cache.set("b", render(60));
    cache.set("huge", render(101));
    expect([cache.get("a"), cache.get("b"), cache.get("huge")].map(Boolean)).toEqual([false, true, false]);
  });
});

/** The attachment ids a record holds: fields that are arrays of objects with an id and a file extension. */
function attachments(record: object): { id: string; fileExtension: string; type?: string }[] {
  return Object.values(record).flatMap((value) => (Array.isArray(value) ? value.filter(isAttachment) : []));
}

/** An attachment as records hold them. */
function isAttachment(value: unknown): value is { id: string; fileExtension: string; type?: string } {
  return typeof value === "object" && value !== null && "id" in value && "fileExtension" in value;
}
