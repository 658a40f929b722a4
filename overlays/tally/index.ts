import { Graphics, type Text } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import type { SceneChange } from "../../engine/production.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { quadRoute, tallyDotRoute, tallyViewerRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, color, redraw, setText } from "../../engine/ui.ts";
import { heading } from "../shared/widgets.ts";
import { QUAD_DOTS, quadStates, sceneNames, TALLY_COLOURS, TALLY_TEXT, tallyState, type TallyState } from "./state.ts";

type Opts = { scene?: string; text?: string; number: number; align: "left" | "center" | "right" };
type Mode = "viewer" | "dot" | "quad";

const DOT_RADIUS = 50;
const QUAD_GAP = 130;

/**
 * A tally for this client (or broadcast), following the stream software's preview and
 * program scenes: the viewer fills the frame with the state, `dot` draws one dot, `quad`
 * four numbered dots (observers 1 to 4, or the four `scene` names in order).
 */
class TallyScene extends Scene<Opts> {
  private readonly g = new Graphics();
  private readonly label = heading(140);
  private readonly numbers: Text[] = [];
  private states: TallyState[] = [];
  private readonly stopSceneChanges: () => void;

  constructor(
    ctx: ConstructorParameters<typeof Scene<Opts>>[0],
    private readonly mode: Mode,
  ) {
    super(ctx);
    this.label.anchor.set(0.5);
    this.label.position.set(960, 540);
    this.root.addChild(this.g, this.label);
    if (mode === "quad") {
      for (let i = 0; i < QUAD_DOTS; i++) {
        const n = heading(44);
        n.anchor.set(0.5);
        this.numbers.push(n);
        this.root.addChild(n);
      }
    }
    this.states = this.statesOf({});
    // The change draws at once, data or not: a tally is read within 100 ms of a cut.
    this.stopSceneChanges = ctx.onSceneChange((change) => {
      this.states = this.statesOf(change);
      this.paint(this.data);
      ctx.invalidate();
    });
  }

  override destroy(): void {
    this.stopSceneChanges();
    super.destroy();
  }

  protected draw(d: OverlayData): void {
    this.paint(d);
  }

  private statesOf(change: SceneChange): TallyState[] {
    const scenes = sceneNames(this.ctx.options.scene);
    if (this.mode === "quad") return quadStates(change, scenes);
    return [tallyState(change, scenes, this.mode === "dot" ? this.ctx.options.number : undefined)];
  }

  /** x of the first of `count` dots `gap` apart, inside the safe area on the chosen side. */
  private firstDotX(count: number, gap: number): number {
    const span = (count - 1) * gap;
    const align = this.ctx.options.align;
    return align === "left" ? 96 + DOT_RADIUS : align === "right" ? 1824 - DOT_RADIUS - span : 960 - span / 2;
  }

  private paint(d: OverlayData | null): void {
    if (this.mode === "viewer") {
      const state = this.states[0];
      redraw(this.g, [state, d?.theme.accent], (g) => {
        box(g, 0, 0, 1920, 1080, TALLY_COLOURS[state]);
        if (d) box(g, 0, 1040, 1920, 40, d.theme.accent);
      });
      setText(this.label, state === "program" && this.ctx.options.text ? this.ctx.options.text.toUpperCase() : TALLY_TEXT[state]);
      return;
    }
    this.label.visible = false;
    const gap = this.mode === "quad" ? QUAD_GAP : 0;
    const x0 = this.firstDotX(this.states.length, gap);
    redraw(this.g, [x0, gap, this.states.join()], (g) =>
      this.states.forEach((state, i) =>
        g
          .circle(x0 + i * gap, 54 + DOT_RADIUS, DOT_RADIUS)
          .fill({ color: color(TALLY_COLOURS[state]) })
          .stroke({ color: 0xffffff, width: 6 }),
      ),
    );
    this.states.forEach((_, i) => {
      const x = x0 + i * gap;
      const n = this.numbers[i];
      if (n) {
        setText(n, String(i + 1));
        n.position.set(x, 54 + DOT_RADIUS);
      }
    });
  }
}

export const tallyDot = defineScene(tallyDotRoute, { create: (ctx) => new TallyScene(ctx, "dot") });
export const tallyViewer = defineScene(tallyViewerRoute, { create: (ctx) => new TallyScene(ctx, "viewer") });
export const quad = defineScene(quadRoute, { create: (ctx) => new TallyScene(ctx, "quad") });
