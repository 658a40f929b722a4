import { gsap } from "gsap";
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
const KEY = "chat";

/**
 * The broadcast channel's Twitch chat (a DOM frame) under a header in the theme's colours. Until
 * the chat shows (and when it cannot load) only the header stays, a card naming the chat it waits
 * for; the frame around the chat fades in with it. No channel: nothing.
 */
class ChatScene extends Scene<Record<string, never>> {
  private readonly header = new Graphics();
  /** The outline around the chat itself: drawn only while the chat shows. */
  private readonly border = new Graphics();
  private readonly label = body(20, "800");
  private readonly channel = heading(34);
  private readonly unsubscribe: () => void;

  constructor(ctx: ConstructorParameters<typeof Scene<Record<string, never>>>[0]) {
    super(ctx);
    this.label.anchor.set(0, 0.5);
    this.label.position.set(X + 24, Y + HEAD / 2);
    this.channel.anchor.set(1, 0.5);
    this.channel.position.set(X + W - 24, Y + HEAD / 2);
    this.border.alpha = 0;
    this.root.addChild(this.border, this.header, this.label, this.channel);
    this.unsubscribe = ctx.dom.onChange(() => this.showChat(ctx.dom.isLive(KEY)));
  }

  /** The outline follows the chat: in with it (300 ms), out when it goes (200 ms). */
  private showChat(live: boolean): void {
    const alpha = live ? 1 : 0;
    gsap.killTweensOf(this.border);
    if (this.ctx.shared.noAnimate || this.data?.settings.has("No animations")) this.border.alpha = alpha;
    else gsap.to(this.border, { alpha, duration: live ? 0.3 : 0.2, ease: "power2.out" });
    this.ctx.invalidate();
  }

  protected draw(d: OverlayData): void {
    const url = chatEmbedUrl(d.broadcast.channel, location.hostname);
    const on = !!url;
    this.ctx.dom.set(url ? [{ key: KEY, url, x: X, y: Y + HEAD, w: W, h: H - HEAD }] : []);
    this.header.visible = this.border.visible = this.label.visible = this.channel.visible = on;
    if (!on) return;
    const t = d.theme;
    redraw(this.header, [t.background, t.accent], (g) => {
      box(g, X, Y, W, HEAD, t.background);
      box(g, X, Y + HEAD - 4, W, 4, t.accent);
    });
    redraw(this.border, [t.accent], (g) => g.rect(X, Y, W, H).stroke({ color: color(t.accent), width: 4, alignment: 0 }));
    this.label.style.fill = t.accent;
    setText(this.label, "CHAT");
    this.channel.style.fill = t.textOnTheme;
    setText(this.channel, `twitch.tv/${twitchChannel(d.broadcast.channel)}`.toUpperCase());
    fitText(this.channel, W - 140);
  }

  override destroy(): void {
    this.unsubscribe();
    gsap.killTweensOf(this.border);
    this.ctx.dom.clear();
    super.destroy();
  }
}

export const chat = defineScene(chatRoute, { create: (ctx) => new ChatScene(ctx) });
