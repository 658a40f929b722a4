import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Request, Response, Router } from "express";
import { RateLimiter, addressKey, tooMany } from "../http/rateLimit.ts";
import type { ThingStore } from "../store/ThingStore.ts";
import { DiskCache } from "./diskCache.ts";
import { FORMATS, ImageQuerySchema, ThemeQuerySchema, formatKey, formatOf, queryProblem, resizeKey } from "./imageQuery.ts";
import { renderImage, renderTheme, sentAsStored, themeColour, type StoredImage } from "./imageRender.ts";
import { QueueFull, RenderQueue } from "./renderQueue.ts";
import { RenderCache, type Rendered } from "./renderCache.ts";

/** Where renders are kept and how many are drawn at once (ServerConfig `images`). */
export interface ImageSettings {
  /** Folder of the disk cache; by default one in the OS's temporary folder (main.ts puts it under DATA_DIR). */
  cacheDir: string;
  cacheBytes: number;
  /** Renders drawn at once, and how many more may wait; past that a request is answered 503. */
  concurrent: number;
  waiting: number;
}

export const DEFAULT_IMAGE_SETTINGS: ImageSettings = {
  cacheDir: join(tmpdir(), "esports-image-cache"),
  cacheBytes: 512 * 1024 * 1024,
  concurrent: 2,
  waiting: 32,
};

/** Per client address: every image request, and those that must be drawn. */
export interface ImageLimiters {
  requests: RateLimiter;
  renders: RateLimiter;
}

/** Seconds a client is asked to wait when the queue is full: a render takes well under that. */
const BUSY_RETRY_SECONDS = 2;

/** `/image`, `/image.png`, ...: the SLMN.GG clients ask both with and without an extension. */
const IMAGE_PATH = /^\/image(?:\.([A-Za-z0-9]+))?$/;
/** `/theme`, `/theme.png`, ...: the extension is ignored, the answer is always a PNG. */
const THEME_PATH = /^\/theme(?:\.[A-Za-z0-9]+)?$/;

/**
 * The image routes of the original SLMN.GG server, which its website, overlays and Stream Deck
 * module call: stored attachments converted and scaled, and a theme's logo on its colour.
 * Sizes come from a fixed set (imageQuery SIZES); each render is kept in memory and on disk,
 * drawn a few at a time, and limited per client.
 */
export function mountImageRoutes(router: Router, store: ThingStore, settings: ImageSettings, limiters: ImageLimiters) {
  const renders = new Renders(settings);
  router.get(IMAGE_PATH, (req: Request, res: Response) => serveImage(req, res, store, renders, limiters));
  router.get(THEME_PATH, (req: Request, res: Response) => serveTheme(req, res, store, renders, limiters));
}

/** `GET /image.<ext>?id=&size=`: an attachment in the format the extension asks for (its own without one), scaled as asked. */
async function serveImage(req: Request, res: Response, store: ThingStore, renders: Renders, limiters: ImageLimiters) {
  if (!(await allowed(req, res, limiters.requests))) return;
  const query = ImageQuerySchema.safeParse(req.query);
  if (!query.success) return fail(res, 400, queryProblem(query.error).message);
  const { id, resize } = query.data;
  const format = formatOf((req.params as Record<string, string | undefined>)[0]);
  // A render kept from before is found by the image's stamp; its bytes are read only to send or draw them.
  const stamp = await store.imageStamp(id);
  if (!stamp) return fail(res, 404, "Could not find attachment data");
  if (sentAsStored(stamp, format, resize)) {
    const image = await imageOf(store, id);
    return send(res, { mime: image.mime, data: image.data });
  }
  const key = `image:${id}:${stamp.version}:${formatKey(format)}:${resizeKey(resize)}`;
  await answer(req, res, renders, limiters, key, async () => renderImage(await imageOf(store, id), format, resize));
}

