import { Graphics } from "pixi.js";
import { chatEmbedUrl, twitchChannel } from "../../domain/twitchChat.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, color, fitText, redraw, setText } from "../../engine/ui.ts";
import { body, heading } from "../shared/widgets.ts";
import { chatRoute } from "./options.ts";

/** The panel: the right edge of the safe area, full height. */
const W = 520;
const X = 1824 - W;
const Y = 54;
const H = 972;
const HEAD = 72;

/** The broadcast channel's Twitch chat (a DOM frame) under a frame and header in the theme's colours. */
class ChatScene extends Scene<Record<string, never>> {
  private readonly frame = new Graphics();
  private readonly label = body(20, "800");
  private readonly channel = heading(34);

  constructor(ctx: ConstructorParameters<typeof Scene<Record<string, never>>>[0]) {
    super(ctx);
    this.label.anchor.set(0, 0.5);
    this.label.position.set(X + 24, Y + HEAD / 2);
    this.channel.anchor.set(1, 0.5);
    this.channel.position.set(X + W - 24, Y + HEAD / 2);
    this.root.addChild(this.frame, this.label, this.channel);
  }

  protected draw(d: OverlayData): void {
    const url = chatEmbedUrl(d.broadcast.channel, location.hostname);
    const on = !!url;
    this.ctx.dom.set(url ? [{ key: "chat", url, x: X, y: Y + HEAD, w: W, h: H - HEAD }] : []);
    this.frame.visible = this.label.visible = this.channel.visible = on;
    if (!on) return;
    const t = d.theme;
    redraw(this.frame, [t.background, t.accent], (g) => {
      box(g, X, Y, W, HEAD, t.background, 0.97);
      box(g, X, Y + HEAD - 4, W, 4, t.accent);
      g.rect(X, Y, W, H).stroke({ color: color(t.accent), width: 4, alignment: 0 });
    });
    this.label.style.fill = t.accent;
    setText(this.label, "CHAT");
    this.channel.style.fill = t.textOnTheme;
    setText(this.channel, `twitch.tv/${twitchChannel(d.broadcast.channel)}`.toUpperCase());
    fitText(this.channel, W - 140);
  }

  override destroy(): void {
    this.ctx.dom.clear();
    super.destroy();
  }
}

export const chat = defineScene(chatRoute, { create: (ctx) => new ChatScene(ctx) });
