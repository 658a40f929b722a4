import { gsap } from "gsap";
import { Container, Graphics, type Text } from "pixi.js";
import { deskDisplay } from "../../domain/desk.ts";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, fitText, redraw, setText } from "../../engine/ui.ts";
import { INK, TeamPlate, body, heading, sideName } from "../shared/widgets.ts";
import { deskLower, deskMiddle } from "./layout.ts";

export interface DeskOptions {
  disable: boolean;
  lower: boolean;
  ignoreTalent: boolean;
  display?: string;
}

const LOWER_Y = 800;
/** The widest the line over the score may be: it spans the plates, inside the graphics-safe area. */
const PREFIX_MAX = 1400;

/** Caster name plates over their cams, and a lower element by desk display mode (SPEC §4). */
export class DeskScene extends Scene<DeskOptions> {
  private readonly talent = new Container();
  private readonly talentBg = new Graphics();
  private talentTexts: Text[] = [];
  /** What the talent plates were last built from. */
  private talentDrawn = "";
  private readonly lower = new Container();
  private readonly lowerBg = new Graphics();
  private readonly plates: TeamPlate[];
  private readonly score = heading(72);
  private readonly prefix = body(24, "800");
  private readonly title = heading(54);
  private readonly lines = body(28, "600");
  /** The desk display mode last drawn ("" before the first draw). */
  private modeKey = "";
  /** The lower element is shown, or coming in; false while it leaves or is gone. */
  private lowerShown = false;
  /** The casters' ids when the producer cleared the talent plates; they return when the line-up changes. */
  private clearedTalent: string | null = null;
  private readonly stopTriggers: () => void;

  constructor(ctx: ConstructorParameters<typeof Scene<DeskOptions>>[0]) {
    super(ctx);
    this.plates = [new TeamPlate(620, 110, ctx.invalidate, false, 48), new TeamPlate(620, 110, ctx.invalidate, true, 48)];
    this.plates[0].position.set(160, LOWER_Y + 40);
    this.plates[1].position.set(1920 - 160 - 620, LOWER_Y + 40);
    this.score.anchor.set(0.5);
    this.score.position.set(960, LOWER_Y + 95);
    this.prefix.anchor.set(0.5);
    this.prefix.position.set(960, LOWER_Y + 36);
    this.title.anchor.set(0.5);
    this.title.position.set(960, LOWER_Y + 95);
    this.lines.anchor.set(0.5, 0);
    this.lines.position.set(960, LOWER_Y + 150);
    this.lines.style.align = "center";
    this.talent.addChild(this.talentBg);
    this.lower.addChild(this.lowerBg, ...this.plates, this.score, this.prefix, this.title, this.lines);
    this.root.addChild(this.talent, this.lower);
    this.stopTriggers = ctx.onTrigger((trigger) => {
      if (trigger !== "clear_talent" || !this.data) return;
      this.clearedTalent = this.talentKey(this.data);
      this.draw(this.data);
      ctx.invalidate();
    });
  }

  private talentKey(d: OverlayData): string {
    return d.casters.map((p) => p.id).join(",");
  }

  override destroy(): void {
    this.stopTriggers();
    gsap.killTweensOf(this.lower);
    super.destroy();
  }

