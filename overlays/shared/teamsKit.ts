import { Container, Graphics, Sprite, Text, type TextStyleOptions } from "pixi.js";
import { BODY, box, DISPLAY, FIT_FLOOR, fitText, imageUrl, loadForDrawing } from "../../engine/ui.ts";

/**
 * Building blocks of the history, draft and roster scenes: a text that scales down to a floor
 * then ends in an ellipsis, an attachment image fitted in a box (nothing drawn when missing),
 * and a container rebuilt only when the plain layout it draws from changes.
 */

/** A text sized to fit `maxWidth`: scaled down to `floor` of its size, then cut with an ellipsis. */
export function fitted(value: string, maxWidth: number, style: TextStyleOptions, floor = FIT_FLOOR): Text {
  const t = new Text({ text: value, style: { fontFamily: BODY, fontSize: 28, fill: 0xffffff, ...style }, resolution: 1 });
  fitText(t, maxWidth, floor);
  return t;
}

export const display = (size: number, fill: string, weight: TextStyleOptions["fontWeight"] = "700"): TextStyleOptions => ({
  fontFamily: DISPLAY,
  fontSize: size,
  fontWeight: weight,
  letterSpacing: 1,
  fill,
});
export const text = (size: number, fill: string, weight: TextStyleOptions["fontWeight"] = "600"): TextStyleOptions => ({
  fontFamily: BODY,
  fontSize: size,
  fontWeight: weight,
  fill,
});

/** Place a text: anchor x (0 left, 0.5 centre, 1 right), vertically centred on `y`. */
export function place<T extends Text>(t: T, x: number, y: number, ax = 0): T {
  t.anchor.set(ax, 0.5);
  t.position.set(x, y);
  return t;
}

/**
 * An attachment image in a w×h box: `cover` crops to fill it (hero art, headshots), else it is
 * contained and centred (logos). A missing or failing image draws nothing.
 */
export class ImageBox extends Container {
  constructor(
    attachmentId: string | null | undefined,
    private readonly w: number,
    private readonly h: number,
    private readonly onLoad: () => void,
    private readonly cover = false,
    private readonly alignTop = false,
  ) {
    super();
    if (!attachmentId) return;
    loadForDrawing(imageUrl(attachmentId, Math.max(64, Math.round(Math.max(w, h) * 1.5))), (tex) => {
      if (this.destroyed) return;
      const s = new Sprite(tex);
      const k = this.cover ? Math.max(this.w / tex.width, this.h / tex.height) : Math.min(this.w / tex.width, this.h / tex.height);
      s.scale.set(k);
      s.anchor.set(0.5, this.cover && this.alignTop ? 0 : 0.5);
      s.position.set(this.w / 2, this.cover && this.alignTop ? 0 : this.h / 2);
      if (this.cover) {
        const mask = new Graphics().rect(0, 0, this.w, this.h).fill(0xffffff);
        this.addChild(mask);
        s.mask = mask;
      }
      this.addChild(s);
      this.onLoad();
    });
  }
}

/**
 * A container drawn from a plain layout value: rebuilt (children destroyed and made again)
 * only when the layout's JSON changes, so an update that changes nothing touches nothing.
 */
export class Rebuilt<L> extends Container {
  private key = "";
  constructor(private readonly build: (layout: L, into: Container) => void) {
    super();
  }
  set(layout: L): boolean {
    const key = JSON.stringify(layout);
    if (key === this.key) return false;
    this.key = key;
    for (const c of this.removeChildren()) c.destroy({ children: true });
    this.build(layout, this);
    return true;
  }
}

/** A filled rectangle as its own Graphics. */
export function rect(x: number, y: number, w: number, h: number, fill: string, alpha = 1, radius = 0): Graphics {
  return box(new Graphics(), x, y, w, h, fill, alpha, radius);
}

