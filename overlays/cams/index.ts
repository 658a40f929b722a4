import { Graphics, type Text } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene, type SceneDef } from "../../engine/sceneDef.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, color, fitText } from "../../engine/ui.ts";
import { heading } from "../shared/widgets.ts";
import { camsOn, camViewUrl } from "../../domain/cams.ts";
import { camBoxes, camParts, sideCams, type CamsMode } from "./layout.ts";
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
      // The plate names the cam; the card adds the player's name only when the plate says something else.
      const name = (this.mode === "full" && o.name ? o.name : p.name).toUpperCase();
      const key = `${bx.team}-${bx.index}-${p.id}`;
      return [{ key, p, theme, parts: camParts(bx), name, background: theme.background, accent: theme.accent, text: theme.textOnTheme }];
    });
    this.ctx.dom.set(
      plates.map(({ key, p, parts: { video } }) => ({
        key,
        url: camViewUrl(p.id, params, d.broadcast.player_cams),
        ...video,
        reveal: "message" as const,
      })),
    );
    this.drawCards(plates);
    // Frames and name plates are built again only when what they show changed.
    const key = JSON.stringify(plates.map(({ parts, name, background, accent, text }) => [parts, name, background, accent, text]));
    if (key === this.drawn) return;
    this.drawn = key;
    this.g.clear();
    this.names.forEach((t) => t.destroy());
    this.names = plates.map(({ parts: { video, plate, lowerThird }, name, background, accent, text }) => {
      // A full-frame cam has no frame: the video is the picture.
      if (!lowerThird) this.g.rect(video.x, video.y, video.w, plate.y + plate.h - video.y).stroke({ color: color(background), width: 4 });
      const t = heading(Math.round(plate.h * (lowerThird ? 0.5 : 0.6)));
      t.text = name;
      t.style.fill = text;
      t.anchor.set(0, 0.5);
      const pad = lowerThird ? 40 : 12;
      t.position.set(plate.x + pad + (lowerThird ? 8 : 0), plate.y + plate.h / 2);
      fitText(t, plate.w - 2 * pad);
      // A lower third is as wide as its name; a cam's plate spans its cam.
      const w = lowerThird ? Math.min(plate.w, t.width + 2 * pad + 8) : plate.w;
      box(this.g, plate.x, plate.y, w, plate.h, background);
      box(this.g, plate.x, plate.y, lowerThird ? 8 : w, lowerThird ? plate.h : 4, accent);
      return t;
    });
    if (this.names.length) this.root.addChild(...this.names);
  }

  /** A card per cam, made again only when its box, player or colours change. */
  private drawCards(
    plates: { key: string; p: PlayerRecord; name: string; theme: OverlayData["theme"]; parts: ReturnType<typeof camParts> }[],
  ): void {
    const keep = new Set(plates.map((pl) => pl.key));
    for (const [key, card] of this.cards)
      if (!keep.has(key)) {
        card.destroy({ children: true });
        this.cards.delete(key);
      }
    for (const { key, p, name, theme, parts } of plates) {
      const { video, content } = parts;
      let card = this.cards.get(key);
      const size = JSON.stringify(parts);
      if (card && card.label !== size) {
        card.destroy({ children: true });
        card = undefined;
      }
      if (!card) {
        card = new CamCard(video.w, video.h, { ...content, x: content.x - video.x, y: content.y - video.y }, this.ctx.invalidate);
        card.label = size;
        this.cards.set(key, card);
        this.root.addChildAt(card, 0);
      }
      card.position.set(video.x, video.y);
      card.set(p, name === p.name.toUpperCase() ? null : p.name, theme);
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
