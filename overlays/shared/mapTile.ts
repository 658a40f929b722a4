import { Container, Graphics, type Text } from "pixi.js";
import { mapLineup, type LineupMap, type MapInfo } from "../../domain/mapLineup.ts";
import type { HeroRecord } from "../../domain/tables.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";
import type { NeedsInput } from "../../engine/sceneDef.ts";
import type { MatchView, OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, imageUrl, setText } from "../../engine/ui.ts";
import { HeroIcon } from "./heroIcon.ts";
import { heroArtId } from "./heroLook.ts";
import { FittedImage } from "./image.ts";
import { INK, body, heading } from "./widgets.ts";

/** Muted text on the dark glass. */
export const MUTED = "#9fb0c8";
/** A banned map's mark. */
export const BAN_RED = "#ff5a5a";
/** A banned hero's badge on a map's card. */
const BAN_SIZE = 44;

/** The Map Data of a map record, from what the feed loaded. */
export function mapInfoOf(d: Pick<OverlayData, "get">) {
  return (id: string): MapInfo | null => {
    const r = d.get(id, "Map Data");
    return r ? { name: r.name, type: r.type ?? null, imageId: r.image?.[0]?.id ?? null } : null;
  };
}

/** The live match's line-up (domain/mapLineup.ts), or an empty list without a live match. */
export function liveLineup(d: OverlayData): LineupMap[] {
  const m = d.match;
  return m ? mapLineup(m.record, m.maps, mapInfoOf(d), m.bestOf, m.winner !== null) : [];
}

/** `needs` of a scene drawing the live line-up: the Map Data records of the live match's maps. */
export function lineupNeeds({ broadcast, get }: NeedsInput): string[] {
  const live = get(broadcast.live_match?.[0], "Matches");
  return (live?.maps ?? []).flatMap((id) => get(id, "Maps")?.map ?? []);
}

export const attachmentUrl = (id: string | null, size: number) => (id ? imageUrl(id, size) : null);

/** The banned heroes of one side in a row: each hero's badge, slashed; a hero the feed does not hold is left out. */
export class HeroBans extends Container {
  private key = "";
  constructor(
    private readonly size: number,
    private readonly invalidate: () => void,
  ) {
    super();
  }

  /** At most `max` heroes; answers how many it draws. */
  set(heroes: HeroRecord[], max = 4): number {
    const list = heroes.slice(0, max);
    const key = JSON.stringify(list.map((h) => [h.id, h.name, h.role, heroArtId(h)]));
    if (key === this.key) return list.length;
    this.key = key;
    this.removeChildren().forEach((c) => c.destroy({ children: true }));
    list.forEach((hero, i) => {
      const icon = new HeroIcon(this.size, this.invalidate);
      icon.position.set(i * (this.size + 6), 0);
      icon.set(hero, true);
      this.addChild(icon);
    });
    return list.length;
  }
}

/**
 * One map of a line-up as a card: the map's picture (or the event's colours), "MAP N", its
 * name and type, who picked it, who won and the score, and the heroes each side banned.
 */
export class MapTile extends Container {
  private readonly bg = new Graphics();
  private readonly image: FittedImage;
  /** The event's logo, faint, where a map has no picture. */
  private readonly placeholder: Logo;
  private readonly shade = new Graphics();
  private readonly badge = new Graphics();
  private readonly numberText = heading(24);
  private readonly pickBg = new Graphics();
  private readonly pickLogo: Logo;
  private readonly pickText = body(20, "800");
  private readonly nameText = heading(36);
  private readonly typeText = body(20, "600");
  private readonly resultBg = new Graphics();
  private readonly resultLogo: Logo;
  private readonly resultText = heading(28);
  private readonly scoreText = heading(30);
  private readonly bans: [HeroBans, HeroBans];
  private readonly imageH: number;
  private key = "";

