import { gsap } from "gsap";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { winnersRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { Container, Graphics } from "pixi.js";
import { Confetti } from "../confetti/Confetti.ts";
import { body, heading } from "../shared/widgets.ts";
import { winnerCard, winnerColours } from "./layout.ts";

type Opts = { confetti: boolean; extra: boolean };

/** The text rows' centres: heading, name, description, players, staff. */
const WINNER_ROWS = [540, 648, 720, 800, 860];

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
  private readonly description = body(28, "800");
  private readonly people = body(32, "600");
  private readonly staff = body(24, "400");
  private readonly confetti = new Confetti();
  private colours: string[] = [];

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.logo = new Logo(340, ctx.invalidate);
    this.logo.pivot.set(170, 170);
    this.logo.position.set(960, 110 + 170);
    [this.word, this.name, this.description, this.people, this.staff].forEach((t, i) => {
      t.anchor.set(0.5);
      t.position.set(960, WINNER_ROWS[i]);
    });
    this.content.addChild(this.bg, this.logo, this.word, this.name, this.description, this.people, this.staff);
    this.root.addChild(this.content, this.confetti);
  }

  protected draw(d: OverlayData): void {
    const card = winnerCard(d.match, this.ctx.shared.title, this.ctx.options.extra);
    // Nothing at all until the live match has a winner: no bare heading, no backdrop.
    const appeared = !!card && !this.content.visible && this.drewOnce;
    this.drewOnce = true;
    this.content.visible = !!card;
    if (!card) return;
    const theme = card.team?.theme ?? d.theme;
    redraw(this.bg, [theme.background, theme.accent], (g) => {
      box(g, 0, 0, 1920, 1080, theme.background, 0.92);
      box(g, 0, 1040, 1920, 40, theme.accent);
    });
    this.logo.set(card.team?.theme.logoId ?? null);
    for (const t of [this.word, this.name, this.people, this.staff]) t.style.fill = theme.textOnTheme;
    this.description.style.fill = theme.textOnTheme;
    setText(this.word, card.heading);
    setText(this.name, card.name);
    setText(this.description, card.description);
    setText(this.people, card.players);
    setText(this.staff, card.staff);
    fitText(this.word, 1728);
    fitText(this.name, 1728);
    fitText(this.description, 1728);
    fitText(this.people, 1728);
    fitText(this.staff, 1728);
    this.colours = winnerColours(theme);
    // A winner decided while the graphic is on air: the confetti falls then.
    if (appeared && this.ctx.options.confetti && !this.ctx.shared.noAnimate) this.confetti.burst(this.colours);
  }

  private drewOnce = false;

  override in(): gsap.core.Timeline {
    const tl = gsap.timeline({ paused: true }).fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.4 });
    tl.fromTo(this.logo.scale, { x: 0.6, y: 0.6 }, { x: 1, y: 1, duration: 0.7, ease: "back.out(1.6)" }, 0.1);
    // Absolute positions, so an entrance cut short and played again ends where it should.
    [this.word, this.name, this.description, this.people, this.staff].forEach((t, i) => {
      const y = WINNER_ROWS[i];
      tl.fromTo(t, { alpha: 0, y: y + 40 }, { alpha: 1, y, duration: 0.5, ease: "power2.out" }, 0.3 + i * 0.1);
    });
    if (this.ctx.options.confetti) tl.call(() => this.content.visible && this.confetti.burst(this.colours), [], 0.3);
    return tl;
  }

  override destroy(): void {
    this.confetti.stop();
    super.destroy();
  }
}

export const winners = defineScene(winnersRoute, { create: (ctx) => new WinnersScene(ctx) });
