import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import { previousAndNext } from "../../domain/mapLineup.ts";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, redraw, setText } from "../../engine/ui.ts";
import { attachmentUrl, liveLineup, setFit } from "../shared/mapTile.ts";
import { FittedImage } from "../shared/image.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import { bumpText } from "./layout.ts";

/** Left of the game, under the team bars: it sits over the game and lines up with its HUD. */
const X = 40;
const Y = 300;
const W = 460;
const IMG_H = 180;

/** "Previously": the last finished map's card; "Up next: map N" and its name under it. */
export class MapBumpScene extends Scene<Record<string, never>> {
  private readonly prev = new Container();
  private readonly prevBg = new Graphics();
  private readonly prevLabel = body(22, "800");
  private readonly image: FittedImage;
  private readonly prevName = heading(44);
  private readonly resultBg = new Graphics();
  private readonly winnerLogo: Logo;
  private readonly result = heading(32);
  private readonly score = heading(36);
  private readonly next = new Container();
  private readonly nextBg = new Graphics();
  private readonly nextHeading = body(24, "800");
  private readonly nextName = heading(44);

  constructor(ctx: ConstructorParameters<typeof Scene<Record<string, never>>>[0]) {
    super(ctx);
    this.image = new FittedImage(W, IMG_H, "cover", ctx.invalidate);
    this.image.position.set(0, 44);
    this.winnerLogo = new Logo(48, ctx.invalidate);
    this.prevLabel.position.set(16, 10);
    this.prevName.anchor.set(0, 1);
    this.prevName.position.set(20, 44 + IMG_H - 10);
    this.result.anchor.set(0, 0.5);
    this.score.anchor.set(1, 0.5);
    this.prev.addChild(this.prevBg, this.image, this.prevName, this.prevLabel, this.resultBg, this.winnerLogo, this.result, this.score);
    this.nextHeading.position.set(20, 12);
    this.nextName.position.set(20, 44);
    this.next.addChild(this.nextBg, this.nextHeading, this.nextName);
    this.prev.position.set(X, Y);
    this.root.addChild(this.prev, this.next);
  }

  protected draw(d: OverlayData): void {
    const m = d.match;
    this.root.visible = !!m;
    if (!m) return;
    const lineup = liveLineup(d);
    const { previous, next } = previousAndNext(lineup);
    const text = bumpText(m, previous, next);
    const accent = d.theme.accent;
    this.prev.visible = !!text.previous;
    let y = Y;
    if (previous && text.previous) {
      const side = previous.winner === 1 || previous.winner === 2 ? previous.winner : null;
      const wt = (side ? m.teams[side - 1]?.theme : null) ?? d.theme;
      this.image.set(attachmentUrl(previous.imageId, W * 2));
      redraw(this.prevBg, [accent, d.theme.background, !!previous.imageId], (g) => {
        box(g, 0, 0, W, 44 + IMG_H + 64, INK);
        if (!previous.imageId) box(g, 0, 44, W, IMG_H, d.theme.background);
        // A shade at the picture's foot keeps the name legible on any image.
        box(g, 0, 44 + IMG_H - 70, W, 70, INK, 0.6);
        box(g, 0, 0, 6, 44, accent);
      });
      this.prevLabel.style.fill = accent;
      setText(this.prevLabel, "PREVIOUSLY");
      setFit(this.prevName, text.previous.name, W - 40);
      redraw(this.resultBg, [wt.background, wt.accent], (g) => {
        box(g, 0, 44 + IMG_H, W, 64, wt.background);
        box(g, 0, 44 + IMG_H + 60, W, 4, wt.accent);
      });
      this.winnerLogo.set(side ? (m.teams[side - 1]?.theme.logoId ?? null) : null);
      this.winnerLogo.position.set(12, 44 + IMG_H + 8);
      this.result.style.fill = wt.textOnTheme;
      setFit(this.result, text.previous.result, W - 200);
      this.result.position.set(side ? 72 : 20, 44 + IMG_H + 32);
      this.score.style.fill = wt.textOnTheme;
      setText(this.score, text.previous.score);
      this.score.position.set(W - 20, 44 + IMG_H + 32);
      y += 44 + IMG_H + 64 + 16;
    }
    this.next.visible = !!text.next;
    if (text.next) {
      this.next.position.set(X, y);
      this.nextHeading.style.fill = accent;
      setText(this.nextHeading, text.next.heading);
      setFit(this.nextName, text.next.name, W - 40);
      this.nextName.visible = !!text.next.name;
      const h = text.next.name ? 110 : 52;
      redraw(this.nextBg, [h, accent], (g) => {
        box(g, 0, 0, W, h, INK);
        box(g, 0, 0, 6, h, accent);
      });
    }
  }

  /** The two cards slide in from the left, one after the other: 650 ms in all; the scene's default fade takes them out. */
  override in(): gsap.core.Timeline {
    return gsap
      .timeline({ paused: true })
      .fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.3 }, 0)
      .fromTo(this.prev, { x: X - 520 }, { x: X, duration: 0.55, ease: "power3.out" }, 0)
      .fromTo(this.next, { x: X - 520 }, { x: X, duration: 0.55, ease: "power3.out" }, 0.1);
  }
}
