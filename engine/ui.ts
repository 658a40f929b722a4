import { Container, Graphics, Sprite, Text, Texture, type TextStyleOptions } from "pixi.js";
import { hexToNumber } from "../domain/theme.ts";

/** Display and body fonts (OFL, from @fontsource), loaded before the first draw. */
export const DISPLAY = "Oswald";
export const BODY = "Inter";

export function label(text: string, style: TextStyleOptions = {}): Text {
  return new Text({
    text,
    style: { fontFamily: BODY, fontSize: 28, fill: 0xffffff, ...style },
    resolution: 1,
  });
}

/** The string each fitted text was asked to show, before `fitText` cut it with an ellipsis. */
const wanted = new WeakMap<Text, string>();

/** The string a text was asked to show (a fitted text may draw less of it). */
export const textOf = (t: Text): string => wanted.get(t) ?? t.text;

/** Re-rasterise a text only when its string changes (a fitted text compares what it was asked to show). */
export function setText(t: Text, value: string): void {
  if (textOf(t) === value) return;
  wanted.delete(t);
  t.text = value;
}

/** How far a fitted text may shrink: 70 % of its design size (OVERLAYS.md "Long names fit"), never under the 20 px label floor. */
export const FIT_FLOOR = 0.7;
export const LABEL_FLOOR_PX = 20;

/**
 * The one long-name rule of every scene (OVERLAYS.md "Broadcast design rules"): a text wider
 * than `maxWidth` shrinks, down to 70 % of its design size (and never under 20 px), and what
 * still does not fit is cut with an ellipsis. A text that fits keeps its size; fitting it again
 * with the same string and width changes nothing.
 */
export function fitText(t: Text, maxWidth: number, floor = FIT_FLOOR): void {
  const full = textOf(t);
  if (t.text !== full) t.text = full;
  wanted.delete(t);
  const size = Number(t.style.fontSize) || 28;
  const min = Math.min(1, Math.max(floor, LABEL_FLOOR_PX / size));
  const width = t.bounds.width;
  if (width <= maxWidth) return void t.scale.set(1);
  const k = Math.max(min, maxWidth / width);
  t.scale.set(k);
  if (width * k <= maxWidth + 0.5) return;
  // Keep the longest start of the string that fits with its ellipsis.
  const room = maxWidth / k;
  let lo = 0;
  let hi = full.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    t.text = `${full.slice(0, mid).trimEnd()}…`;
    if (t.bounds.width <= room) lo = mid;
    else hi = mid - 1;
  }
  t.text = `${full.slice(0, lo).trimEnd()}…`;
  wanted.set(t, full);
}

/** What each Graphics was last drawn from (see `redraw`). */
const drawnFrom = new WeakMap<Graphics, readonly unknown[]>();

/**
 * Draw a Graphics again only when what it is drawn from changed: `inputs` lists every value
 * `draw` reads (compared one by one with ===). Clearing and refilling a Graphics makes Pixi
 * rebuild its geometry, so an update that leaves a shape as it was should not touch it.
 */
export function redraw(g: Graphics, inputs: readonly unknown[], draw: (g: Graphics) => void): void {
  const last = drawnFrom.get(g);
  if (last && last.length === inputs.length && last.every((v, i) => v === inputs[i])) return;
  drawnFrom.set(g, inputs);
  draw(g.clear());
}

export const color = (hex: string) => hexToNumber(hex);

export function box(g: Graphics, x: number, y: number, w: number, h: number, fill: string, alpha = 1, radius = 0): Graphics {
  (radius ? g.roundRect(x, y, w, h, radius) : g.rect(x, y, w, h)).fill({ color: color(fill), alpha });
  return g;
}

/** Where the image endpoint is: this page's origin, or our server's for a graphic in another page (an OGraf renderer). */
let imageOrigin = "";
export function setImageOrigin(origin: string): void {
  imageOrigin = origin;
}

/**
 * An image of ours by attachment id, at a size; a portable OGraf graphic's logo is an
 * address instead, drawn as it is.
 */
export const imageUrl = (id: string, size: number) =>
  /^(https?:|data:image\/|\/|\.\.?\/)/.test(id) ? id : `${imageOrigin}/image.png?id=${encodeURIComponent(id)}&size=${size}`;

const textures = new Map<string, Promise<Texture | null>>();

/** A texture from the image endpoint, cached; null when it cannot be loaded. */
export function loadImage(url: string): Promise<Texture | null> {
  let p = textures.get(url);
  if (!p) {
    p = new Promise<Texture | null>((resolve) => {
      const img = new Image();
      img.crossOrigin = "anonymous";
      img.onload = () => resolve(Texture.from(img));
      img.onerror = () => resolve(null);
      img.src = url;
    });
    textures.set(url, p);
  }
  return p;
}

/** Images still loading; the bridge reports drawn only once none are. */
export const pendingImages = new Set<Promise<unknown>>();

/**
 * Load an image for a scene and hand it the texture (nothing when it cannot be loaded); the
 * page's first frame waits in `pendingImages` until `use` has run.
 */
export function loadForDrawing(url: string, use: (texture: Texture) => void): void {
  const p = loadImage(url).then((texture) => texture && use(texture));
  pendingImages.add(p);
  void p.finally(() => pendingImages.delete(p));
}

/** A logo fitted and centred in a square box; reloads only when the attachment changes. */
export class Logo extends Container {
  private sprite: Sprite | null = null;
  private id: string | null = null;

  constructor(
    private readonly size: number,
    private readonly onLoad: () => void,
  ) {
    super();
  }

  set(attachmentId: string | null): void {
    if (attachmentId === this.id) return;
    this.id = attachmentId;
    this.sprite?.destroy();
    this.sprite = null;
    if (!attachmentId) return;
    loadForDrawing(imageUrl(attachmentId, Math.max(64, this.size * 2)), (tex) => {
      if (this.destroyed || this.id !== attachmentId) return;
      const s = new Sprite(tex);
      const k = Math.min(this.size / tex.width, this.size / tex.height);
      s.scale.set(k);
      s.anchor.set(0.5);
      s.position.set(this.size / 2, this.size / 2);
      this.sprite = s;
      this.addChild(s);
      this.onLoad();
    });
  }
}
