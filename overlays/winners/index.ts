import { gsap } from "gsap";
import { Container, Graphics, type Text } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { winnersRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, color, fitText, redraw, setText } from "../../engine/ui.ts";
import { Confetti } from "../confetti/Confetti.ts";
import { mvpCard } from "../mvp/layout.ts";
import { liveLineup } from "../shared/mapTile.ts";
import { body, heading } from "../shared/widgets.ts";
import { ROW_HEIGHT, mapResults, winnerCard, winnerColours, winnersLayout, type MapResult, type WinnerRow } from "./layout.ts";

type Opts = { confetti: boolean; extra: boolean };

/** The panel: the width of the graphics-safe area; text inside its padding. */
const PANEL = { x: 96, w: 1728 };
const TEXT_W = 1600;
const CHIP = { w: 300, gap: 16 };
const LOGO = ROW_HEIGHT.logo;

/**
 * A panel sized to what it holds: the winner's logo, "Winners" (or title), name, the final
 * score, the maps it was won on, the match MVP, players and staff; confetti in their colours.
 * Nothing shows until the live match has a winner (domain/match.ts); a winner taken back
 * (a corrected score) fades the card out rather than cutting it.
 */
class WinnersScene extends Scene<Opts> {
  /** Everything but the confetti: hidden while the live match has no winner. */
  private readonly content = new Container();
  private readonly panel = new Graphics();
  private readonly logo: Logo;
  private readonly word = heading(110);
  private readonly name = heading(72, "500");
  private readonly description = body(28, "800");
  private readonly score = heading(84);
  private readonly maps = new Container();
  private readonly mvp = body(30, "800");
  private readonly people = body(30, "600");
  private readonly staff = body(24, "400");
  private readonly confetti = new Confetti();
  private colours: string[] = [];
  private mapsKey = "";
  /** The rows the last draw placed, for the entrance. */
  private rows: Partial<Record<WinnerRow, number>> = {};
  private drewOnce = false;

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.logo = new Logo(LOGO, ctx.invalidate);
    this.logo.pivot.set(LOGO / 2, LOGO / 2);
    for (const t of this.texts()) t.anchor.set(0.5);
    this.content.addChild(this.panel, this.logo, this.maps, ...this.texts());
    this.root.addChild(this.content, this.confetti);
  }

  private texts(): Text[] {
    return [this.word, this.name, this.description, this.score, this.mvp, this.people, this.staff];
  }

  private get animate(): boolean {
    return !this.ctx.shared.noAnimate && !this.data?.settings.has("No animations");
  }

  protected draw(d: OverlayData): void {
    const card = winnerCard(d.match, this.ctx.shared.title, this.ctx.options.extra);
    // Nothing at all until the live match has a winner: no bare heading, no backdrop.
    const appeared = !!card && !this.content.visible && this.drewOnce;
    const vanished = !card && this.content.visible && this.drewOnce;
    this.drewOnce = true;
    gsap.killTweensOf(this.content);
    if (vanished && this.animate) {
      // A winner taken back leaves as a graphic does (Scene.out: a 300 ms fade), not in one frame.
      gsap.to(this.content, { alpha: 0, duration: 0.3, ease: "power2.in", onComplete: () => void (this.content.visible = false) });
      return;
    }
    this.content.visible = !!card;
    this.content.alpha = 1;
    if (!card) return;
    const theme = card.team?.theme ?? d.theme;
    const mvp = mvpCard(d.match, d.get, [])?.player.name ?? "";
    const maps = mapResults(liveLineup(d), card.side);
    setText(this.word, card.heading);
    setText(this.name, card.name);
    setText(this.description, card.description);
    setText(this.score, card.score);
    setText(this.mvp, mvp ? `MVP  ·  ${mvp.toUpperCase()}` : "");
    setText(this.people, card.players);
    setText(this.staff, card.staff);
    for (const t of this.texts()) {
      t.style.fill = t === this.score ? theme.accent : theme.textOnTheme;
      fitText(t, TEXT_W);
    }
    const present = new Set<WinnerRow>(["heading", "name", "score"]);
    if (card.team?.theme.logoId) present.add("logo");
    if (card.description) present.add("description");
    if (maps.length) present.add("maps");
    if (mvp) present.add("mvp");
    if (card.players) present.add("players");
    if (card.staff) present.add("staff");
    const layout = winnersLayout(present);
    this.rows = layout.rows;
    redraw(this.panel, [theme.background, theme.accent, layout.top, layout.height], (g) => {
      box(g, PANEL.x, layout.top, PANEL.w, layout.height, theme.background, 1, 16);
      box(g, PANEL.x, layout.top + layout.height - 12, PANEL.w, 12, theme.accent);
    });
    this.logo.set(card.team?.theme.logoId ?? null);
    this.logo.visible = present.has("logo");
    this.place();
    this.drawMaps(maps, theme.accent, theme.textOnTheme, theme.textOnAccent);
    this.maps.visible = present.has("maps");
    this.colours = winnerColours(theme);
    // A winner decided while the graphic is on air: the card comes in and the confetti falls.
    if (appeared && this.animate) {
      // Not rendered before it starts: a card decided while the page loads is drawn whole, never left faded out.
      gsap.fromTo(this.content, { alpha: 0 }, { alpha: 1, duration: 0.5, ease: "power2.out", immediateRender: false });
      if (this.ctx.options.confetti) this.confetti.burst(this.colours);
    }
  }

  /** Every row at its centre (also where the entrance ends). */
  private place(): void {
    const at: [Container, WinnerRow][] = [
      [this.logo, "logo"],
      [this.word, "heading"],
      [this.name, "name"],
      [this.description, "description"],
      [this.score, "score"],
      [this.mvp, "mvp"],
      [this.people, "players"],
      [this.staff, "staff"],
    ];
    for (const [node, row] of at) node.position.set(960, this.rows[row] ?? 0);
    this.maps.position.set(960, this.rows.maps ?? 0);
  }

  /** One chip a map: its name and score, filled in the winner's accent where they took it. */
  private drawMaps(maps: MapResult[], accent: string, ink: string, onAccent: string): void {
    const key = JSON.stringify([maps, accent, ink]);
    if (key === this.mapsKey) return;
    this.mapsKey = key;
    this.maps.removeChildren().forEach((c) => c.destroy({ children: true }));
    const w = Math.min(CHIP.w, (TEXT_W - CHIP.gap * (maps.length - 1)) / Math.max(1, maps.length));
    const h = ROW_HEIGHT.maps;
    const left = -((w + CHIP.gap) * maps.length - CHIP.gap) / 2;
    maps.forEach((m, i) => {
      const x = left + i * (w + CHIP.gap);
      const chip = new Graphics();
      if (m.won) box(chip, x, -h / 2, w, h, accent, 1, 8);
      else chip.roundRect(x, -h / 2, w, h, 8).stroke({ color: color(accent), width: 3, alignment: 1 });
      const fill = m.won ? onAccent : ink;
      const name = body(22, "800");
      name.style.fill = fill;
      setText(name, m.name);
      const score = heading(30);
      score.style.fill = fill;
      setText(score, m.score);
      fitText(score, w / 3);
      score.anchor.set(1, 0.5);
      score.position.set(x + w - 14, 0);
      name.anchor.set(0, 0.5);
      name.position.set(x + 14, 0);
      fitText(name, w - 28 - score.width - 12);
      this.maps.addChild(chip, name, score);
    });
  }

  override in(): gsap.core.Timeline {
    const tl = gsap.timeline({ paused: true }).fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.35, ease: "power2.out" });
    tl.fromTo(this.logo.scale, { x: 0.6, y: 0.6 }, { x: 1, y: 1, duration: 0.55, ease: "back.out(1.6)" }, 0.05);
    // Absolute positions, so an entrance cut short and played again ends where it should.
    const rows: [Container, number | undefined][] = [
      [this.word, this.rows.heading],
      [this.name, this.rows.name],
      [this.score, this.rows.score],
      [this.maps, this.rows.maps],
    ];
    rows.forEach(([t, y], i) => {
      if (y === undefined) return;
      tl.fromTo(t, { alpha: 0, y: y + 40 }, { alpha: 1, y, duration: 0.4, ease: "power2.out" }, 0.1 + i * 0.06);
    });
    if (this.ctx.options.confetti) tl.call(() => this.content.visible && this.confetti.burst(this.colours), [], 0.3);
    return tl;
  }

  override destroy(): void {
    gsap.killTweensOf(this.content);
    this.confetti.stop();
    super.destroy();
  }
}

export const winners = defineScene(winnersRoute, { create: (ctx) => new WinnersScene(ctx) });
