import { z } from "zod";
import { longId } from "../../domain/ids.ts";

/** The largest side the original SLMN.GG server would draw; bigger asks are refused before any work. */
export const MAX_PIXELS = 3000;

/**
 * The sides we draw; an asked side is rounded up to the next of them, so each image has a few
 * hundred renders at most and every one is cached. They hold the sizes the original clients ask
 * (h-35, h-50, h-56, h-60, h-72, s-40, s-80, s-128, w-200, h-1080), the site's logos (twice their
 * CSS size: 56 to 240) and the overlays' (64 to 720, backgrounds 1920).
 */
export const SIZES = [
  16,
  24,
  32,
  35,
  40,
  48,
  50,
  56,
  60,
  64,
  72,
  80,
  96,
  100,
  112,
  120,
  128,
  144,
  150,
  160,
  180,
  200,
  240,
  256,
  300,
  320,
  360,
  400,
  480,
  500,
  512,
  600,
  640,
  720,
  800,
  960,
  1080,
  1280,
  1440,
  1600,
  1920,
  2160,
  2560,
  MAX_PIXELS,
] as const;

/** The smallest size of the set at least as large as asked (asks past MAX_PIXELS are refused before this). */
export function roundSize(px: number): number {
  return SIZES.find((size) => size >= px) ?? MAX_PIXELS;
}

export const FORMATS = {
  png: "image/png",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
} as const;
export type Format = keyof typeof FORMATS;

/** How to scale: one side fixed (the other keeps the aspect), a transparent square, or a fit inside a box (our own `size=<n>`). */
export interface Resize {
  mode: "width" | "height" | "square" | "fit";
  px: number;
}

const MISSING_ID = "Required parameter 'id' is missing";
const SIZE_FORMAT = "Size needs to be correct format {mode}-{val}";
const SIZE_MODES = { w: "width", h: "height", s: "square" } as const;
const NO_THEME = "No theme ID requested";
const PADDING = "Padding needs to be a percentage from 0 to 99";
const DEFAULT_THEME_SIZE = 500;
const DEFAULT_THEME_PADDING = 5;

/** The format a path extension asks for, or null (no extension, or one we cannot make) for the stored image's own. */
export function formatOf(ext: string | undefined): Format | null {
  const lower = ext?.toLowerCase();
  return lower && Object.hasOwn(FORMATS, lower) ? (lower as Format) : null;
}

/** A side in pixels: a whole number from 1 to the limit, refused past it with the original server's message. */
const pixels = (invalid: string) => z.number().int(invalid).min(1, invalid).max(MAX_PIXELS, "Image too large").transform(roundSize);

/** `width=`, `height=`, `square=`: a number of pixels, nothing else. */
const side = (name: string) => {
  const invalid = `Parameter '${name}' needs to be a whole number of pixels`;
  return z.string(invalid).regex(/^\d+$/, invalid).transform(Number).pipe(pixels(invalid));
};

/** `size=orig`, `size=<w|h|s>-<n>` as the SLMN.GG clients send it, or our own bare `size=<n>`. */
const SizeSchema = z
  .string(SIZE_FORMAT)
  .transform((text, ctx): Resize | null => {
    if (text === "orig") return null;
    const match = /^(?:([whs])-)?(\d+)$/.exec(text);
    if (match) return { mode: match[1] ? SIZE_MODES[match[1] as keyof typeof SIZE_MODES] : "fit", px: Number(match[2]) };
    ctx.addIssue({ code: "custom", message: SIZE_FORMAT });
    return z.NEVER;
  })
  .pipe(z.object({ mode: z.enum(["width", "height", "square", "fit"]), px: pixels(SIZE_FORMAT) }).nullable());

/** `/image` query: explicit `width`/`height`/`square` win over `size` (the last of them in that order), `orig` when none. */
export const ImageQuerySchema = z
  .object({
    id: z
      .string({ error: (issue) => (issue.input === undefined ? MISSING_ID : "Parameter 'id' must be given once") })
      .min(1, MISSING_ID)
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "Parameter 'id' is not an attachment id"),
    size: SizeSchema.optional(),
    width: side("width").optional(),
    height: side("height").optional(),
    square: side("square").optional(),
  })
  .transform(({ id, size, width, height, square }) => ({ id, resize: explicitResize(width, height, square) ?? size ?? null }));

/** The explicit side parameters as one resize: square over height over width, as the original server read them. */
function explicitResize(width?: number, height?: number, square?: number): Resize | undefined {
  if (square) return { mode: "square", px: square };
  if (height) return { mode: "height", px: height };
  if (width) return { mode: "width", px: width };
  return undefined;
}

/** `/theme` query: `size` defaults to 500 as `parseInt(size) || 500` did; `padding` is a percentage of it, 5 by default. */
export const ThemeQuerySchema = z
  .object({
    id: z.string(NO_THEME).min(1, NO_THEME),
    size: z
      .string("Parameter 'size' must be given once")
      .optional()
      .transform((text) => parseInt(text ?? "", 10) || DEFAULT_THEME_SIZE)
      .pipe(z.number().min(1, "Requested image size must be at least 1 pixel").max(MAX_PIXELS, "Requested image too large"))
      .transform(roundSize),
    padding: z
      .string(PADDING)
      .optional()
      .transform((text) => (text ? Number(text) : DEFAULT_THEME_PADDING))
      .pipe(z.number(PADDING).min(0, PADDING).max(99, PADDING))
      // Whole percents: a fraction would make another render of the same logo for each.
      .transform(Math.floor),
  })
  .transform(({ id, size, padding }) => ({ id: longId(id), size, paddingPx: Math.floor((size * padding) / 100) }));

/** The sentence to answer for a query that did not parse: the first thing wrong with it. */
export function queryProblem(error: z.ZodError): { field: string; message: string } {
  const [issue] = error.issues;
  return { field: String(issue.path[0] ?? ""), message: issue.message };
}

/** A stable text for a resize, for cache keys. */
export function resizeKey(resize: Resize | null): string {
  return resize ? `${resize.mode}-${resize.px}` : "orig";
}

/** A stable text for a format, for cache keys: `.jpg` and `.jpeg` are one render. */
export function formatKey(format: Format | null): string {
  return format === "jpeg" ? "jpg" : (format ?? "own");
}