  protected draw(d: OverlayData): void {
    const o = this.ctx.options;
    this.drawTalent(d);
    const display = deskDisplay(d.broadcast.desk_display, d.broadcast.notice_text, o.display);
    const low = deskLower(d, display);
    if (!o.lower || low.kind === "none") return this.hideLower();
    this.showLower(display.mode);
    const m = d.match;
    const theme = low.themeSide && m?.teams[low.themeSide - 1] ? m.teams[low.themeSide - 1]!.theme : d.theme;
    const teams = low.kind === "teams" && !!m;
    this.plates.forEach((p, i) => {
      p.visible = teams;
      if (teams) p.set(m.teams[i as 0 | 1], sideName(m, i as 0 | 1), d.theme);
    });
    this.score.visible = teams;
    setText(this.score, m ? deskMiddle(m, low) : "");
    this.prefix.visible = !!low.prefix || low.kind === "list" || low.kind === "casters" || teams;
    setText(this.prefix, (low.prefix ?? (teams ? low.title : "")).toUpperCase());
    this.prefix.style.fill = teams ? "#ffffff" : theme.accent;
    this.prefix.position.set(960, teams ? LOWER_Y + 21 : LOWER_Y + 36);
    fitText(this.prefix, teams ? PREFIX_MAX : 1320);
    if (teams) {
      // The line over the score (round, FINAL and the winner) on its own tab, never bare over the game.
      const tab = this.prefix.text ? Math.max(360, this.prefix.width + 48) : 0;
      redraw(this.lowerBg, [d.theme.accent, tab], (g) => {
        if (tab) box(g, 960 - tab / 2, LOWER_Y, tab, 40, INK);
        box(g, 780, LOWER_Y + 40, 360, 110, INK);
        box(g, 780, LOWER_Y + 144, 360, 6, d.theme.accent);
      });
    } else {
      const h = low.kind === "notice" ? 150 : 110 + Math.max(1, low.lines.length) * 34;
      const fill = low.kind === "notice" ? theme.background : INK;
      redraw(this.lowerBg, [h, fill, theme.accent], (g) => {
        box(g, 260, LOWER_Y + 10, 1400, h, fill);
        box(g, 260, LOWER_Y + 4 + h, 1400, 6, theme.accent);
      });
    }
    this.title.visible = !teams;
    this.title.style.fill = low.kind === "notice" ? theme.textOnTheme : "#ffffff";
    setText(this.title, low.kind === "notice" ? low.title : low.title.toUpperCase());
    fitText(this.title, 1320);
    this.title.position.y = low.kind === "notice" ? LOWER_Y + 100 : LOWER_Y + 70;
    setText(this.lines, low.kind === "casters" ? low.lines.join("   ·   ") : low.lines.join("\n"));
    fitText(this.lines, 1320);
    this.lines.position.y = teams ? LOWER_Y + 165 : LOWER_Y + 110;
    this.lines.visible = low.lines.length > 0;
  }

  /** The lower element comes (back) in or changes mode: it fades in; the page's first draw shows it as it is. */
  private showLower(mode: string): void {
    const returning = !this.lowerShown;
    this.lowerShown = true;
    this.lower.visible = true;
    const changed = this.modeKey !== "" && (returning || mode !== this.modeKey);
    this.modeKey = mode;
    if (!changed && !returning) return;
    gsap.killTweensOf(this.lower);
    if (changed && !this.ctx.shared.noAnimate) gsap.fromTo(this.lower, { alpha: 0 }, { alpha: 1, duration: 0.4, ease: "power2.out" });
    else this.lower.alpha = 1;
  }

  /** Hidden (or no lower element): it fades out with what it showed, shorter than it came in (OVERLAYS.md "Motion"). */
  private hideLower(): void {
    const first = this.modeKey === "";
    this.modeKey = "Hidden";
    if (!this.lowerShown && !first) return;
    this.lowerShown = false;
    gsap.killTweensOf(this.lower);
    if (first || this.ctx.shared.noAnimate) {
      this.lower.visible = false;
      return;
    }
    gsap.to(this.lower, {
      alpha: 0,
      duration: 0.3,
      ease: "power2.in",
      onComplete: () => {
        this.lower.visible = false;
        this.ctx.invalidate();
      },
    });
  }

  private drawTalent(d: OverlayData): void {
    const o = this.ctx.options;
    if (this.clearedTalent !== null && this.clearedTalent !== this.talentKey(d)) this.clearedTalent = null;
    const people = o.ignoreTalent || o.disable || this.clearedTalent !== null ? [] : d.casters;
    const pronouns = d.settings.has("Show pronouns on desk");
    // Plates are built again only when what they show changed.
    const key = JSON.stringify([people.map((p) => [p.name, pronouns ? p.pronouns : null]), d.theme.background, d.theme.textOnTheme]);
    if (key === this.talentDrawn) return;
    this.talentDrawn = key;
    const g = this.talentBg.clear();
    this.talentTexts.forEach((t) => t.destroy());
    this.talentTexts = [];
    const n = people.length;
    const w = n ? Math.min(800, (1840 - (n - 1) * 40) / n) : 0;
    people.forEach((p, i) => {
      const x = 960 - (n * w + (n - 1) * 40) / 2 + i * (w + 40);
      // The cam itself is a DOM frame underneath; the canvas draws only its border and name.
      g.rect(x, 120, w, w * 0.5625).stroke({ color: 0xffffff, width: 4, alpha: 0.9 });
      box(g, x, 120 + w * 0.5625 - 60, w, 60, d.theme.background);
      const name = heading(34);
      const pron = pronouns && p.pronouns ? `  ${p.pronouns}` : "";
      name.text = `${p.name.toUpperCase()}${pron}`;
      name.style.fill = d.theme.textOnTheme;
      name.anchor.set(0, 0.5);
      name.position.set(x + 20, 120 + w * 0.5625 - 30);
      fitText(name, w - 40);
      this.talentTexts.push(name);
    });
    if (this.talentTexts.length) this.talent.addChild(...this.talentTexts);
  }
}
