import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { embeddableUrl } from "../../domain/embeds.ts";
import { iframeRoute } from "./options.ts";

type Opts = { url?: string };

/** The `url` page full frame in the DOM layer; an address that is not http(s) draws nothing. */
class IframeScene extends Scene<Opts> {
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    const url = embeddableUrl(ctx.options.url);
    if (!url && ctx.options.url) console.warn(`[Overlay] iframe: "${ctx.options.url}" is not an http(s) address`);
    ctx.dom.set(url ? [{ key: "iframe", url, x: 0, y: 0, w: 1920, h: 1080 }] : []);
  }
  protected draw(): void {}
  override destroy(): void {
    this.ctx.dom.clear();
    super.destroy();
  }
}

export const iframe = defineScene(iframeRoute, { create: (ctx) => new IframeScene(ctx) });
