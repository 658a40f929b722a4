import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import { defineScene } from "../../engine/sceneDef.ts";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, setText } from "../../engine/ui.ts";
import { setFit } from "../shared/mapTile.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import { infoText } from "./layout.ts";
import { infoRoute } from "./options.ts";
import { breakTitleOf } from "../shared/fillerTitle.ts";

const W = 640;
/** Right side, inside the graphics-safe area. */
const X = 1920 - 96 - W;
const PAD = 44;

/** The event's logo, name and dates over the broadcast's notice (or title), in a column at the right. */
class InfoScene extends Scene<Record<string, never>> {
  private readonly block = new Container();
  private readonly bg = new Graphics();
  private readonly logo: Logo;
  private readonly name = heading(52);
  private readonly dates = body(26, "800");
  private readonly text = body(32, "600");

  constructor(ctx: ConstructorParameters<typeof Scene<Record<string, never>>>[0]) {
    super(ctx);
    this.logo = new Logo(180, ctx.invalidate);
    this.text.style.wordWrap = true;
    this.text.style.wordWrapWidth = W - PAD * 2;
    this.text.style.lineHeight = 44;
    this.block.addChild(this.bg, this.logo, this.name, this.dates, this.text);
    this.root.addChild(this.block);
  }

  protected draw(d: OverlayData): void {
    const info = infoText(d.broadcast, d.event, breakTitleOf(d, this.ctx) ?? null);
    const logoId = d.theme.logoId;
    this.root.visible = !!(info.eventName || info.text || logoId);
    let y = PAD;
    this.logo.set(logoId);
    this.logo.visible = !!logoId;
    if (logoId) {
      this.logo.position.set((W - 180) / 2, y);
      y += 180 + 28;
    }
    this.name.anchor.set(0.5, 0);
    this.name.visible = !!info.eventName;
    setFit(this.name, info.eventName, W - PAD * 2);
    this.name.position.set(W / 2, y);
    if (info.eventName) y += 70;
    this.dates.anchor.set(0.5, 0);
    this.dates.style.fill = d.theme.accent;
    this.dates.visible = !!info.dates;
    setText(this.dates, info.dates);
    this.dates.position.set(W / 2, y);
    if (info.dates) y += 44;
    const ruleY = y + 12;
    if (info.text) y += 40;
    this.text.visible = !!info.text;
    this.text.style.align = "center";
    this.text.anchor.set(0.5, 0);
    setText(this.text, info.text);
    this.text.position.set(W / 2, y);
    // Six lines at most; a longer notice is cut rather than run off the panel.
    if (this.text.height > 44 * 6) this.text.scale.set((44 * 6) / this.text.height);
    else this.text.scale.set(1);
    if (info.text) y += this.text.height;
    const h = y + PAD;
    this.bg.clear();
    box(this.bg, 0, 0, W, h, INK);
    box(this.bg, 0, 0, W, 8, d.theme.accent);
    if (info.text) box(this.bg, W / 2 - 60, ruleY, 120, 3, d.theme.accent);
    this.block.position.set(X, Math.round(540 - h / 2));
  }

  override in(): gsap.core.Timeline {
    return gsap
      .timeline({ paused: true })
      .fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.4, ease: "power2.out" }, 0)
      .fromTo(this.root.position, { x: 120 }, { x: 0, duration: 0.6, ease: "power3.out" }, 0);
  }
}

export const info = defineScene(infoRoute, { create: (ctx) => new InfoScene(ctx) });