/** `GET /theme.png?id=&size=&padding=`: the theme's first logo centred on a square of its logo background colour. */
async function serveTheme(req: Request, res: Response, store: ThingStore, renders: Renders, limiters: ImageLimiters) {
  if (!(await allowed(req, res, limiters.requests))) return;
  const query = ThemeQuerySchema.safeParse(req.query);
  if (!query.success) {
    const problem = queryProblem(query.error);
    return fail(res, problem.field === "id" ? 404 : 400, problem.message);
  }
  const { id, size, paddingPx } = query.data;
  const theme = await store.getTyped(id, "Themes");
  const logoId = theme?.default_logo?.[0]?.id;
  if (!theme || !logoId) return fail(res, 400, "No logo to use");
  const logo = await store.imageStamp(logoId);
  if (!logo) return fail(res, 400, "No logo to use");
  const colour = themeColour(theme);
  // Keyed by what is drawn, not the theme id: a theme whose logo or colour changes is drawn again.
  const key = `theme:${logoId}:${logo.version}:${colour}:${size}:${paddingPx}`;
  await answer(req, res, renders, limiters, key, async () => ({
    mime: FORMATS.png,
    data: await renderTheme(await imageOf(store, logoId), colour, size, paddingPx),
  }));
}

/** An image whose stamp was just found (images are never deleted; a hand-edited database is a server error). */
async function imageOf(store: ThingStore, id: string): Promise<StoredImage> {
  const image = await store.getImage(id);
  if (!image) throw new Error(`[Images] attachment ${id} vanished while being served`);
  return image;
}

/** Send the cached render, or draw it in its turn (counted against the client), or say why not. */
async function answer(req: Request, res: Response, renders: Renders, limiters: ImageLimiters, key: string, draw: () => Promise<Rendered>) {
  const cached = await renders.get(key);
  if (cached) return send(res, cached);
  if (!(await allowed(req, res, limiters.renders))) return;
  try {
    send(res, await renders.draw(key, draw));
  } catch (error) {
    if (!(error instanceof QueueFull)) throw error;
    res.setHeader("Retry-After", String(BUSY_RETRY_SECONDS));
    fail(res, 503, error.message);
  }
}

/** Count a request against the client's limit; false (answered 429) past it. */
async function allowed(req: Request, res: Response, limiter: RateLimiter): Promise<boolean> {
  const key = addressKey(req);
  if (await limiter.take(key)) return true;
  tooMany(res, limiter.retryAfter(key));
  return false;
}

/** Renders: the most used in memory, all of them on disk, new ones drawn through the queue. */
class Renders {
  private readonly memory = new RenderCache(200, 32 * 1024 * 1024);
  private readonly disk: DiskCache;
  private readonly queue: RenderQueue;

  constructor(settings: ImageSettings) {
    this.disk = new DiskCache(settings.cacheDir, settings.cacheBytes);
    this.queue = new RenderQueue(settings.concurrent, settings.waiting);
  }

  async get(key: string): Promise<Rendered | undefined> {
    const hit = this.memory.get(key) ?? (await this.disk.get(key));
    if (hit) this.memory.set(key, hit);
    return hit;
  }

  /** Draw in turn and keep the result; a render already running or waiting for the key is shared. */
  draw(key: string, draw: () => Promise<Rendered>): Promise<Rendered> {
    return this.queue.run(key, async () => {
      const rendered = await draw();
      this.memory.set(key, rendered);
      await this.disk.set(key, rendered);
      return rendered;
    });
  }
}

/** Send an image that browsers, the Stream Deck and proxies may keep for an hour. */
function send(res: Response, rendered: Rendered) {
  res.setHeader("Content-Type", rendered.mime);
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.setHeader("X-Content-Type-Options", "nosniff");
  // An uploaded SVG opened on its own must not run script on our origin.
  if (rendered.mime === FORMATS.svg) res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.send(rendered.data);
}

/** The JSON error every image route answers. */
function fail(res: Response, status: number, message: string) {
  res.status(status).json({ error: true, message });
}
