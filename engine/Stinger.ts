import { gsap } from "gsap";
import { Container, Graphics, type Text } from "pixi.js";
import type { ResolvedTheme } from "../domain/theme.ts";
import { MARK } from "./bridge.ts";
import { DISPLAY, Logo, box, color, fitText, label, setText } from "./ui.ts";

/** SPEC §9: the stinger holds the screen covered for 500 ms. */
export const STINGER_WAIT_S = 0.5;

const LOGO = 360;
/** The identity's centre line: the logo above it, the name and its rule below. */
const MID = { logo: 450, name: 760, rule: 830 };
const RULE_W = 520;

/**
 * The built-in stinger: slanted bands in the theme's colours sweep across, and the theme's
 * identity arrives on them before they close: the logo (or, without one, an emblem drawn in
 * the theme's colours) springs in, the stinger text slides in over a growing accent rule, and
 * they drift through the hold, so the covered frame is never an empty one. Then the identity
 * leaves and the bands follow. The timeline's "cover" label is where the screen is fully
 * covered, the moment to swap what is under it.
 */
export class Stinger {
  readonly root = new Container();
  private readonly bands = [0, 1, 2].map(() => new Graphics({ label: `${MARK}stinger-band` }));
  /** Logo or emblem, scaled about its centre. */
  private readonly mark = new Container({ label: `${MARK}stinger-identity` });
  private readonly logo: Logo;
  private readonly emblem = new Graphics();
  private readonly text: Text;
  private readonly rule = new Graphics();
  private theme: ResolvedTheme | null = null;

  constructor(onLoad: () => void) {
    this.root.visible = false;
    for (const b of this.bands) this.root.addChild(b);
    this.logo = new Logo(LOGO, onLoad);
    this.logo.position.set(-LOGO / 2, -LOGO / 2);
    this.mark.addChild(this.emblem, this.logo);
    this.text = label("", { fontFamily: DISPLAY, fontSize: 88, fontWeight: "700", letterSpacing: 4 });
    this.text.anchor.set(0.5);
    this.text.position.set(960, MID.name);
    this.rule.pivot.set(RULE_W / 2, 0);
    this.rule.position.set(960, MID.rule);
    this.root.addChild(this.mark, this.text, this.rule);
  }

  setContent(theme: ResolvedTheme, text: string | null): void {
    if (this.theme !== theme) {
      this.theme = theme;
      const colours = [theme.accent, theme.alt, theme.background];
      this.bands.forEach((g, i) => {
        g.clear();
        // A parallelogram wider than the screen so its slant never shows a gap.
        g.poly([0, 0, 2600, 0, 2300, 1080, -300, 1080]).fill({ color: colours[i] ? color(colours[i]) : 0 });
      });
      this.logo.set(theme.logoId);
      this.drawEmblem(theme);
      this.text.style.fill = theme.textOnTheme;
      box(this.rule.clear(), 0, 0, RULE_W, 8, theme.accent);
    }
    this.emblem.visible = !theme.logoId;
    setText(this.text, (text ?? "").toUpperCase());
    fitText(this.text, 1700);
    const named = !!this.text.text;
    this.text.visible = named;
    // Alone, the mark takes the centre; with a name it sits above it.
    this.mark.position.set(960, named ? MID.logo : 540);
    this.rule.position.set(960, named ? MID.rule : 540 + LOGO / 2 + 40);
  }

  /** Without a logo: a faceted diamond in the theme's accent and alt colours, so the cover still says whose it is. */
  private drawEmblem(theme: ResolvedTheme): void {
    const r = LOGO / 2 - 20;
    const g = this.emblem.clear();
    g.poly([0, -r, r, 0, 0, r, -r, 0]).fill({ color: color(theme.accent) });
    g.poly([0, -r * 0.62, r * 0.62, 0, 0, r * 0.62, -r * 0.62, 0]).fill({ color: color(theme.alt) });
    g.poly([0, -r * 0.62, r * 0.62, 0, 0, 0]).fill({ color: color(theme.textOnTheme), alpha: 0.25 });
  }

  /** A paused timeline: cover, hold STINGER_WAIT_S, uncover. */
  timeline(onCover: () => void): gsap.core.Timeline {
    const tl = gsap.timeline({
      paused: true,
      onStart: () => void (this.root.visible = true),
      onComplete: () => void (this.root.visible = false),
    });
    this.bands.forEach((b, i) => tl.fromTo(b, { x: 2400 }, { x: -340, duration: 0.45, ease: "power3.out" }, i * 0.08));
    // The identity rides in on the first band (it covers most of the frame by 0.18 s) and is whole by the cover.
    tl.fromTo(this.mark, { alpha: 0 }, { alpha: 1, duration: 0.2, ease: "power1.out" }, 0.18);
    tl.fromTo(this.mark.scale, { x: 0.55, y: 0.55 }, { x: 1, y: 1, duration: 0.43, ease: "back.out(1.7)" }, 0.18);
    tl.fromTo(this.mark, { rotation: -0.12 }, { rotation: 0, duration: 0.43, ease: "power3.out" }, 0.18);
    tl.fromTo(this.text, { alpha: 0, x: 960 + 160 }, { alpha: 1, x: 960, duration: 0.35, ease: "power3.out" }, 0.26);
    tl.fromTo(this.rule, { alpha: 0 }, { alpha: 1, duration: 0.1 }, 0.26);
    tl.fromTo(this.rule.scale, { x: 0 }, { x: 1, duration: 0.35, ease: "power3.out" }, 0.26);
    tl.addLabel("cover", 0.61).call(onCover, [], "cover");
    // Through the hold the identity keeps drifting, so the covered frame is never a still one.
    tl.to(this.mark.scale, { x: 1.05, y: 1.05, duration: STINGER_WAIT_S, ease: "none" }, "cover");
    tl.to(this.text, { x: 960 - 24, duration: STINGER_WAIT_S, ease: "none" }, "cover");
    // The identity leaves with the top band, so the frame is never covered and empty.
    const leave = `cover+=${STINGER_WAIT_S + 0.1}`;
    this.bands.forEach((b, i) =>
      tl.to(b, { x: -2700, duration: 0.45, ease: "power3.in" }, `cover+=${STINGER_WAIT_S + 0.1 + (2 - i) * 0.08}`),
    );
    tl.to([this.mark, this.text, this.rule], { x: "-=2360", duration: 0.45, ease: "power3.in" }, leave);
    tl.to([this.mark, this.text, this.rule], { alpha: 0, duration: 0.45, ease: "power4.in" }, leave);
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
