import { Container, Graphics } from "pixi.js";
import { MARK } from "../../engine/bridge.ts";
import { color, imageUrl } from "../../engine/ui.ts";
import { FittedImage } from "./image.ts";
import type { Colours } from "./teamsData.ts";

/** The two colours a portrait is drawn in: its ground and the figure on it (a team's, or the theme's). */
export interface PortraitColours {
  background: string;
  figure: string;
}

/**
 * A head-and-shoulders figure filling a w x h box: the generated stand-in for a person with no
 * headshot (OVERLAYS.md "Placeholder art"), labelled `mark:silhouette` for the test bridge.
 */
export function silhouette(w: number, h: number, c: PortraitColours): Graphics {
  const g = new Graphics({ label: `${MARK}silhouette` });
  g.rect(0, 0, w, h).fill(color(c.background));
  const s = Math.min(w, h);
  const cx = w / 2;
  const head = s * 0.2;
  const headY = h - s * 0.56;
  const shoulders = s * 0.4;
  const top = h - s * 0.3;
  g.circle(cx, headY, head).fill(color(c.figure));
  g.moveTo(cx - shoulders, h)
    .bezierCurveTo(cx - shoulders, top - s * 0.02, cx - shoulders * 0.6, top - s * 0.06, cx, top - s * 0.06)
    .bezierCurveTo(cx + shoulders * 0.6, top - s * 0.06, cx + shoulders, top - s * 0.02, cx + shoulders, h)
    .closePath()
    .fill(color(c.figure));
  return g;
}

/**
 * A person's picture in a w x h box, round or square: their headshot (or an avatar link)
 * cropped to fill it, else a silhouette in the given colours. The silhouette stays under
 * the picture until it loads, and for good when it cannot.
 */
export class Portrait extends Container {
  private readonly image: FittedImage;
  private figure: Graphics | null = null;
  private drawnFrom = "";

  constructor(
    private readonly w: number,
    private readonly h: number,
    private readonly round: boolean,
    invalidate: () => void,
  ) {
    super();
    this.image = new FittedImage(w, h, "cover", () => {
      if (this.figure) this.figure.visible = false;
      invalidate();
    });
    this.addChild(this.image);
    if (round) this.mask = this.addChild(new Graphics().ellipse(w / 2, h / 2, w / 2, h / 2).fill(0xffffff));
  }

  /** A headshot attachment id or an image link (null: none), and the colours of the silhouette. */
  set(picture: { attachment?: string | null; url?: string | null }, c: PortraitColours): void {
    const url = picture.attachment ? imageUrl(picture.attachment, Math.min(1024, Math.round(Math.max(this.w, this.h) * 1.5))) : (picture.url ?? null);
    const key = JSON.stringify(c);
    if (key !== this.drawnFrom) {
      this.drawnFrom = key;
      this.figure?.destroy();
      this.figure = this.addChildAt(silhouette(this.w, this.h, c), 0);
    }
    this.image.set(url);
    this.figure!.visible = !this.image.loaded;
  }
}

/** The silhouette's colours for a theme or a team's colours: the figure in the accent, unless that is the ground itself, then in the text colour. */
export function portraitColours(t: { background: string; accent: string; textOnTheme: string } | Colours): PortraitColours {
  const [background, accent, text] = "bg" in t ? [t.bg, t.accent, t.text] : [t.background, t.accent, t.textOnTheme];
  return { background, figure: accent.toLowerCase() === background.toLowerCase() ? text : accent };
}
