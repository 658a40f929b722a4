import type { Request, Response, Router } from "express";
import type { ThingStore } from "../store/ThingStore.ts";
import { FORMATS, ImageQuerySchema, ThemeQuerySchema, formatOf, queryProblem, resizeKey } from "./imageQuery.ts";
import { renderImage, renderTheme, themeColour } from "./imageRender.ts";
import { RenderCache, type Rendered } from "./renderCache.ts";

/** `/image`, `/image.png`, ...: the SLMN.GG clients ask both with and without an extension. */
const IMAGE_PATH = /^\/image(?:\.([A-Za-z0-9]+))?$/;
/** `/theme`, `/theme.png`, ...: the extension is ignored, the answer is always a PNG. */
const THEME_PATH = /^\/theme(?:\.[A-Za-z0-9]+)?$/;

/**
 * The image routes of the original SLMN.GG server, which its website, overlays and Stream Deck
 * module call: stored attachments converted and scaled, and a theme's logo on its colour.
 */
export function mountImageRoutes(router: Router, store: ThingStore) {
  const cache = new RenderCache();
  router.get(IMAGE_PATH, (req: Request, res: Response) => serveImage(req, res, store, cache));
  router.get(THEME_PATH, (req: Request, res: Response) => serveTheme(req, res, store, cache));
}

/** `GET /image.<ext>?id=&size=`: an attachment in the format the extension asks for (its own without one), scaled as asked. */
async function serveImage(req: Request, res: Response, store: ThingStore, cache: RenderCache) {
  const query = ImageQuerySchema.safeParse(req.query);
  if (!query.success) return fail(res, 400, queryProblem(query.error).message);
  const { id, resize } = query.data;
  const format = formatOf((req.params as Record<string, string | undefined>)[0]);
  const key = `image:${id}:${format ?? "own"}:${resizeKey(resize)}`;
  let rendered = cache.get(key);
  if (!rendered) {
    const image = await store.getImage(id);
    if (!image) return fail(res, 404, "Could not find attachment data");
    rendered = await renderImage(image, format, resize);
    cache.set(key, rendered);
  }
  send(res, rendered);
}

/** `GET /theme.png?id=&size=&padding=`: the theme's first logo centred on a square of its logo background colour. */
async function serveTheme(req: Request, res: Response, store: ThingStore, cache: RenderCache) {
  const query = ThemeQuerySchema.safeParse(req.query);
  if (!query.success) {
    const problem = queryProblem(query.error);
    return fail(res, problem.field === "id" ? 404 : 400, problem.message);
  }
  const { id, size, paddingPx } = query.data;
  const theme = await store.getTyped(id, "Themes");
  const logoId = theme?.default_logo?.[0]?.id;
  if (!theme || !logoId) return fail(res, 400, "No logo to use");
  const colour = themeColour(theme);
  // Keyed by what is drawn, not the theme id: a theme whose logo or colour changes is drawn again.
  const key = `theme:${logoId}:${colour}:${size}:${paddingPx}`;
  let rendered = cache.get(key);
  if (!rendered) {
    const logo = await store.getImage(logoId);
    if (!logo) return fail(res, 400, "No logo to use");
    rendered = { mime: FORMATS.png, data: await renderTheme(logo, colour, size, paddingPx) };
    cache.set(key, rendered);
  }
  send(res, rendered);
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