/** A team's header plate: its colours, logo, name (fitted) and an optional right-hand figure with a small label over it. */
export function teamHeader(
  into: Container,
  x: number,
  y: number,
  w: number,
  h: number,
  c: { bg: string; accent: string; text: string; logo: string | null },
  name: string,
  onLoad: () => void,
  right: { value: string; label?: string } | null = null,
): void {
  const g = rect(x, y, w, h, c.bg);
  box(g, x, y + h - 8, w, 8, c.accent);
  into.addChild(g);
  const logoSize = h - 24;
  let left = x + 24;
  if (c.logo) {
    const logo = new ImageBox(c.logo, logoSize, logoSize, onLoad);
    logo.position.set(x + 16, y + 8);
    into.addChild(logo);
    left = x + 32 + logoSize;
  }
  let rightW = 0;
  if (right?.value) {
    const v = place(new Text({ text: right.value, style: display(Math.round(h * 0.42), c.text), resolution: 1 }), x + w - 24, y + h / 2 + (right.label ? 10 : -4), 1);
    into.addChild(v);
    rightW = v.width + 32;
    if (right.label) {
      const l = place(new Text({ text: right.label, style: text(20, c.text, "700"), resolution: 1 }), x + w - 24, y + 24, 1);
      l.alpha = 0.8;
      into.addChild(l);
      rightW = Math.max(rightW, l.width + 32);
    }
  }
  into.addChild(place(fitted(name.toUpperCase(), x + w - left - rightW - 16, display(Math.round(h * 0.46), c.text)), left, y + h / 2 - 4));
}

/** A centred title on the dark glass with an accent underline; answers its bottom edge. */
export function titleBar(into: Container, title: string, accent: string, y: number, ink = "#0b111c"): number {
  const t = fitted(title.toUpperCase(), 1400, display(52, "#ffffff"));
  const w = Math.max(360, t.width + 96);
  into.addChild(rect(960 - w / 2, y, w, 84, ink));
  into.addChild(rect(960 - w / 2, y + 78, w, 6, accent));
  into.addChild(place(t, 960, y + 40, 0.5));
  return y + 84;
}

/** Dark or white text on a colour, whichever reads better. */
export function contrastOn(hex: string): string {
  const n = parseInt(hex.replace("#", "").slice(0, 6).padEnd(6, "0"), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150 ? "#0b111c" : "#ffffff";
}

/** One result line: W/L chip in the team's accent, opponent logo and name, score and date. */
export function resultRow(
  into: Container,
  x: number,
  y: number,
  w: number,
  h: number,
  r: { opponent: string; opponentLogo: string | null; score: string; result: string; date: string },
  accent: string,
  onLoad: () => void,
): void {
  into.addChild(rect(x, y, w, h, "#0b111c"));
  const win = r.result === "W";
  into.addChild(rect(x, y, 92, h, win ? accent : "#3a4556"));
  into.addChild(place(fitted(r.result, 80, display(Math.min(52, h * 0.5), win ? contrastOn(accent) : "#ffffff")), x + 46, y + h / 2, 0.5));
  let nx = x + 116;
  const logoSize = Math.round(h * 0.65);
  if (r.opponentLogo) {
    const logo = new ImageBox(r.opponentLogo, logoSize, logoSize, onLoad);
    logo.position.set(nx, y + (h - logoSize) / 2);
    into.addChild(logo);
    nx += logoSize + 16;
  }
  into.addChild(place(fitted("VS", 60, text(20, "#9fb0c8", "700")), nx, y + h * 0.3));
  into.addChild(place(fitted(r.opponent.toUpperCase(), x + w - 190 - nx, display(Math.min(36, h * 0.36), "#ffffff", "500")), nx, y + h * 0.64));
  into.addChild(place(fitted(r.score, 130, display(Math.min(48, h * 0.46), "#ffffff")), x + w - 28, y + h * (r.date ? 0.42 : 0.5), 1));
  if (r.date) into.addChild(place(fitted(r.date.toUpperCase(), 150, text(20, "#9fb0c8", "700")), x + w - 28, y + h * 0.79, 1));
}
