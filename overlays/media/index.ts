import { firstVisual, mediaUrl } from "../../domain/media.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { framedImage, type FittedImage } from "../shared/image.ts";
import { mediaRoute } from "./options.ts";

const FULL = { x: 0, y: 0, w: 1920, h: 1080 };

/**
 * The broadcast's highlighted media (highlight_media's first image or video): an image fitted
 * whole in the frame, or a video playing in the DOM layer. Nothing when none is set.
 */
class MediaScene extends Scene<Record<string, never>> {
  private readonly picture: FittedImage;

  constructor(ctx: ConstructorParameters<typeof Scene<Record<string, never>>>[0]) {
    super(ctx);
    this.picture = framedImage(FULL, "contain", ctx.invalidate);
    this.root.addChild(this.picture);
  }

  protected draw(d: OverlayData): void {
    const media = firstVisual(d.broadcast.highlight_media);
    const video = media?.kind === "video" ? mediaUrl(media) : null;
    this.picture.set(media?.kind === "image" ? `/image.png?id=${encodeURIComponent(media.id)}&size=1920` : null);
    this.ctx.dom.set(video ? [{ key: "media", url: video, ...FULL, video: { fit: "contain" } }] : []);
  }

  override destroy(): void {
    this.ctx.dom.clear();
    super.destroy();
  }
}

export const media = defineScene(mediaRoute, { create: (ctx) => new MediaScene(ctx) });
