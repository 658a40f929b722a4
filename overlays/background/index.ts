import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { FittedImage } from "../shared/image.ts";
import { backgroundOf } from "./layout.ts";
import { backgroundRoute } from "./options.ts";

type Opts = { index: number };

const FRAME_KEY = "background";

/** The broadcast's background N full frame: an image on the canvas, a video (muted, looping) in the DOM layer under it. */
class BackgroundScene extends Scene<Opts> {
  private readonly image: FittedImage;
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.image = new FittedImage(1920, 1080, "cover", ctx.invalidate);
    this.root.addChild(this.image);
  }
  protected draw(d: OverlayData): void {
    const bg = backgroundOf(d.broadcast.background, this.ctx.options.index);
    this.image.setAttachment(bg?.kind === "image" ? bg.id : null);
    this.ctx.dom.set(
      bg?.kind === "video" ? [{ key: FRAME_KEY, url: bg.url, x: 0, y: 0, w: 1920, h: 1080, video: { fit: "cover", muted: true } }] : [],
    );
  }
  override destroy(): void {
    this.ctx.dom.clear();
    super.destroy();
  }
}

export const background = defineScene(backgroundRoute, { create: (ctx) => new BackgroundScene(ctx) });
