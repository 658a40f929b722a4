import { gsap } from "gsap";
import { Container, Graphics, type Text } from "pixi.js";
import { MARK } from "../../engine/bridge.ts";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, color, fitText, redraw, setText } from "../../engine/ui.ts";
import { HeroIcon } from "../shared/heroIcon.ts";
import { INK, TeamPlate, body, heading, sideName } from "../shared/widgets.ts";
import {
  attackSides,
  currentBans,
  mapResults,
  middleText,
  officialBroadcastCredit,
  scoreDots,
  winnerTag,
  type IngameOptions,
} from "./layout.ts";

const Y = 24;
const H = 72;
const BAR_W = 700;
/** A ban chip: the hero's badge and its name. */
const CHIP_W = 170;
const CHIP_H = 44;
/** The winner's tab under its bar. */
const WIN_W = 150;
/** A map tile under the bar for a map the side did not win: solid, muted. */
const MUTED_TILE = "#3a4558";

/**
 * Two team bars with scores, the middle box (map, format), attack side and map tiles;
 * banned heroes when the broadcast shows them; with `costreamer`, a credit to the official
 * broadcast under the middle box.
 */
export class IngameScene extends Scene<IngameOptions> {
  private readonly sides: Container[] = [new Container(), new Container()];
  private readonly plates: TeamPlate[];
  private readonly scoreBg = [new Graphics(), new Graphics()];
  private readonly scores: Text[] = [heading(54), heading(54)];
  private readonly extras = [new Graphics(), new Graphics()];
  /** The attack tab under each bar, labelled for the test bridge's marks(). */
  private readonly attackTabs = [new Graphics({ label: `${MARK}attack-left` }), new Graphics({ label: `${MARK}attack-right` })];
  private readonly middle = new Container();
  private readonly midBg = new Graphics();
  private readonly mid1 = heading(34);
  private readonly mid2 = body(20, "800");
  /** Banned heroes under each bar, arriving with it: the hero's badge, slashed, and its name. */
  private readonly bans = [new Container(), new Container()];
  private bansKey = "";
  /** Once the match has a winner: "<CODE> WIN" under the winner's bar, where the attack tab was. */
  private readonly winnerTab = new Container();
  private winnerSide: 0 | 1 = 0;
  private readonly winnerBg = new Graphics();
  private readonly winnerText = body(20, "800");
  /** With `costreamer`: the official broadcast's name under the middle box. */
  private readonly credit = body(20, "800");
  private readonly creditBg = new Graphics();

  constructor(ctx: ConstructorParameters<typeof Scene<IngameOptions>>[0]) {
    super(ctx);
    this.plates = [new TeamPlate(BAR_W, H, ctx.invalidate, false), new TeamPlate(BAR_W, H, ctx.invalidate, true)];
    this.sides.forEach((s, i) => {
      const score = this.scores[i];
      score.anchor.set(0.5);
      s.addChild(this.extras[i], this.attackTabs[i], this.plates[i], this.scoreBg[i], score);
      this.root.addChild(s);
    });
    this.plates[0].position.set(40, Y);
    this.plates[1].position.set(1920 - 40 - BAR_W, Y);
    this.scores[0].position.set(40 + BAR_W + 45, Y + H / 2);
    this.scores[1].position.set(1920 - 40 - BAR_W - 45, Y + H / 2);
    for (const t of [this.mid1, this.mid2]) t.anchor.set(0.5);
    this.mid1.position.set(960, Y + 26);
    this.mid2.position.set(960, Y + 56);
    this.middle.addChild(this.midBg, this.mid1, this.mid2);
    this.credit.anchor.set(0.5, 0);
    // Below the attack and winner tabs, between the ban chips.
    this.credit.position.set(960, Y + H + 44);
    this.winnerText.anchor.set(0.5);
    this.winnerTab.addChild(this.winnerBg, this.winnerText);
    this.root.addChild(this.middle, ...this.bans, this.winnerTab, this.creditBg, this.credit);
  }