  constructor(
    readonly w: number,
    readonly h: number,
    invalidate: () => void,
  ) {
    super();
    this.imageH = Math.round(h * 0.5);
    this.image = new FittedImage(w, this.imageH, "cover", invalidate);
    const ph = Math.min(w, this.imageH) * 0.5;
    this.placeholder = new Logo(ph, invalidate);
    this.placeholder.position.set((w - ph) / 2, (this.imageH - ph) / 2 + 20);
    this.placeholder.alpha = 0.18;
    this.pickLogo = new Logo(30, invalidate);
    this.resultLogo = new Logo(40, invalidate);
    this.bans = [new HeroBans(BAN_SIZE, invalidate), new HeroBans(BAN_SIZE, invalidate)];
    this.numberText.anchor.set(0, 0.5);
    this.pickText.anchor.set(1, 0.5);
    this.resultText.anchor.set(0, 0.5);
    this.scoreText.anchor.set(1, 0.5);
    this.addChild(
      this.bg,
      this.placeholder,
      this.image,
      this.shade,
      this.badge,
      this.numberText,
      this.pickBg,
      this.pickLogo,
      this.pickText,
      this.nameText,
      this.typeText,
      this.resultBg,
      this.resultLogo,
      this.resultText,
      this.scoreText,
      ...this.bans,
    );
  }

