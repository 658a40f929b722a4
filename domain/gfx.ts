import { z } from "zod";

/** SPEC §9: the GFX matrix holds at most 24 buttons (the setting gfxButtonCount, default 6). */
export const GFX_MATRIX_MAX = 24;

/** The matrix-count prompt's answer (SPEC §2.9): a whole number from 1 to 24, else null (ignored). */
export function parseMatrixCount(input: string | null | undefined): number | null {
  const text = (input ?? "").trim();
  if (!/^\d+$/.test(text)) return null;
  const count = Number(text);
  return count >= 1 && count <= GFX_MATRIX_MAX ? count : null;
}

/** An overlay route, `/client/{key}/{overlay}` or `/broadcast/{code}/{overlay}`, each part encoded; the overlay may go deeper (gfx/2). */
export function overlayPath(kind: "client" | "broadcast", key: string, overlay: string): string {
  return `/${kind}/${encodeURIComponent(key)}/${overlay.split("/").map(encodeURIComponent).join("/")}`;
}

/** The overlay route of a GFX button: `/client/{key}/gfx/{index}` (SPEC §2.6, §2.9). */
export function gfxOverlayPath(clientKey: string, index: number): string {
  return overlayPath("client", clientKey, `gfx/${index}`);
}

/** The kinds of GFX entry a `gfx/{index}` overlay draws (SPEC §2.6). */
export const GFX_TYPES = [
  "Schedule",
  "Bracket",
  "Image",
  "Iframe",
  "Standings",
  "Text",
  "Multi Standings",
  "MVP",
  "Stats",
  "Rosters",
] as const;
export type GfxType = (typeof GFX_TYPES)[number];

/**
 * A GFX entry's settings (its `data` JSON text), one shape for every type: each type reads
 * the fields it needs (Image `url` unless the entry has an `image`; Iframe `url`; Text `text`;
 * Standings `group`; Multi Standings `groups`; Bracket `bracket` (an id, else the event's first);
 * Stats `player` or `team`).
 */
export const GfxDataSchema = z.object({
  url: z.string().url().optional(),
  text: z.string().max(2000).optional(),
  group: z.string().optional(),
  groups: z.array(z.string()).optional(),
  bracket: z.string().optional(),
  player: z.string().optional(),
  team: z.string().optional(),
  subtitle: z.string().optional(),
});
export type GfxData = z.infer<typeof GfxDataSchema>;

/** A GFX entry's settings; an unparseable text reads as none (the entry then draws its defaults). */
export function parseGfxData(text: string | null | undefined): GfxData {
  if (!text) return {};
  try {
    const parsed = GfxDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function isGfxType(value: string | null | undefined): value is GfxType {
  return (GFX_TYPES as readonly string[]).includes(value ?? "");
}