  protected draw(data: OverlayData): void {
    const m = data.match;
    this.root.visible = !!m;
    if (!m) return;
    const o = this.ctx.options;
    const codes = o.codes || data.settings.has("Use team codes");
    const dots = data.settings.has("Show dots instead of numbers for score");
    const attack = attackSides(data.broadcast.map_attack, m);
    const results = mapResults(m);
    [0, 1].forEach((i) => {
      const side = i as 0 | 1;
      const team = m.teams[side];
      const theme = team?.theme ?? data.theme;
      this.plates[side].set(team, sideName(m, side, codes), data.theme);
      const x = side === 0 ? 40 + BAR_W : 1920 - 40 - BAR_W - 90;
      this.scores[side].visible = !o.basic && !dots;
      // Shapes are drawn again only when what they show changed (a score alone changes none).
      const list = !o.basic && dots ? scoreDots(m.score[side], m.firstTo) : [];
      redraw(this.scoreBg[side], [o.basic, theme.background, list.join()], (bg) => {
        if (o.basic) return;
        box(bg, x, Y, 90, H, INK);
        box(bg, x, Y + H - 5, 90, 5, theme.background);
        list.forEach((on, k) => {
          const cx = x + 45 + (k - (list.length - 1) / 2) * 22;
          bg.circle(cx, Y + H / 2, 8)
            .fill({ color: color(on ? theme.background : INK) })
            .stroke({ color: 0xffffff, width: 2 });
        });
      });
      // Once the match is won, the winner's tab takes the attack tab's place.
      this.attackTabs[side].visible = !o.basic && attack[side] && m.winner === null;
      redraw(this.attackTabs[side], [theme.accent, theme.textOnAccent], (g) => {
        // Attack tab under the bar, toward the middle.
        const ax = side === 0 ? 40 + BAR_W - 150 : 1920 - 40 - BAR_W + 40;
        box(g, ax, Y + H, 110, 26, theme.accent);
        g.poly([ax + 10, Y + H + 6, ax + 26, Y + H + 13, ax + 10, Y + H + 20]).fill({ color: color(theme.textOnAccent) });
      });
      redraw(this.extras[side], [o.basic, theme.accent, results.join()], (g) => {
        if (o.basic) return;
        // Map tiles: one per decided map, in the winner's colour.
        results.forEach((w, k) => {
          const tx = side === 0 ? 40 + k * 34 : 1920 - 40 - 28 - k * 34;
          const mine = w === side + 1;
          box(g, tx, Y + H + 8, 28, 8, mine ? theme.accent : MUTED_TILE);
        });
      });
      if (!o.basic) {
        this.scores[side].style.fill = "#ffffff";
        setText(this.scores[side], m.scoreText[side]);
      }
    });
    this.drawBans(data, o.basic || !data.settings.has("Show banned heroes ingame"));
    this.drawWinner(data, o.basic);
    this.middle.visible = !o.basic;
    const credit = o.costreamer ? officialBroadcastCredit(data.broadcast) : null;
    this.credit.visible = !!credit;
    setText(this.credit, credit ?? "");
    this.credit.style.fill = "#ffffff";
    redraw(this.creditBg, [credit, this.credit.width], (g) => {
      if (credit) box(g, 960 - this.credit.width / 2 - 12, Y + H + 40, this.credit.width + 24, 32, INK);
    });
    redraw(this.midBg, [data.theme.accent], (g) => {
      box(g, 850, Y, 220, H, INK);
      box(g, 850, Y + H - 4, 220, 4, data.theme.accent);
    });
    const [a, b] = middleText(m);
    setText(this.mid1, a);
    setText(this.mid2, b);
    this.mid2.style.fill = data.theme.accent;
  }

  private drawBans(data: OverlayData, hidden: boolean): void {
    const m = data.match!;
    const bans = hidden ? [[], []] : currentBans(m);
    const heroes = bans.map((list) => list.map((id) => data.heroes.get(id)).filter((h) => !!h));
    const key = JSON.stringify(
      heroes.map((list, i) => [
        m.teams[i]?.theme.background,
        ...list.map((h) => [h!.id, h!.name, h!.role, h!.icon?.[0]?.id, h!.main_image?.[0]?.id]),
      ]),
    );
    if (key === this.bansKey) return;
    this.bansKey = key;
    heroes.forEach((list, i) => {
      const side = this.bans[i];
      side.removeChildren().forEach((c) => c.destroy({ children: true }));
      const theme = m.teams[i]?.theme ?? data.theme;
      list.forEach((hero, k) => {
        const chip = new Container();
        const g = new Graphics();
        box(g, 0, 0, CHIP_W, CHIP_H, INK);
        box(g, 0, 0, 4, CHIP_H, theme.background);
        const icon = new HeroIcon(CHIP_H - 8, this.ctx.invalidate);
        icon.position.set(8, 4);
        icon.set(hero!, true);
        const name = body(20, "800");
        name.text = hero!.name.toUpperCase();
        name.anchor.set(0, 0.5);
        name.position.set(CHIP_H + 6, CHIP_H / 2);
        fitText(name, CHIP_W - CHIP_H - 14);
        chip.addChild(g, icon, name);
        // Toward the middle, just under the bar's attack tab and map tiles.
        chip.position.set(i === 0 ? 40 + BAR_W - 150 - (k + 1) * (CHIP_W + 8) : 1920 - 40 - BAR_W + 150 + 8 + k * (CHIP_W + 8), Y + H + 30);
        side.addChild(chip);
      });
    });
  }

  private drawWinner(data: OverlayData, basic: boolean): void {
    const tag = basic ? null : winnerTag(data.match!);
    this.winnerTab.visible = !!tag;
    if (!tag) return;
    const theme = data.match!.teams[tag.side]?.theme ?? data.theme;
    this.winnerSide = tag.side;
    this.winnerText.style.fill = theme.textOnAccent;
    setText(this.winnerText, tag.text);
    fitText(this.winnerText, WIN_W - 16);
    // Under the winner's bar, toward the middle: where its attack tab sits during play.
    const x = tag.side === 0 ? 40 + BAR_W - WIN_W : 1920 - 40 - BAR_W;
    this.winnerText.position.set(x + WIN_W / 2, Y + H + 17);
    redraw(this.winnerBg, [x, theme.accent], (g) => box(g, x, Y + H, WIN_W, 34, theme.accent));
  }

  /**
   * The middle first, the bars sliding in from the sides: 600 ms in all. Each bar brings its
   * bans and the winner's tab with it (they are drawn after the middle box, so the texts read
   * bar by bar, then the middle).
   */
  override in(): gsap.core.Timeline {
    const tab = (side: 0 | 1) => (this.winnerSide === side ? [this.winnerTab] : []);
    return gsap
      .timeline({ paused: true })
      .fromTo(this.middle, { alpha: 0 }, { alpha: 1, duration: 0.3 }, 0)
      .fromTo([this.sides[0], this.bans[0], ...tab(0)], { x: -900 }, { x: 0, duration: 0.5, ease: "power3.out" }, 0.1)
      .fromTo([this.sides[1], this.bans[1], ...tab(1)], { x: 900 }, { x: 0, duration: 0.5, ease: "power3.out" }, 0.1);
  }
}
