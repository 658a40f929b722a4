import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, redraw } from "../../engine/ui.ts";
import { MapTile, liveLineup, setFit } from "../shared/mapTile.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import { mapsSubtitle, mapsTitle, tileRow } from "./layout.ts";

export interface MapsOptions {
  auto?: string;
}

const TILE_Y = 370;
const TILE_H = 480;

/** The live match's map line-up: a tile per map under the title (or the score, `auto=score`). */
export class MapsScene extends Scene<MapsOptions> {
  private readonly head = new Container();
  private readonly headBg = new Graphics();
  private readonly title = heading(72);
  private readonly subtitle = body(28, "600");
  private readonly row = new Container();
  private tiles: MapTile[] = [];

  constructor(ctx: ConstructorParameters<typeof Scene<MapsOptions>>[0]) {
    super(ctx);
    this.title.anchor.set(0.5);
    this.title.position.set(960, 240);
    this.subtitle.anchor.set(0.5);
    this.subtitle.position.set(960, 310);
    this.head.addChild(this.headBg, this.title, this.subtitle);
    this.root.addChild(this.head, this.row);
  }

  protected draw(d: OverlayData): void {
    const m = d.match;
    this.root.visible = !!m;
    if (!m) return;
    const lineup = liveLineup(d);
    const boxes = tileRow(lineup.length, TILE_Y, TILE_H);
    if (this.tiles.length !== boxes.length || this.tiles[0]?.w !== boxes[0]?.w) {
      this.tiles.forEach((t) => t.destroy({ children: true }));
      this.tiles = boxes.map((b) => new MapTile(b.w, b.h, this.ctx.invalidate));
      if (this.tiles.length) this.row.addChild(...this.tiles);
    }
    const hero = (id: string) => d.heroes.get(id);
    lineup.forEach((map, i) => {
      this.tiles[i].position.set(boxes[i].x, boxes[i].y);
      this.tiles[i].set(map, m, d.theme, hero);
    });
    setFit(this.title, mapsTitle(m, this.ctx.shared.title, this.ctx.options.auto), 1500);
    this.subtitle.style.fill = d.theme.accent;
    setFit(this.subtitle, mapsSubtitle(m, this.ctx.shared.subtitle), 1500);
    const w = Math.max(this.title.width, this.subtitle.width) + 120;
    redraw(this.headBg, [w, d.theme.accent], (g) => {
      box(g, 960 - w / 2, 180, w, 160, INK);
      box(g, 960 - w / 2, 336, w, 4, d.theme.accent);
    });
  }

  /** The head drops in and the tiles follow one after another: 700 ms at most, however many tiles. */
  override in(): gsap.core.Timeline {
    const tl = gsap
      .timeline({ paused: true })
      .fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.3 }, 0)
      .fromTo(this.head, { y: -40, alpha: 0 }, { y: 0, alpha: 1, duration: 0.5, ease: "power3.out" }, 0);
    const stagger = Math.min(0.06, 0.2 / Math.max(1, this.tiles.length - 1));
    this.tiles.forEach((t, i) => tl.fromTo(t, { alpha: 0 }, { alpha: 1, duration: 0.35, ease: "power2.out" }, 0.15 + i * stagger));
    tl.fromTo(this.row, { y: 60 }, { y: 0, duration: 0.55, ease: "power3.out" }, 0.1);
    return tl;
  }
}
