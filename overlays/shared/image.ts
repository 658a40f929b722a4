import { Container, Graphics, Sprite } from "pixi.js";
import { imageUrl, loadForDrawing } from "../../engine/ui.ts";

/**
 * An image filling a w x h box: `cover` crops to fill it (masked to the box), `contain` fits
 * it whole, centred. Loads only when its source changes; a source that cannot be loaded draws
 * nothing (never a broken image).
 */
export class FittedImage extends Container {
  private sprite: Sprite | null = null;
  private src: string | null = null;

  constructor(
    private readonly w: number,
    private readonly h: number,
    private readonly fit: "cover" | "contain",
    private readonly onLoad: () => void,
  ) {
    super();
    if (fit === "cover") this.mask = this.addChild(new Graphics().rect(0, 0, w, h).fill(0xffffff));
  }

  /** Whether an image is drawn now. */
  get loaded(): boolean {
    return !!this.sprite;
  }

  /** An attachment, from the image endpoint at a size that suits the box. */
  setAttachment(id: string | null): void {
    this.set(id ? imageUrl(id, Math.min(1920, Math.max(this.w, this.h) * (this.fit === "contain" ? 2 : 1))) : null);
  }

  /** Any image URL; null clears it. */
  set(url: string | null): void {
    if (url === this.src) return;
    this.src = url;
    this.sprite?.destroy();
    this.sprite = null;
    if (!url) return;
    loadForDrawing(url, (tex) => {
      if (this.destroyed || this.src !== url) return;
      const s = new Sprite(tex);
      const k = (this.fit === "cover" ? Math.max : Math.min)(this.w / tex.width, this.h / tex.height);
      s.scale.set(k);
      s.anchor.set(0.5);
      s.position.set(this.w / 2, this.h / 2);
      this.sprite = s;
      this.addChildAt(s, 0);
      this.onLoad();
    });
  }
}

/** A FittedImage placed at a frame's corner. */
export function framedImage(frame: { x: number; y: number; w: number; h: number }, fit: "cover" | "contain", onLoad: () => void): FittedImage {
  const image = new FittedImage(frame.w, frame.h, fit, onLoad);
  image.position.set(frame.x, frame.y);
  return image;
}