  set(map: LineupMap, m: MatchView, theme: ResolvedTheme, heroOf: (heroId: string) => HeroRecord | undefined): void {
    const teamOf = (side: 1 | 2 | null) => (side ? m.teams[side - 1] : null);
    const themeOf = (side: 1 | 2 | null) => teamOf(side)?.theme ?? theme;
    const winnerSide = map.winner === 1 || map.winner === 2 ? map.winner : null;
    const bans = map.bans.map((list) => list.map(heroOf).filter((h): h is HeroRecord => !!h));
    const key = JSON.stringify([map, m.codes, m.teams.map((t) => t?.theme), theme, bans]);
    if (key === this.key) return;
    this.key = key;
    const { w, h, imageH } = this;
    const pad = 16;
    const frame = map.state === "live" ? theme.accent : winnerSide ? themeOf(winnerSide).background : INK;
    this.bg.clear();
    box(this.bg, 0, 0, w, h, INK);
    box(this.bg, 0, imageH, w, 1, "#ffffff", 0.08);
    if (!map.imageId) box(this.bg, 0, 0, w, imageH, theme.background, 1);
    this.bg.rect(1.5, 1.5, w - 3, h - 3).stroke({ color: parseInt(frame.slice(1, 7), 16), width: map.state === "live" ? 4 : 3 });
    this.image.set(attachmentUrl(map.imageId, Math.max(256, w * 2)));
    this.placeholder.set(map.imageId ? null : theme.logoId);
    this.image.alpha = map.banned ? 0.35 : map.state === "upcoming" && !map.name ? 0.5 : 1;
    // A darker foot on the picture, so the badge and pick stay legible on any image.
    this.shade.clear();
    if (map.imageId) box(this.shade, 0, imageH - 48, w, 48, INK, 0.45);
    // "MAP N" badge.
    setText(this.numberText, `MAP ${map.number}`);
    this.numberText.style.fill = map.state === "live" ? theme.textOnAccent : "#ffffff";
    this.numberText.position.set(pad, 28);
    this.badge.clear();
    box(this.badge, 0, 0, this.numberText.width + pad * 2, 56, map.state === "live" ? theme.accent : INK);
    // Picked (or banned) by: the side's logo on its colour, at the picture's foot, right.
    const pickTeam = teamOf(map.picker);
    this.pickBg.clear();
    this.pickLogo.set(pickTeam?.theme.logoId ?? null);
    const pickWord = map.banned ? "BAN" : `${map.picker ? m.codes[map.picker - 1] : ""} PICK`;
    setText(this.pickText, map.picker ? pickWord : "");
    this.pickText.visible = w >= 240;
    if (map.picker) {
      const pt = themeOf(map.picker);
      const pw = 46 + (this.pickText.visible ? this.pickText.width + pad : 0);
      const py = imageH - 48;
      box(this.pickBg, w - pw, py, pw, 48, pt.background);
      box(this.pickBg, w - pw, py + 44, pw, 4, map.banned ? BAN_RED : pt.accent);
      this.pickLogo.position.set(w - pw + 8, py + 9);
      this.pickText.style.fill = pt.textOnTheme;
      this.pickText.position.set(w - pad, py + 24);
    }
    // Name and type under the picture.
    this.nameText.style.fill = map.name ? "#ffffff" : MUTED;
    setText(this.nameText, (map.name || "TBD").toUpperCase());
    fitText(this.nameText, w - pad * 2);
    this.nameText.position.set(pad, imageH + 14);
    setText(this.typeText, (map.type ?? (map.state === "live" ? "NOW PLAYING" : map.banned ? "" : map.state === "upcoming" ? "UPCOMING" : "")).toUpperCase());
    this.typeText.style.fill = MUTED;
    fitText(this.typeText, w - pad * 2);
    this.typeText.position.set(pad, imageH + 60);
    // Result: the winner's bar with its logo and the score; a banned map says so; the live one, "LIVE".
    const ry = imageH + 98;
    const rh = 56;
    this.resultBg.clear();
    this.resultLogo.set(null);
    setText(this.scoreText, "");
    if (winnerSide) {
      const wt = themeOf(winnerSide);
      box(this.resultBg, pad, ry, w - pad * 2, rh, wt.background);
      box(this.resultBg, pad, ry + rh - 4, w - pad * 2, 4, wt.accent);
      this.resultLogo.set(teamOf(winnerSide)?.theme.logoId ?? null);
      this.resultLogo.position.set(pad + 8, ry + 8);
      this.resultText.style.fill = wt.textOnTheme;
      setText(this.resultText, `${m.codes[winnerSide - 1]} WIN`);
      this.resultText.position.set(pad + 56, ry + rh / 2);
      this.scoreText.style.fill = wt.textOnTheme;
      setText(this.scoreText, map.score ?? "");
      this.scoreText.position.set(w - pad - 12, ry + rh / 2);
    } else if (map.winner === "draw") {
      box(this.resultBg, pad, ry, w - pad * 2, rh, "#2a3446");
      this.resultText.style.fill = "#ffffff";
      setText(this.resultText, "DRAW");
      this.resultText.position.set(pad + 14, ry + rh / 2);
      this.scoreText.style.fill = "#ffffff";
      setText(this.scoreText, map.score ?? "");
      this.scoreText.position.set(w - pad - 12, ry + rh / 2);
    } else if (map.banned) {
      this.resultBg.rect(pad, ry, w - pad * 2, rh).stroke({ color: 0xff5a5a, width: 3 });
      this.resultText.style.fill = BAN_RED;
      setText(this.resultText, `BANNED${map.picker ? ` BY ${m.codes[map.picker - 1]}` : ""}`);
      this.resultText.position.set(pad + 14, ry + rh / 2);
    } else if (map.state === "live") {
      box(this.resultBg, pad, ry, w - pad * 2, rh, theme.accent);
      this.resultText.style.fill = theme.textOnAccent;
      setText(this.resultText, "LIVE");
      this.resultText.position.set(pad + 14, ry + rh / 2);
    } else {
      setText(this.resultText, "");
    }
    fitText(this.resultText, w - pad * 2 - (winnerSide ? 56 + 70 : 28));
    // Bans: each side's heroes under the result, left and right as the teams stand.
    const by = ry + rh + 16;
    const step = BAN_SIZE + 6;
    const fits = Math.max(1, Math.floor((w / 2 - pad - 4) / step));
    this.bans.forEach((row, i) => {
      const n = row.set(bans[i], fits);
      row.position.set(i === 0 ? pad : w - pad - (n ? n * step - 6 : 0), by);
      row.visible = by + BAN_SIZE <= h - 8;
    });
  }
}

/** Upper-case a title, or "" (a missing title draws nothing). */
export const titleText = (t: string | null | undefined) => (t ?? "").trim().toUpperCase();

/** A text whose string and size change together; returns the text for chaining. */
export function setFit(t: Text, value: string, maxWidth: number): Text {
  setText(t, value);
  fitText(t, maxWidth);
  return t;
}
