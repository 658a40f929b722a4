import { gsap } from "gsap";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { winnersRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { Container, Graphics } from "pixi.js";
import { Confetti } from "../confetti/Confetti.ts";
import { body, heading } from "../shared/widgets.ts";

type Opts = { confetti: boolean; extra: boolean };

/**
 * The winner's logo, name, "Winners" (or title), players and staff; confetti in their
 * colours. Nothing shows until the live match has a winner (domain/match.ts).
 */
class WinnersScene extends Scene<Opts> {
  /** Everything but the confetti: hidden while the live match has no winner. */
  private readonly content = new Container();
  private readonly bg = new Graphics();
  private readonly logo: Logo;
  private readonly word = heading(120);
  private readonly name = heading(72, "500");
  private readonly people = body(30, "600");
  private readonly staff = body(22, "400");
  private readonly confetti = new Confetti();
  private colours: string[] = [];

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.logo = new Logo(340, ctx.invalidate);
    this.logo.position.set(960 - 170, 150);
    for (const [t, y] of [
      [this.word, 590],
      [this.name, 700],
      [this.people, 800],
      [this.staff, 860],
    ] as const) {
      t.anchor.set(0.5);
      t.position.set(960, y);
    }
    this.content.addChild(this.bg, this.logo, this.word, this.name, this.people, this.staff);
    this.root.addChild(this.content, this.confetti);
  }

  protected draw(d: OverlayData): void {
    const m = d.match;
    const side = m?.winner ? ((m.winner - 1) as 0 | 1) : null;
    const team = m && side !== null ? m.teams[side] : null;
    this.content.visible = side !== null;
    const theme = team?.theme ?? d.theme;
    redraw(this.bg, [theme.background, theme.accent], (g) => {
      box(g, 0, 0, 1920, 1080, theme.background, 0.92);
      box(g, 0, 1040, 1920, 40, theme.accent);
    });
    this.logo.set(team?.theme.logoId ?? d.theme.logoId);
    for (const t of [this.word, this.name, this.people, this.staff]) t.style.fill = theme.textOnTheme;
    setText(this.word, (this.ctx.shared.title ?? "Winners").toUpperCase());
    setText(this.name, (m && side !== null ? m.names[side] : "").toUpperCase());
    setText(this.people, (team?.players ?? []).map((p) => p.name).join("   ·   "));
    fitText(this.people, 1700);
    setText(this.staff, this.ctx.options.extra || team?.staff.length ? (team?.staff ?? []).map((p) => p.name).join("  ·  ") : "");
    this.colours = [theme.accent, theme.background, theme.alt, "#ffffff"];
  }

  override in(): gsap.core.Timeline {
    const tl = gsap.timeline({ paused: true }).fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.4 });
    tl.from(this.logo.scale, { x: 0.6, y: 0.6, duration: 0.7, ease: "back.out(1.6)" }, 0.1);
    tl.from([this.word, this.name, this.people, this.staff], { alpha: 0, y: "+=40", stagger: 0.12, duration: 0.5 }, 0.3);
    if (this.ctx.options.confetti) tl.call(() => this.content.visible && this.confetti.burst(this.colours), [], 0.3);
    return tl;
  }

  override destroy(): void {
    this.confetti.stop();
    super.destroy();
  }
}

export const winners = defineScene(winnersRoute, { create: (ctx) => new WinnersScene(ctx) });
