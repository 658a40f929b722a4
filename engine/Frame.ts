import { Container, Graphics, Sprite, type Text } from "pixi.js";
import type { SharedOptions } from "../domain/overlayOptions.ts";
import { TOP_BAR_H, fitUnderTopBar } from "./topBar.ts";
import type { OverlayData } from "./types.ts";
import { box, DISPLAY, fitText, imageUrl, label, loadForDrawing, redraw, setText } from "./ui.ts";

/**
 * What the shared options add around a scene: `full` (an opaque theme backdrop),
 * `background=N` (the broadcast's background image N) and `top` (a tournament header
 * bar on the broadcast route).
 */
export class Frame {
  readonly back = new Container();
  readonly front = new Container();
  /** Holds the scene: moved clear of the header bar when `top` shows it (fit). */
  readonly content = new Container();
  private readonly fill = new Graphics();
  private readonly bar = new Graphics();
  private readonly barText: Text;
  private bgId: string | null = null;

  constructor(
    private readonly shared: SharedOptions,
    private readonly isBroadcastRoute: boolean,
    private readonly invalidate: () => void,
  ) {
    this.back.addChild(this.fill);
    this.barText = label("", { fontFamily: DISPLAY, fontSize: 30, fontWeight: "600", letterSpacing: 2 });
    this.barText.anchor.set(0, 0.5);
    this.barText.position.set(96, (54 + TOP_BAR_H - 4) / 2);
    this.front.addChild(this.bar, this.barText);
  }

  update(data: OverlayData): void {
    redraw(this.fill, [this.shared.full && data.theme.dark], (g) => {
      if (this.shared.full) box(g, 0, 0, 1920, 1080, data.theme.dark);
    });
    const bgIndex = this.shared.background;
    const bg = bgIndex != null ? (data.broadcast.background as { id: string }[] | undefined)?.[Math.max(0, bgIndex - 1)] : undefined;
    if (bg && bg.id !== this.bgId) {
      this.bgId = bg.id;
      loadForDrawing(imageUrl(bg.id, 1920), (tex) => {
        if (this.back.destroyed) return;
        const s = new Sprite(tex);
        s.width = 1920;
        s.height = 1080;
        this.back.addChildAt(s, 1);
        this.invalidate();
      });
    }
    const showTop = this.showsTop;
    this.barText.visible = showTop;
    redraw(this.bar, [showTop && data.theme.background, showTop && data.theme.accent], (g) => {
      if (!showTop) return;
      box(g, 0, 0, 1920, TOP_BAR_H - 4, data.theme.background);
      box(g, 0, TOP_BAR_H - 4, 1920, 4, data.theme.accent);
    });
    if (showTop) {
      this.barText.style.fill = data.theme.textOnTheme;
      setText(this.barText, [data.event?.name, data.broadcast.title].filter(Boolean).join("  ·  ").toUpperCase());
      fitText(this.barText, 1920 - 2 * 96);
    }
  }

  private get showsTop(): boolean {
    return this.shared.top && this.isBroadcastRoute;
  }

  /** After the scene drew: keep what it drew clear of the header bar. */
  fit(scene: Container): void {
    const b = this.showsTop ? scene.getLocalBounds() : null;
    const f = b ? fitUnderTopBar(b.minY, b.maxY) : { x: 0, y: 0, scale: 1 };
    if (this.content.x === f.x && this.content.y === f.y && this.content.scale.x === f.scale) return;
    this.content.position.set(f.x, f.y);
    this.content.scale.set(f.scale);
    this.invalidate();
  }
}
