import { Container, Graphics, type Text } from "pixi.js";
import { countdownText } from "../../domain/countdown.ts";
import { firstVisual } from "../../domain/media.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, color, fitText, imageUrl, setText } from "../../engine/ui.ts";
import { bindCountdown } from "../shared/Countdown.ts";
import { nextMatchOf } from "../shared/fillerSchedule.ts";
import { breakTitleOf } from "../shared/fillerTitle.ts";
import { framedImage } from "../shared/image.ts";
import { INK, TeamPlate, body, heading, sideName } from "../shared/widgets.ts";
import { mapTiles, parseModules, rosterTeams, soloStack, type SoloModule } from "./layout.ts";
import { soloRoute } from "./options.ts";

type Opts = { modules: string; roster?: string; videos: boolean };

/** Centred panel helpers. */
const CX = 960;

/** The modules chosen by `modules`, stacked in one page from the live data (compact versions of their routes). */
class SoloScene extends Scene<Opts> {
  private readonly body = new Container();
  private drawn = "";
  private countdown: Text | null = null;
  private readonly refreshCountdown: () => void;

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.root.addChild(this.body);
    const proxy = heading(56);
    this.refreshCountdown = bindCountdown(ctx, proxy, () => this.data);
    // The countdown text lives in the break module, rebuilt with it: the proxy only tells it to change.
    ctx.every(1000, () => {
      if (this.countdown && !this.countdown.destroyed && this.countdown.text !== proxy.text) {
        setText(this.countdown, proxy.text);
        ctx.invalidate();
      }
    });
  }

  protected draw(d: OverlayData): void {
    const stack = soloStack(parseModules(this.ctx.options.modules));
    const m = d.match;
    const key = JSON.stringify([
      stack,
      [m?.id, m?.score, m?.names, m?.mapNumber, m?.maps.map((x) => [x.winner, x.name, x.map])],
      m?.teams.map((t) => t && [t.theme, t.players.map((p) => p.name)]),
      d.theme,
      breakTitleOf(d, this.ctx),
      d.casters.map((c) => c.name),
      nextMatchOf(d, false)?.id,
      this.ctx.options.videos && d.broadcast.highlight_media,
    ]);
    if (key === this.drawn) return;
    this.drawn = key;
    for (const c of this.body.removeChildren()) c.destroy({ children: true });
    this.countdown = null;
    for (const { module, y, h } of stack) {
      const c = this.module(module, d, h);
      if (!c) continue;
      c.y = y;
      this.body.addChild(c);
    }
    this.refreshCountdown();
  }

  private module(module: SoloModule, d: OverlayData, h: number): Container | null {
    switch (module) {
      case "ingame":
        return this.scoreboard(d, h);
      case "rosters":
        return this.rosters(d, h);
      case "overview":
        return this.overview(d, h);
      case "break":
        return this.breakCard(d, h);
      case "desk":
        return this.desk(d, h);
      case "controls":
        return null;
      default: {
        const never: never = module;
        throw new Error(`[Solo] unknown module ${String(never)}`);
      }
    }
  }

  private scoreboard(d: OverlayData, h: number): Container | null {
    const m = d.match;
    if (!m) return null;
    const c = new Container();
    const plates = [new TeamPlate(580, h, this.ctx.invalidate, true, 40), new TeamPlate(580, h, this.ctx.invalidate, false, 40)];
    plates[0].x = CX - 110 - 580;
    plates[1].x = CX + 110;
    plates.forEach((p, i) => p.set(m.teams[i as 0 | 1], sideName(m, i as 0 | 1), d.theme));
    const mid = new Graphics();
    box(mid, CX - 110, 0, 220, h, INK);
    box(mid, CX - 110, h - 6, 220, 6, d.theme.accent);
    const score = heading(56);
    score.text = m.scoreText.join("  -  ");
    score.anchor.set(0.5);
    score.position.set(CX, h / 2 - 4);
    c.addChild(mid, ...plates, score);
    return c;
  }

  private rosters(d: OverlayData, h: number): Container | null {
    const teams = rosterTeams(d.match, this.ctx.options.roster);
    if (!teams.length) return null;
    const c = new Container();
    const w = teams.length === 1 ? 900 : 840;
    teams.forEach((t, i) => {
      const x = teams.length === 1 ? CX - w / 2 : i === 0 ? CX - 24 - w : CX + 24;
      const g = new Graphics();
      box(g, x, 0, w, h, INK);
      box(g, x, 0, w, 64, t.theme.background);
      box(g, x, 60, w, 4, t.theme.accent);
      const name = heading(36);
      name.text = t.name.toUpperCase();
      name.style.fill = t.theme.textOnTheme;
      name.anchor.set(0, 0.5);
      name.position.set(x + 24, 32);
      fitText(name, w - 48);
      c.addChild(g, name);
      t.players.slice(0, 6).forEach((p, j) => {
        const row = body(28, "600");
        row.text = p.name;
        row.position.set(x + 24 + (j % 2) * (w / 2), 84 + Math.floor(j / 2) * 72);
        fitText(row, w / 2 - 48);
        const role = body(20, "800");
        role.text = (p.role ?? "").toUpperCase();
        role.style.fill = t.theme.accent;
        role.position.set(row.x, row.y + 36);
        c.addChild(row, role);
      });
    });
    return c;
  }

  private overview(d: OverlayData, h: number): Container | null {
    const tiles = mapTiles(d.match, (map) => d.get(map.map?.[0], "Map Data")?.name ?? map.name ?? "");
    if (!tiles.length) return null;
    const c = new Container();
    const w = Math.min(240, (1728 - (tiles.length - 1) * 16) / tiles.length);
    const left = CX - (tiles.length * w + (tiles.length - 1) * 16) / 2;
    tiles.forEach((t, i) => {
      const x = left + i * (w + 16);
      const g = new Graphics();
      box(g, x, 0, w, h, t.live ? d.theme.background : INK);
      box(g, x, h - 6, w, 6, t.live ? d.theme.accent : "#2a3446");
      const label = body(20, "800");
      label.text = (t.live ? `${t.label} · live` : t.label).toUpperCase();
      label.style.fill = d.theme.accent;
      label.position.set(x + 16, 14);
      const name = heading(34);
      name.text = t.name.toUpperCase();
      name.position.set(x + 16, 44);
      fitText(name, w - 32);
      const result = body(24, "800");
      result.text = t.result;
      result.position.set(x + 16, 98);
      c.addChild(g, label, name, result);
    });
    return c;
  }

  private breakCard(d: OverlayData, h: number): Container | null {
    const c = new Container();
    const media = this.ctx.options.videos ? firstVisual(d.broadcast.highlight_media) : null;
    const w = media?.kind === "image" ? 1400 : 1000;
    const x = CX - w / 2;
    const g = new Graphics();
    box(g, x, 0, w, h, d.theme.background);
    box(g, x, 0, 10, h, d.theme.accent);
    g.rect(x, 0, w, h).stroke({ color: color(d.theme.accent), width: 2, alpha: 0.5 });
    const title = heading(60);
    title.text = (breakTitleOf(d, this.ctx) ?? d.event?.name ?? "").toUpperCase();
    title.style.fill = d.theme.textOnTheme;
    title.position.set(x + 48, 28);
    fitText(title, 640);
    this.countdown = heading(56, "500");
    this.countdown.text = countdownText(d.broadcast.countdown_end, this.ctx.now(), d.broadcast.timezone);
    this.countdown.style.fill = d.theme.accent;
    this.countdown.position.set(x + 48, 110);
    c.addChild(g, title, this.countdown);
    const next = nextMatchOf(d, false);
    if (next) {
      const up = body(28, "600");
      up.text = `UP NEXT  ${next.names[0].toUpperCase()} VS ${next.names[1].toUpperCase()}`;
      up.style.fill = d.theme.textOnTheme;
      up.position.set(x + 48, 186);
      fitText(up, 640);
      c.addChild(up);
    }
    if (media?.kind === "image") {
      const pic = framedImage({ x: x + w - 24 - 400, y: 20, w: 400, h: h - 40 }, "contain", this.ctx.invalidate);
      pic.set(imageUrl(media.id, 720));
      c.addChild(pic);
    }
    return c;
  }

  private desk(d: OverlayData, h: number): Container | null {
    if (!d.casters.length) return null;
    const c = new Container();
    const g = new Graphics();
    const label = body(22, "800");
    label.text = d.casters.length > 1 ? "CASTERS" : "CASTER";
    label.style.fill = d.theme.accent;
    label.anchor.set(0, 0.5);
    const names = heading(40);
    names.text = d.casters.map((p) => p.name.toUpperCase()).join("   ·   ");
    names.anchor.set(0, 0.5);
    fitText(names, 1100);
    const w = label.width + names.width + 120;
    box(g, CX - w / 2, 0, w, h, INK);
    box(g, CX - w / 2, h - 6, w, 6, d.theme.accent);
    label.position.set(CX - w / 2 + 40, h / 2);
    names.position.set(label.x + label.width + 32, h / 2);
    c.addChild(g, label, names);
    return c;
  }
}

export const solo = defineScene(soloRoute, {
  needs: (_o, { broadcast, get }) => {
    const live = get(broadcast.live_match?.[0], "Matches");
    return (live?.maps ?? []).flatMap((id) => get(id, "Maps")?.map ?? []);
  },
  create: (ctx) => new SoloScene(ctx),
});
