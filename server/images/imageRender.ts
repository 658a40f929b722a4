import type { ResizeOptions } from "sharp";
import { FORMATS, type Format, type Resize } from "./imageQuery.ts";
import type { Rendered } from "./renderCache.ts";

/** An attachment as the store keeps it. */
export interface StoredImage {
  ext: string;
  mime: string;
  data: Buffer;
}

type RasterFormat = Exclude<Format, "svg">;

const SVG = FORMATS.svg;
const GIF = FORMATS.gif;
/** librsvg draws an SVG at its own width and height at 72 dpi; a density scales that. */
const SVG_DPI = 72;
const MAX_DENSITY = 100_000;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const DEFAULT_THEME_COLOUR = "#222222";
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * What `/image` sends: GIFs (they may be animated), non-images (music tracks) and SVGs asked as
 * SVG or in their own format go out as stored; everything else goes through sharp.
 */
export async function renderImage(image: StoredImage, requested: Format | null, resize: Resize | null): Promise<Rendered> {
  const target = targetFormat(image, requested);
  if (sentAsStored(image, requested, resize)) return { mime: image.mime, data: image.data };
  return { mime: target ? FORMATS[target] : image.mime, data: await rasterise(image, resize, target) };
}

/** Whether `/image` sends the stored bytes as they are: nothing to draw, nothing to cache (the type decides). */
export function sentAsStored(image: Pick<StoredImage, "mime">, requested: Format | null, resize: Resize | null): boolean {
  const target = targetFormat(image, requested);
  return keepsOwnBytes(image) ? !target : !resize && (!target || FORMATS[target] === image.mime);
}

/** The format to convert to, or null to keep the image's own (an SVG cannot be made from pixels, a GIF keeps its frames). */
function targetFormat(image: Pick<StoredImage, "mime">, requested: Format | null): RasterFormat | null {
  if (!requested || requested === "svg" || image.mime === GIF || !image.mime.startsWith("image/")) return null;
  return requested;
}

/** Images sharp should not touch unless another format is asked: vector art, animations and things that are not images. */
function keepsOwnBytes(image: Pick<StoredImage, "mime">): boolean {
  return image.mime === SVG || image.mime === GIF || !image.mime.startsWith("image/");
}

/** Decode, scale and encode with sharp (loaded on first use: a server that never serves images never loads libvips). */
async function rasterise(image: StoredImage, resize: Resize | null, target: RasterFormat | null): Promise<Buffer> {
  const sharp = await loadSharp();
  const density = image.mime === SVG ? await svgDensity(image.data, resize) : undefined;
  let pipeline = sharp(image.data, density ? { density } : {});
  if (resize) pipeline = pipeline.resize(resizeOptions(resize));
  return (target ? pipeline.toFormat(target) : pipeline).toBuffer();
}

/** The density that draws an SVG at the size asked, so a small vector logo is never upscaled into a blur. */
async function svgDensity(data: Buffer, resize: Resize | null): Promise<number> {
  if (!resize) return SVG_DPI;
  const sharp = await loadSharp();
  const { width = resize.px, height = resize.px } = await sharp(data).metadata();
  const scale =
    resize.mode === "width" ? resize.px / width : resize.mode === "height" ? resize.px / height : resize.px / Math.max(width, height);
  return Math.min(MAX_DENSITY, Math.max(1, SVG_DPI * scale));
}

/**
 * sharp, loaded on first use. Our renders are cached on disk, so libvips' own cache of decoded
 * images only holds memory; each render gets two threads (the queue runs a few at a time).
 * What renders keep after they end is glibc's, not sharp's: once a freed image buffer raises
 * malloc's mmap threshold, later ones come from its arenas and stay there. Only variables set
 * before the process starts change that (`mallocEnv.json`; bench/imageMemory.ts measures it).
 */
async function loadSharp() {
  const { default: sharp } = await import("sharp");
  if (!sharpReady) {
    sharp.cache(false);
    sharp.concurrency(SHARP_THREADS);
    sharpReady = true;
  }
  return sharp;
}
let sharpReady = false;
const SHARP_THREADS = 2;

/** sharp's options for each resize mode; a square is the whole image contained on a transparent background. */
function resizeOptions({ mode, px }: Resize): ResizeOptions {
  switch (mode) {
    case "width":
      return { width: px };
    case "height":
      return { height: px };
    case "square":
      return { width: px, height: px, fit: "contain", background: TRANSPARENT };
    case "fit":
      return { width: px, height: px, fit: "inside" };
  }
}

/** `/theme.png`: the logo contained in the square less its padding, centred on a square of the theme colour. */
export async function renderTheme(logo: StoredImage, colour: string, size: number, paddingPx: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const inner = await rasterise(logo, { mode: "square", px: size - paddingPx }, "png");
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .composite([{ input: inner }])
    .png()
    .toBuffer();
}

/** The theme's logo background colour as the original server chose it; text that is not a hex colour falls back rather than crash sharp. */
export function themeColour(theme: { color_logo_background?: string; color_theme?: string }): string {
  const colour = (theme.color_logo_background || theme.color_theme || DEFAULT_THEME_COLOUR).trim();
  return HEX_COLOUR.test(colour) ? colour : DEFAULT_THEME_COLOUR;
}
