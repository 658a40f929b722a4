import { Container, Graphics, Sprite } from "pixi.js";
import type { HeroRecord } from "../../domain/tables.ts";
import { MARK } from "../../engine/bridge.ts";
import { color, imageUrl, loadForDrawing } from "../../engine/ui.ts";
import { type HeroLook, artCrop, heroArtId, heroLook, roleColours } from "./heroLook.ts";

/**
 * A hero as a round badge in its role's colours: its art when the data has some, a generated
 * head-and-shoulders silhouette otherwise (and while the art loads), and a red slash when it
 * is banned. No hero draws nothing. Labelled `mark:hero:<name>` for the test bridge.
 */
export class HeroIcon extends Container {
  private readonly disc = new Graphics();
  private readonly figure = new Graphics();
  /** The silhouette and the art, each inside the disc's ring. */
  private readonly figureBox = new Container();
  private readonly art = new Container();
  private readonly slash = new Graphics();
  private key = "";
  private artId: string | null = null;

  constructor(
    private readonly size: number,
    private readonly onLoad: () => void,
  ) {
    super();
    const r = size / 2;
    const inner = new Graphics().circle(r, r, r * 0.86).fill(0xffffff);
    this.figureBox.addChild(this.figure);
    this.figureBox.mask = this.figureBox.addChild(inner.clone());
    this.art.mask = this.art.addChild(inner);
    this.addChild(this.disc, this.figureBox, this.art, this.slash);
  }

  set(hero: Pick<HeroRecord, "name" | "role" | "icon" | "main_image"> | null, banned: boolean): void {
    const artId = hero ? heroArtId(hero) : null;
    const key = JSON.stringify([hero?.name, hero?.role, artId, banned]);
    if (key === this.key) return;
    this.key = key;
    this.visible = !!hero;
    this.label = hero ? `${MARK}hero:${hero.name}` : "";
    this.disc.clear();
    this.figure.clear();
    this.slash.clear();
    this.setArt(artId);
    if (!hero) return;
    const [main, dark] = roleColours(hero.role);
    const s = this.size;
    const r = s / 2;
    this.disc.circle(r, r, r).fill({ color: color(main) });
    this.disc.circle(r, r, r * 0.86).fill({ color: color(dark) });
    this.drawFigure(heroLook(hero.name), main);
    if (banned) {
      // Corner to corner across the badge, outlined so it reads on the role's red as well.
      const a = r - r * 0.7;
      const b = r + r * 0.7;
      this.slash.moveTo(b, a).lineTo(a, b).stroke({ color: 0x0b111c, width: s * 0.16, cap: "round" });
      this.slash.moveTo(b, a).lineTo(a, b).stroke({ color: 0xff3b3b, width: s * 0.09, cap: "round" });
    }
  }

  /** Head and shoulders in the role's colour, the head's shape by `look`; the disc's mask trims the shoulders. */
  private drawFigure(look: HeroLook, main: string): void {
    const g = this.figure;
    const s = this.size;
    const c = color(main);
    const hx = s / 2 + look.lean * s;
    const hy = s * 0.42;
    const hr = s * 0.17;
    if (look.headwear === "hood") g.poly([hx, hy - hr * 1.9, hx + hr * 1.7, hy + hr * 1.8, hx - hr * 1.7, hy + hr * 1.8]).fill({ color: c, alpha: 0.55 });
    if (look.headwear === "long hair") g.roundRect(hx - hr * 1.25, hy - hr * 1.1, hr * 2.5, hr * 3, hr).fill({ color: c, alpha: 0.55 });
    // Shoulders: a wide mound rising from the foot of the disc.
    g.ellipse(s / 2, s * 0.98, s * 0.4, s * 0.3).fill({ color: c });
    g.rect(hx - hr * 0.45, hy + hr * 0.6, hr * 0.9, hr * 1.2).fill({ color: c });
    if (look.headwear === "helmet") g.roundRect(hx - hr * 1.1, hy - hr * 1.15, hr * 2.2, hr * 2.2, hr * 0.6).fill({ color: c });
    else g.circle(hx, hy, hr).fill({ color: c });
    if (look.headwear === "spikes")
      g.poly([hx - hr, hy - hr * 0.3, hx - hr * 0.6, hy - hr * 1.7, hx - hr * 0.1, hy - hr * 0.8, hx + hr * 0.4, hy - hr * 1.8, hx + hr, hy - hr * 0.3]).fill({ color: c });
    if (look.headwear === "bun") g.circle(hx + hr * 0.5, hy - hr * 1.05, hr * 0.5).fill({ color: c });
    if (look.visor) g.roundRect(hx - hr * 0.85, hy - hr * 0.25, hr * 1.7, hr * 0.45, hr * 0.2).fill({ color: 0xffffff, alpha: 0.85 });
  }

  /** Load the hero's art into the badge (a portrait cropped to its head); a picture that fails leaves the silhouette. */
  private setArt(id: string | null): void {
    if (id === this.artId) return;
    this.artId = id;
    this.art.children.filter((c) => c instanceof Sprite).forEach((c) => c.destroy());
    if (!id) return;
    loadForDrawing(imageUrl(id, Math.max(128, this.size * 2)), (tex) => {
      if (this.destroyed || this.artId !== id) return;
      const sprite = new Sprite(tex);
      const crop = artCrop(tex.width, tex.height);
      const k = this.size / crop.side;
      sprite.scale.set(k);
      sprite.position.set(-crop.x * k, -crop.y * k);
      this.art.addChildAt(sprite, 0);
      this.onLoad();
    });
  }
}
