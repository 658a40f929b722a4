import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import { defineScene } from "../../engine/sceneDef.ts";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, setText } from "../../engine/ui.ts";
import { setFit } from "../shared/mapTile.ts";
import { body, heading } from "../shared/widgets.ts";
import { bugContent, entranceOffset } from "./layout.ts";
import { bugRoute } from "./options.ts";
import { breakTitleOf } from "../shared/fillerTitle.ts";

type Opts = { small: boolean; team: number; animate: "left" | "right" | "up" | "down" };

/** Top left, in the graphics-safe area. */
const X = 96;
const Y = 54;

/** A corner bug: the logo on its background, the title and a line under it. */
class BugScene extends Scene<Opts> {
  private readonly bug = new Container();
  private readonly bg = new Graphics();
  private readonly logo: Logo;
  private readonly title: ReturnType<typeof heading>;
  private readonly line = body(22, "800");
  private readonly size: number;

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.size = ctx.options.small ? 72 : 104;
    this.logo = new Logo(this.size - 16, ctx.invalidate);
    this.logo.position.set(8, 8);
    this.title = heading(ctx.options.small ? 32 : 42);
    this.bug.addChild(this.bg, this.logo, this.title, this.line);
    this.bug.position.set(X, Y);
    this.root.addChild(this.bug);
  }

  protected draw(d: OverlayData): void {
    const o = this.ctx.options;
    const c = bugContent(d, breakTitleOf(d, this.ctx) ?? null, o.team, o.small);
    this.root.visible = !!c;
    if (!c) return;
    const s = this.size;
    this.logo.set(c.logoId);
    this.title.style.fill = c.theme.textOnTheme;
    setFit(this.title, c.title, 620);
    this.line.style.fill = c.theme.accent;
    setText(this.line, c.line);
    setFit(this.line, c.line, 620);
    this.title.anchor.set(0, 0.5);
    this.title.position.set(s + 22, c.line ? s / 2 - 14 : s / 2);
    this.line.anchor.set(0, 0.5);
    this.line.position.set(s + 24, s / 2 + 24);
    const w = s + 22 + Math.max(this.title.width, this.line.width) + 28;
    this.bg.clear();
    box(this.bg, 0, 0, s, s, c.theme.logoBackground);
    box(this.bg, s, 0, w - s, s, c.theme.background);
    box(this.bg, s, s - 5, w - s, 5, c.theme.accent);
  }

  override in(): gsap.core.Timeline {
    const from = entranceOffset(this.ctx.options.animate);
    return gsap
      .timeline({ paused: true })
      .fromTo(this.bug, { alpha: 0 }, { alpha: 1, duration: 0.35, ease: "power2.out" }, 0)
      .fromTo(this.bug.position, { x: X + from.x, y: Y + from.y }, { x: X, y: Y, duration: 0.55, ease: "power3.out" }, 0);
  }

  override out(): gsap.core.Timeline {
    const to = entranceOffset(this.ctx.options.animate, 80);
    return gsap
      .timeline({ paused: true })
      .to(this.bug, { alpha: 0, duration: 0.3, ease: "power2.in" }, 0)
      .to(this.bug.position, { x: X + to.x, y: Y + to.y, duration: 0.3, ease: "power2.in" }, 0);
  }

  override destroy(): void {
    gsap.killTweensOf(this.bug);
    gsap.killTweensOf(this.bug.position);
    super.destroy();
  }
}

export const bug = defineScene(bugRoute, { create: (ctx) => new BugScene(ctx) });
