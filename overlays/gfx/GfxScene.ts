import { Container } from "pixi.js";
import { embeddableUrl } from "../../domain/embeds.ts";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { BracketPanel } from "../bracket/BracketPanel.ts";
import { MultiStandingsView } from "../multi-standings/index.ts";
import { parseColumns, pickGroups } from "../multi-standings/layout.ts";
import { FittedImage } from "../shared/image.ts";
import { ScheduleList } from "../shared/fillerScheduleList.ts";
import { StandingsTable } from "../shared/fillerStandingsTable.ts";
import { groupsOf } from "../standings/layout.ts";
import { MvpCard } from "../mvp/MvpCard.ts";
import { mvpCard } from "../mvp/layout.ts";
import { gfxAt, statsOf, type GfxEntry } from "./layout.ts";
import { RostersCard, StatsCard, TextCard } from "./views.ts";

export type GfxOptions = { index: number; extended: boolean };

/**
 * The broadcast's GFX entry of the route's index, drawn by its type. Each type's view is
 * made when first needed and kept; only the current one is visible. An index with no
 * entry draws nothing (and says so once in the console).
 */
export class GfxScene extends Scene<GfxOptions> {
  private readonly views = new Map<string, Container>();
  private warned = false;
  private multi: MultiStandingsView | null = null;

  private view<T extends Container>(key: string, make: () => T): T {
    let v = this.views.get(key) as T | undefined;
    if (!v) {
      v = make();
      this.views.set(key, v);
      this.root.addChild(v);
    }
    v.visible = true;
    return v;
  }

  protected draw(d: OverlayData): void {
    for (const v of this.views.values()) v.visible = false;
    const records = (d.broadcast.gfx ?? []).map((id) => d.get(id, "GFX"));
    const entry = gfxAt(records, this.ctx.options.index);
    if (!entry) {
      this.ctx.dom.clear();
      // Records may still be loading; warn only once all the broadcast's entries are here.
      if (!this.warned && records.every(Boolean)) {
        this.warned = true;
        console.warn(`[Overlay] gfx: the broadcast has no GFX entry ${this.ctx.options.index}`);
      }
      return;
    }
    this.drawEntry(d, entry);
  }

  private drawEntry(d: OverlayData, e: GfxEntry): void {
    const inv = this.ctx.invalidate;
    if (e.type !== "Iframe") this.ctx.dom.clear();
    switch (e.type) {
      case "Schedule": {
        const list = this.view("schedule", () => new ScheduleList(1500, 900, inv, 100, 240));
        const n = list.set(d, e.title || "Schedule", d.schedule);
        list.position.set(210, Math.max(60, Math.round((1080 - list.heightOf(n, true)) / 2)));
        return;
      }
      case "Bracket": {
        const panel = this.view("bracket", () => {
          const p = new BracketPanel(1728, 940);
          p.position.set(96, 70);
          return p;
        });
        const b = d.brackets.find((x) => x.id === e.data.bracket) ?? d.brackets.find((x) => !x.hide_bracket) ?? null;
        panel.set(d, b, { extended: this.ctx.options.extended, small: false });
        return;
      }
      case "Image": {
        const img = this.view("image", () => new FittedImage(1920, 1080, "contain", inv));
        if (e.imageId) img.setAttachment(e.imageId);
        else img.set(embeddableUrl(e.data.url));
        return;
      }
      case "Iframe": {
        const url = embeddableUrl(e.data.url);
        this.ctx.dom.set(url ? [{ key: `gfx-${e.id}`, url, x: 0, y: 0, w: 1920, h: 1080 }] : []);
        return;
      }
      case "Standings": {
        const table = this.view("standings", () => new StandingsTable(1200, 860, inv));
        const groups = groupsOf(d.eventMatches);
        const group = groups.find((g) => g.toLowerCase() === (e.data.group ?? "").toLowerCase()) ?? groups[0] ?? "";
        const h = table.set(d, d.eventMatches, group, e.title || group, parseColumns(null), false);
        table.position.set(360, Math.round((1080 - h) / 2));
        return;
      }
      case "Text": {
        const card = this.view("text", () => new TextCard(1400));
        const h = card.set(d, e.title, e.data.text ?? "");
        card.position.set(260, Math.round((1080 - h) / 2));
        return;
      }
      case "Multi Standings": {
        const host = this.view("multi", () => new Container());
        this.multi ??= new MultiStandingsView(host, inv);
        this.multi.set(d, pickGroups(d.eventMatches, (e.data.groups ?? []).join(","), d.event?.blocks), "", false);
        return;
      }
      case "MVP": {
        const mvp = mvpCard(d.match, d.get, d.ids("Heroes"));
        if (!mvp) return;
        // The mvp route's card: one design for the one award.
        const card = this.view("mvp", () => new MvpCard(false, inv));
        card.set(mvp, e.title || "MVP", d.theme, d.theme.accent, null);
        return;
      }
      case "Stats": {
        const stats = statsOf(e.data, d.get, d.eventMatches);
        if (!stats) return;
        const card = this.view("stats", () => new StatsCard(1400, 640, inv));
        card.position.set(260, 220);
        card.set(d, e.title || "Stats", stats, d.teams.get(stats.team.id) ?? null);
        return;
      }
      case "Rosters": {
        const m = d.match;
        if (!m) return;
        const card = this.view("rosters", () => new RostersCard(1728, 860, inv));
        const h = card.set(d, m.teams, m.names);
        card.position.set(96, Math.max(60, Math.round((1080 - h) / 2)));
        return;
      }
      default: {
        const never: never = e.type;
        throw new Error(`[Overlay] gfx: unknown type ${String(never)}`);
      }
    }
  }

  override destroy(): void {
    this.ctx.dom.clear();
    this.multi?.destroy();
    super.destroy();
  }
}
