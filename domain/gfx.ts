import { z } from "zod";
import type { GfxRecord } from "./tables.ts";

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

/** What the button rules read of a GFX entry: its matrix button (`index`; 0 or none: no button) and when it was last written. */
export type GfxPlacement = Pick<GfxRecord, "id" | "index" | "__version">;

/** One index change the move writes. */
export interface GfxIndexChange {
  id: string;
  index: number;
}

const buttonOf = (g: GfxPlacement) => g.index ?? 0;

/**
 * The entry on matrix button `index` (SPEC §2.9): a button holds one entry. Should two share
 * one anyway (written before that rule, or by the organiser console), the one written last
 * wins, then the lower id: the choice never depends on the order of the broadcast's list.
 */
export function gfxOnButton<G extends GfxPlacement>(entries: readonly (G | null)[], index: number): G | null {
  let best: G | null = null;
  for (const g of entries) {
    if (!g || index < 1 || buttonOf(g) !== index) continue;
    if (!best || g.__version > best.__version || (g.__version === best.__version && g.id < best.id)) best = g;
  }
  return best;
}

/**
 * Moving entry `id` to button `index` (0: off the matrix). A button holds one entry, so the
 * entry on the target takes the moved one's old button (none when it had none): the two swap.
 * Any other entry left sharing either of those buttons loses its button, so both hold one
 * entry after the move. Answers the index changes to write together; none when it is already there.
 */
export function moveGfx(entries: readonly GfxPlacement[], id: string, index: number): GfxIndexChange[] {
  const moved = entries.find((g) => g.id === id);
  if (!moved || buttonOf(moved) === index) return [];
  const from = buttonOf(moved);
  const others = entries.filter((g) => g.id !== id);
  const holder = gfxOnButton(others, index);
  const changes: GfxIndexChange[] = [{ id, index }];
  if (holder) changes.push({ id: holder.id, index: from });
  for (const g of others) {
    if (g === holder || buttonOf(g) === 0) continue;
    if (buttonOf(g) === index || (holder && buttonOf(g) === from)) changes.push({ id: g.id, index: 0 });
  }
  return changes;
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
