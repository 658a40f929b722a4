import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, color, fitText, redraw, setText } from "../../engine/ui.ts";
import { MARK } from "../../engine/bridge.ts";
import { Confetti } from "../confetti/Confetti.ts";
import { body, heading } from "../shared/widgets.ts";
import { winnerColours } from "../winners/layout.ts";
import { championsCard } from "./layout.ts";
import { championsRoute } from "./options.ts";
import { TROPHY, drawTrophy } from "./trophy.ts";

/** The panel, inside the graphics-safe area; its texts inside its padding. */
const PANEL = { x: 360, y: 115, w: 1200, h: 850 };
const TEXT_W = 1100;
/** Rows: event name, season line, trophy (its rim), heading, team name. */
const ROWS = { event: 176, season: 226, trophy: 286, word: 750, name: 870 };
const MEDALLION = 84;
const LOGO = 128;

/**
 * The champions graphic: the event's name and season over a drawn trophy bearing the winner's
 * logo on a medallion, the stinger text (or "Champions") large and the winner's name, on a
 * panel in their colours, with confetti. Nothing until the live match has a winner; the
 * confetti falls when the winner is first drawn and on each entrance, then all is still.
 */
class ChampionsScene extends Scene<Record<string, never>> {
  private readonly content = new Container();
  private readonly panel = new Graphics();
  /** The trophy and its medallion, scaled about the trophy's foot. */
  private readonly cup = new Container();
  private readonly trophy = new Graphics({ label: `${MARK}trophy` });
  private readonly medallion = new Graphics();
  private readonly logo: Logo;
  private readonly event = heading(44);
  private readonly season = body(26, "600");
  private readonly word = heading(130);
  private readonly name = heading(72, "500");
  private readonly confetti = new Confetti();
  private colours: string[] = [];
  private seenWinner = false;

  constructor(ctx: ConstructorParameters<typeof Scene<Record<string, never>>>[0]) {
    super(ctx);
    this.logo = new Logo(LOGO, ctx.invalidate);
    this.logo.position.set(-LOGO / 2, TROPHY.cupCentreY - LOGO / 2);
    this.cup.addChild(this.trophy, this.medallion, this.logo);
    this.cup.pivot.set(0, TROPHY.h);
    this.cup.position.set(960, ROWS.trophy + TROPHY.h);
    for (const [t, y] of [
      [this.event, ROWS.event],
      [this.season, ROWS.season],
      [this.word, ROWS.word],
      [this.name, ROWS.name],
    ] as const) {
      t.anchor.set(0.5);
      t.position.set(960, y);
    }
    this.content.addChild(this.panel, this.cup, this.event, this.season, this.word, this.name);
    this.root.addChild(this.content, this.confetti);
  }

  protected draw(d: OverlayData): void {
    const card = championsCard(d.match, this.ctx.shared.stingerText, d.event);
    this.content.visible = !!card;
    if (!card) return;
    const theme = card.team?.theme ?? d.theme;
    redraw(this.panel, [theme.background, theme.accent], (g) => {
      box(g, PANEL.x, PANEL.y, PANEL.w, PANEL.h, theme.background, 1, 16);
      box(g, PANEL.x, PANEL.y + PANEL.h - 12, PANEL.w, 12, theme.accent);
    });
    redraw(this.trophy, [theme.accent], (g) => drawTrophy(g, theme.accent));
    const logoId = card.team?.theme.logoId ?? null;
    redraw(this.medallion, [theme.background, theme.accent, !!logoId], (g) => {
      if (!logoId) return;
      g.circle(0, TROPHY.cupCentreY, MEDALLION).fill({ color: color(theme.background) });
      g.circle(0, TROPHY.cupCentreY, MEDALLION).stroke({ color: color(theme.accent), width: 6 });
    });
    this.logo.set(logoId);
    this.event.style.fill = theme.accent;
    for (const t of [this.season, this.word, this.name]) t.style.fill = theme.textOnTheme;
    setText(this.event, card.event);
    setText(this.season, card.season);
    setText(this.word, card.heading);
    setText(this.name, card.name);
    for (const t of [this.event, this.season, this.word, this.name]) fitText(t, TEXT_W);
    this.colours = winnerColours(theme);
    if (!this.seenWinner) {
      this.seenWinner = true;
      if (!this.ctx.shared.noAnimate && !d.settings.has("No animations")) this.confetti.burst(this.colours);
    }
  }

  override in(): gsap.core.Timeline {
    const tl = gsap.timeline({ paused: true }).fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.35, ease: "power2.out" });
    // The trophy rises from its foot; the lines come in above and below it.
    tl.fromTo(this.cup.scale, { x: 0.55, y: 0.55 }, { x: 1, y: 1, duration: 0.6, ease: "back.out(1.5)" }, 0.05);
    tl.fromTo([this.event, this.season], { alpha: 0 }, { alpha: 1, duration: 0.4, ease: "power2.out" }, 0.15);
    tl.fromTo(this.word, { alpha: 0, y: ROWS.word + 40 }, { alpha: 1, y: ROWS.word, duration: 0.45, ease: "power2.out" }, 0.15);
    tl.fromTo(this.name, { alpha: 0, y: ROWS.name + 40 }, { alpha: 1, y: ROWS.name, duration: 0.45, ease: "power2.out" }, 0.25);
    tl.call(() => void (this.content.visible && this.confetti.burst(this.colours)), [], 0.2);
    return tl;
  }

  override destroy(): void {
    this.confetti.stop();
    super.destroy();
  }
}

export const champions = defineScene(championsRoute, { create: (ctx) => new ChampionsScene(ctx) });
