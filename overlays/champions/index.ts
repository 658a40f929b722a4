import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { Confetti } from "../confetti/Confetti.ts";
import { heading } from "../shared/widgets.ts";
import { winnerColours } from "../winners/layout.ts";
import { championsCard } from "./layout.ts";
import { championsRoute } from "./options.ts";

const LOGO = 300;
/** Centres of the panel's rows: logo, stinger text, team name. */
const ROWS = { logo: 330, word: 630, name: 770 };

/**
 * Confetti in the winner's colours over a panel with their logo, the stinger text (or
 * "Champions") large and their name. Nothing until the live match has a winner; the
 * confetti falls when the winner is first drawn and on each entrance, then all is still.
 */
class ChampionsScene extends Scene<Record<string, never>> {
  private readonly content = new Container();
  private readonly panel = new Graphics();
  private readonly logo: Logo;
  private readonly word = heading(150);
  private readonly name = heading(72, "500");
  private readonly confetti = new Confetti();
  private colours: string[] = [];
  private seenWinner = false;

  constructor(ctx: ConstructorParameters<typeof Scene<Record<string, never>>>[0]) {
    super(ctx);
    this.logo = new Logo(LOGO, ctx.invalidate);
    this.logo.pivot.set(LOGO / 2, LOGO / 2);
    this.logo.position.set(960, ROWS.logo);
    for (const [t, y] of [
      [this.word, ROWS.word],
      [this.name, ROWS.name],
    ] as const) {
      t.anchor.set(0.5);
      t.position.set(960, y);
    }
    this.content.addChild(this.panel, this.logo, this.word, this.name);
    this.root.addChild(this.content, this.confetti);
  }

  protected draw(d: OverlayData): void {
    const card = championsCard(d.match, this.ctx.shared.stingerText);
    this.content.visible = !!card;
    if (!card) return;
    const theme = card.team?.theme ?? d.theme;
    redraw(this.panel, [theme.background, theme.accent], (g) => {
      box(g, 260, 140, 1400, 720, theme.background, 0.95, 16);
      box(g, 260, 848, 1400, 12, theme.accent);
    });
    this.logo.set(card.team?.theme.logoId ?? null);
    for (const t of [this.word, this.name]) t.style.fill = theme.textOnTheme;
    setText(this.word, card.heading);
    setText(this.name, card.name);
    fitText(this.word, 1300);
    fitText(this.name, 1300);
    this.colours = winnerColours(theme);
    if (!this.seenWinner) {
      this.seenWinner = true;
      if (!this.ctx.shared.noAnimate && !d.settings.has("No animations")) this.confetti.burst(this.colours);
    }
  }

  override in(): gsap.core.Timeline {
    const tl = gsap.timeline({ paused: true }).fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.4, ease: "power2.out" });
    tl.fromTo(this.logo.scale, { x: 0.6, y: 0.6 }, { x: 1, y: 1, duration: 0.6, ease: "back.out(1.6)" }, 0.1);
    tl.fromTo(this.word, { alpha: 0, y: ROWS.word + 40 }, { alpha: 1, y: ROWS.word, duration: 0.5, ease: "power2.out" }, 0.2);
    tl.fromTo(this.name, { alpha: 0, y: ROWS.name + 40 }, { alpha: 1, y: ROWS.name, duration: 0.5, ease: "power2.out" }, 0.3);
    tl.call(() => void (this.content.visible && this.confetti.burst(this.colours)), [], 0.2);
    return tl;
  }

  override destroy(): void {
    this.confetti.stop();
    super.destroy();
  }
}

export const champions = defineScene(championsRoute, { create: (ctx) => new ChampionsScene(ctx) });
