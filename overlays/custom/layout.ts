/** The custom frame: a title bar over a bordered window, inside the safe area. */
export const CUSTOM_FRAME = { x: 96, y: 54, w: 1728, h: 972, titleH: 96, border: 8 } as const;

/** The window left transparent for the external content. */
export function customWindow(hasTitle: boolean): { x: number; y: number; w: number; h: number } {
  const f = CUSTOM_FRAME;
  const top = f.y + (hasTitle ? f.titleH : f.border);
  return { x: f.x + f.border, y: top, w: f.w - 2 * f.border, h: f.y + f.h - f.border - top };
}

/** The frame's title: the `title` option, else the broadcast's title, else none. */
export function customTitle(shared: string | null, broadcast: string | undefined): string {
  return (shared ?? broadcast ?? "").trim();
}
