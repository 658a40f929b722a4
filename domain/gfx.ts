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
