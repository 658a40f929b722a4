import { Graphics, type Text } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene, type SceneDef } from "../../engine/sceneDef.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, fitText } from "../../engine/ui.ts";
import { heading } from "../shared/widgets.ts";
import { camsOn, camViewUrl } from "../../domain/cams.ts";
import { camBoxes, sideCams, type CamsMode } from "./layout.ts";
import { camsRoute } from "./options.ts";
import { CamCard } from "./CamCard.ts";

type Opts = { params?: string; number: number; name?: string; full: boolean; alwaysShow: boolean };

/**
 * Team cams as peer video frames in the DOM layer under the canvas; the canvas draws the
 * frames and name plates in team colours, and over each video area the player's card
 * (CamCard) until that feed is live, so a cam that cannot load never shows an error page.
 */
class CamsScene extends Scene<Opts> {
  private readonly g = new Graphics();
  private names: Text[] = [];
  /** Each cam's card by its frame's key, shown while the feed is not live. */
  private cards = new Map<string, CamCard>();
  private readonly stopDom: () => void;
  /** What the frames and plates were last built from. */
  private drawn = "";

  constructor(
    ctx: ConstructorParameters<typeof Scene<Opts>>[0],
    private readonly mode: CamsMode,
  ) {
    super(ctx);
    this.root.addChild(this.g);
    this.stopDom = ctx.dom.onChange(() => {
      if (this.showCards()) ctx.invalidate();
    });
  }

  /** Each card shows exactly while its feed is not live; answers whether any changed. */
  private showCards(): boolean {
    let changed = false;
    for (const [key, card] of this.cards) {
      const show = !this.ctx.dom.isLive(key);
      if (card.visible !== show) {
        card.visible = show;
        changed = true;
      }
    }
    return changed;
  }

  protected draw(d: OverlayData): void {
    const o = this.ctx.options;
    // Cams turned off for the broadcast (update-broadcast playerCams: false, the toggle_cams trigger) show nothing, unless alwaysShow.
    const [a, b] = camsOn(d.broadcast) || o.alwaysShow ? sideCams(d) : [[], []];
    let boxes = camBoxes(this.mode, [a.length, b.length]);
    let who = (team: 0 | 1, i: number) => (team === 0 ? a[i] : b[i]);
    if (this.mode === "pov" || this.mode === "full") {
      const all = [...a, ...b];
      const p = all[Math.max(0, o.number - 1)];
      who = () => p;
      if (this.mode === "pov" && o.full) boxes = camBoxes("full", [1, 0]);
    }
    const params = o.params
      ? o.params
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : null;
    const plates = boxes.flatMap((bx) => {
      const p = who(bx.team, bx.index);
      if (!p) return [];
      const theme = d.match?.teams[bx.team]?.theme ?? d.theme;
      const name = (this.mode === "full" && o.name ? o.name : p.name).toUpperCase();
      const key = `${bx.team}-${bx.index}-${p.id}`;
      return [
        { key, bx, p, theme, plateH: Math.max(28, Math.round(bx.h * 0.18)), name, background: theme.background, text: theme.textOnTheme },
      ];
    });
    this.ctx.dom.set(
      plates.map(({ key, bx, p, plateH }) => ({
        key,
        url: camViewUrl(p.id, params, d.broadcast.player_cams),
        x: bx.x,
        y: bx.y,
        w: bx.w,
        h: bx.h - plateH,
        reveal: "message" as const,
      })),
    );
    this.drawCards(plates);
    // Frames and name plates are built again only when what they show changed.
    const key = JSON.stringify(plates.map(({ bx, plateH, name, background, text }) => [bx, plateH, name, background, text]));
    if (key === this.drawn) return;
    this.drawn = key;
    this.g.clear();
    this.names.forEach((t) => t.destroy());
    this.names = plates.map(({ bx, plateH, name, background, text }) => {
      if (this.mode !== "full") this.g.rect(bx.x, bx.y, bx.w, bx.h).stroke({ color: parseInt(background.slice(1, 7), 16), width: 4 });
      box(this.g, bx.x, bx.y + bx.h - plateH, bx.w, plateH, background, 0.92);
      const t = heading(Math.round(plateH * 0.6));
      t.text = name;
      t.style.fill = text;
      t.anchor.set(0, 0.5);
      // A full-frame cam keeps its name inside the graphics-safe area (96 px in, 54 px up).
      const full = bx.w >= 1920;
      t.position.set(full ? 96 : bx.x + 12, bx.y + bx.h - plateH / 2 - (full ? 27 : 0));
      fitText(t, full ? 1728 : bx.w - 24);
      return t;
    });
    if (this.names.length) this.root.addChild(...this.names);
  }

  /** A card per cam, made again only when its box, player or colours change. */
  private drawCards(
    plates: {
      key: string;
      bx: { x: number; y: number; w: number; h: number };
      p: PlayerRecord;
      theme: OverlayData["theme"];
      plateH: number;
    }[],
  ): void {
    const keep = new Set(plates.map((pl) => pl.key));
    for (const [key, card] of this.cards)
      if (!keep.has(key)) {
        card.destroy({ children: true });
        this.cards.delete(key);
      }
    for (const { key, bx, p, theme, plateH } of plates) {
      let card = this.cards.get(key);
      const size = `${bx.w}x${bx.h - plateH}`;
      if (card && card.label !== size) {
        card.destroy({ children: true });
        card = undefined;
      }
      if (!card) {
        card = new CamCard(bx.w, bx.h - plateH, this.ctx.invalidate);
        card.label = size;
        this.cards.set(key, card);
        this.root.addChildAt(card, 0);
      }
      card.position.set(bx.x, bx.y);
      card.set(p, theme);
    }
    this.showCards();
  }

  override destroy(): void {
    this.stopDom();
    this.ctx.dom.clear();
    super.destroy();
  }
}

export const camsScenes: SceneDef[] = (["desk", "ingame", "pov", "full"] as const).map((mode) =>
  defineScene(camsRoute(mode), { create: (ctx) => new CamsScene(ctx, mode) }),
);
