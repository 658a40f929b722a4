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

/** Re-rasterise a text only when its string changes. */
export function setText(t: Text, value: string): void {
  if (t.text !== value) t.text = value;
}

/** Shrink a text to fit a width (never grow past its style size); a scale that stays is left alone. */
export function fitText(t: Text, maxWidth: number): void {
  const width = t.bounds.width;
  t.scale.set(width > maxWidth ? maxWidth / width : 1);
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

export const imageUrl = (id: string, size: number) => `/image.png?id=${encodeURIComponent(id)}&size=${size}`;

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
    const p = loadImage(imageUrl(attachmentId, Math.max(64, this.size * 2)));
    pendingImages.add(p);
    void p.then((tex) => {
      pendingImages.delete(p);
      if (!tex || this.destroyed || this.id !== attachmentId) return;
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
