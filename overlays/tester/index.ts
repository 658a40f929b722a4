import type { gsap } from "gsap";
import { Container, Graphics, type Text } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { Stinger } from "../../engine/Stinger.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, color, fitText, redraw, setText } from "../../engine/ui.ts";
import { body, heading } from "../shared/widgets.ts";
import { SAFE_AREAS, colourBars, counterText } from "./layout.ts";
import { testerRoute } from "./options.ts";

const BARS = { x: 96, y: 330, w: 1728, h: 380 };

/**
 * A full-frame test card for timing OBS transitions: colour bars in the theme's colours,
 * the safe-area guides, the broadcast's name, and the stinger played over it each time the
 * source is activated (a click in a browser). A frame counter and the time since the stinger
 * began move only while it plays; idle, nothing is drawn.
 */
class TesterScene extends Scene<Record<string, never>> {
  private readonly card = new Graphics();
  private readonly guides = new Graphics();
  private readonly guideLabels: Text[] = SAFE_AREAS.map(() => body(20, "800"));
  private barLabels: Text[] = [];
  private readonly barLayer = new Container();
  private barsKey = "";
  private readonly title = heading(64);
  private readonly hint = body(28, "600");
  private readonly counter = heading(64);
  private readonly timing = body(24, "600");
  private readonly stinger: Stinger;
  private frames = 0;

  constructor(ctx: ConstructorParameters<typeof Scene<Record<string, never>>>[0]) {
    super(ctx);
    this.stinger = new Stinger(ctx.invalidate);
    this.title.anchor.set(0.5);
    this.title.position.set(960, 150);
    this.hint.anchor.set(0.5);
    this.hint.position.set(960, 225);
    this.counter.anchor.set(0.5);
    this.counter.position.set(960, 820);
    this.timing.anchor.set(0.5);
    this.timing.position.set(960, 895);
    this.root.addChild(
      this.card,
      this.barLayer,
      this.guides,
      ...this.guideLabels,
      this.title,
      this.hint,
      this.counter,
      this.timing,
      this.stinger.root,
    );
    setText(this.counter, counterText(0, 0));
    const probe = this.stinger.timeline(() => undefined);
    const cover = probe.labels.cover ?? 0;
    setText(this.timing, `STINGER COVERS AT ${Math.round(cover * 1000)} MS, CLEARS AT ${Math.round(probe.duration() * 1000)} MS`);
    probe.kill();
  }

  protected draw(d: OverlayData): void {
    const t = d.theme;
    redraw(this.guides, [t.accent], (g) => {
      SAFE_AREAS.forEach((a, i) => {
        g.rect(a.x, a.y, 1920 - 2 * a.x, 1080 - 2 * a.y).stroke({
          color: color(i === 0 ? t.accent : "#ffffff"),
          width: 2,
          alpha: i === 0 ? 1 : 0.6,
        });
      });
      // Centre cross.
      g.moveTo(960 - 30, 540)
        .lineTo(960 + 30, 540)
        .moveTo(960, 540 - 30)
        .lineTo(960, 540 + 30)
        .stroke({ color: 0xffffff, width: 2, alpha: 0.8 });
    });
    SAFE_AREAS.forEach((a, i) => {
      const l = this.guideLabels[i];
      setText(l, a.name);
      l.style.fill = i === 0 ? t.accent : "#ffffff";
      // Both inside the graphics-safe box, at its top corners, each in its guide's colour.
      l.position.set(i === 0 ? 96 + 12 : 1920 - 96 - 12 - l.width, 54 + 10);
    });
    this.drawBars(d);
    for (const x of [this.title, this.counter]) x.style.fill = t.textOnDark ?? "#ffffff";
    this.hint.style.fill = t.accent;
    this.timing.style.fill = "#ffffff";
    setText(this.title, (this.ctx.shared.title ?? d.broadcast.name ?? d.broadcast.title ?? "").toUpperCase());
    fitText(this.title, 1728);
    setText(this.hint, "TRANSITION TESTER · ACTIVATE THE SOURCE (OR CLICK TWICE) TO PLAY THE STINGER");
    fitText(this.hint, 1728);
    this.stinger.setContent(d.stingerTheme, this.ctx.shared.stingerText ?? d.broadcast.title ?? "");
  }

  private drawBars(d: OverlayData): void {
    const bars = colourBars(d.theme);
    const key = JSON.stringify(bars);
    if (key === this.barsKey) return;
    this.barsKey = key;
    const w = BARS.w / Math.max(1, bars.length);
    this.barLabels.forEach((l) => l.destroy());
    this.barLabels = bars.map((b, i) => {
      const l = body(20, "800");
      l.text = `${b.label}\n${b.colour.slice(0, 7).toUpperCase()}`;
      l.style.align = "center";
      l.style.fill = contrastOn(b.colour);
      l.anchor.set(0.5, 1);
      l.position.set(BARS.x + w * (i + 0.5), BARS.y + BARS.h - 14);
      fitText(l, w - 12);
      return l;
    });
    redraw(this.card, [d.theme.dark, key], (g) => {
      box(g, 0, 0, 1920, 1080, d.theme.dark);
      bars.forEach((b, i) => box(g, BARS.x + w * i, BARS.y, Math.ceil(w), BARS.h, b.colour));
      // An outline, so a bar the colour of the card (DARK) still reads as a bar.
      g.rect(BARS.x, BARS.y, BARS.w, BARS.h).stroke({ color: 0xffffff, width: 2, alpha: 0.6 });
    });
    if (this.barLabels.length) this.barLayer.addChild(...this.barLabels);
  }

  /** The entrance is the stinger itself, counting the frames it draws. */
  override in(): gsap.core.Timeline {
    this.frames = 0;
    setText(this.counter, counterText(0, 0));
    this.root.alpha = 1;
    const tl = this.stinger.timeline(() => undefined);
    tl.eventCallback("onUpdate", () => {
      this.frames++;
      setText(this.counter, counterText(this.frames, tl.time()));
    });
    return tl;
  }

  override destroy(): void {
    this.stinger.destroy();
    super.destroy();
  }
}

/** Black or white, whichever reads on a colour. */
function contrastOn(hex: string): string {
  const n = parseInt(hex.slice(1, 7), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#000000" : "#ffffff";
}

export const tester = defineScene(testerRoute, { create: (ctx) => new TesterScene(ctx) });
