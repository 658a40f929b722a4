import { Graphics, type Text } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene, type SceneDef } from "../../engine/sceneDef.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, fitText } from "../../engine/ui.ts";
import { heading } from "../shared/widgets.ts";
import { camsOn, camViewUrl } from "../../domain/cams.ts";
import { camBoxes, type CamsMode } from "./layout.ts";
import { camsRoute } from "./options.ts";

type Opts = { params?: string; number: number; name?: string; full: boolean; alwaysShow: boolean };

/**
 * Team cams as peer video frames in the DOM layer under the canvas; the canvas draws only
 * frames and name plates in team colours, leaving the video areas empty.
 */
class CamsScene extends Scene<Opts> {
  private readonly g = new Graphics();
  private names: Text[] = [];
  /** What the frames and plates were last built from. */
  private drawn = "";

  constructor(
    ctx: ConstructorParameters<typeof Scene<Opts>>[0],
    private readonly mode: CamsMode,
  ) {
    super(ctx);
    this.root.addChild(this.g);
  }

  private players(d: OverlayData): [PlayerRecord[], PlayerRecord[]] {
    const m = d.match;
    const pick = (side: 0 | 1) => {
      const chosen = d.broadcast[side === 0 ? "team_1_cams" : "team_2_cams"] ?? [];
      const roster = m?.teams[side]?.players ?? [];
      return chosen.length ? roster.filter((p) => chosen.includes(p.id)) : roster;
    };
    return [pick(0), pick(1)];
  }

  protected draw(d: OverlayData): void {
    const o = this.ctx.options;
    // Cams turned off for the broadcast (update-broadcast playerCams: false, the toggle_cams trigger) show nothing, unless alwaysShow.
    const [a, b] = camsOn(d.broadcast) || o.alwaysShow ? this.players(d) : [[], []];
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
      return [{ bx, p, plateH: Math.max(28, Math.round(bx.h * 0.18)), name, background: theme.background, text: theme.textOnTheme }];
    });
    this.ctx.dom.set(
      plates.map(({ bx, p, plateH }) => ({
        key: `${bx.team}-${bx.index}-${p.id}`,
        url: camViewUrl(p.id, params, d.broadcast.player_cams),
        x: bx.x,
        y: bx.y,
        w: bx.w,
        h: bx.h - plateH,
      })),
    );
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
      t.position.set(bx.x + 12, bx.y + bx.h - plateH / 2);
      fitText(t, bx.w - 24);
      return t;
    });
    if (this.names.length) this.root.addChild(...this.names);
  }

  override destroy(): void {
    this.ctx.dom.clear();
    super.destroy();
  }
}

export const camsScenes: SceneDef[] = (["desk", "ingame", "pov", "full"] as const).map((mode) =>
  defineScene(camsRoute(mode), { create: (ctx) => new CamsScene(ctx, mode) }),
);
