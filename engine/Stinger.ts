import { gsap } from "gsap";
import { Container, Graphics, type Text } from "pixi.js";
import type { ResolvedTheme } from "../domain/theme.ts";
import { DISPLAY, Logo, box, fitText, label, setText } from "./ui.ts";

/** SPEC §9: the stinger holds the screen covered for 500 ms. */
export const STINGER_WAIT_S = 0.5;

/**
 * The built-in stinger: slanted bands in the theme's colours sweep across, the logo and
 * the stinger text hold for the wait, then the bands leave. The timeline's "cover" label
 * is where the screen is fully covered, the moment to swap what is under it.
 */
export class Stinger {
  readonly root = new Container();
  private readonly bands = [new Graphics(), new Graphics(), new Graphics()];
  private readonly logo: Logo;
  private readonly text: Text;
  private theme: ResolvedTheme | null = null;

  constructor(onLoad: () => void) {
    this.root.visible = false;
    for (const b of this.bands) this.root.addChild(b);
    this.logo = new Logo(360, onLoad);
    this.logo.position.set(960 - 180, 540 - 230);
    this.text = label("", { fontFamily: DISPLAY, fontSize: 88, fontWeight: "700", letterSpacing: 4 });
    this.text.anchor.set(0.5);
    this.text.position.set(960, 800);
    this.root.addChild(this.logo, this.text);
  }

  setContent(theme: ResolvedTheme, text: string | null): void {
    if (this.theme !== theme) {
      this.theme = theme;
      const colours = [theme.accent, theme.alt, theme.background];
      this.bands.forEach((g, i) => {
        g.clear();
        // A parallelogram wider than the screen so its slant never shows a gap.
        g.poly([0, 0, 2600, 0, 2300, 1080, -300, 1080]).fill({ color: colours[i] ? parseInt(colours[i].slice(1, 7), 16) : 0 });
      });
      this.logo.set(theme.logoId);
      this.text.style.fill = theme.textOnTheme;
    }
    setText(this.text, (text ?? "").toUpperCase());
    fitText(this.text, 1700);
  }

  /** A paused timeline: cover, hold STINGER_WAIT_S, uncover. */
  timeline(onCover: () => void): gsap.core.Timeline {
    const tl = gsap.timeline({
      paused: true,
      onStart: () => void (this.root.visible = true),
      onComplete: () => void (this.root.visible = false),
    });
    this.bands.forEach((b, i) => tl.fromTo(b, { x: 2400 }, { x: -340, duration: 0.45, ease: "power3.out" }, i * 0.08));
    tl.fromTo([this.logo, this.text], { alpha: 0 }, { alpha: 1, duration: 0.2 }, 0.4);
    tl.addLabel("cover", 0.61).call(onCover, [], "cover");
    tl.to([this.logo, this.text], { alpha: 0, duration: 0.2 }, `cover+=${STINGER_WAIT_S}`);
    this.bands.forEach((b, i) =>
      tl.to(b, { x: -2700, duration: 0.45, ease: "power3.in" }, `cover+=${STINGER_WAIT_S + 0.1 + (2 - i) * 0.08}`),
    );
    return tl;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}

/** Helper for a plain full-frame background colour (used by the stinger route's preview). */
export function fill(g: Graphics, hex: string): void {
  box(g.clear(), 0, 0, 1920, 1080, hex);
}
