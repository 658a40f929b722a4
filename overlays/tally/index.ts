import { Graphics } from "pixi.js";
import { z } from "zod";
import { queryNumber } from "../../domain/overlayOptions.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, color, setText } from "../../engine/ui.ts";
import { heading } from "../shared/widgets.ts";
import { TALLY_COLOURS, TALLY_TEXT, tallyState, type TallyState } from "./state.ts";

type Opts = { scene?: string; text?: string; number: number; align: "left" | "center" | "right" };

/**
 * A tally for this client (or broadcast): follows the stream software's preview and
 * program scenes through the engine. `dot` draws one dot; the viewer fills the frame.
 */
class TallyScene extends Scene<Opts> {
  private readonly g = new Graphics();
  private readonly label = heading(140);
  private state: TallyState = "off";

  private readonly stopSceneChanges: () => void;

  constructor(
    ctx: ConstructorParameters<typeof Scene<Opts>>[0],
    private readonly dot: boolean,
  ) {
    super(ctx);
    this.label.anchor.set(0.5);
    this.label.position.set(960, 540);
    this.root.addChild(this.g, this.label);
    this.stopSceneChanges = ctx.onSceneChange((change) => {
      const scenes = (ctx.options.scene ?? "").split(",");
      this.state = tallyState(change, scenes, this.dot ? ctx.options.number : undefined);
      if (this.data) this.draw(this.data);
      ctx.invalidate();
    });
  }

  override destroy(): void {
    this.stopSceneChanges();
    super.destroy();
  }

  protected draw(d: OverlayData): void {
    const c = TALLY_COLOURS[this.state];
    this.g.clear();
    if (this.dot) {
      const x = this.ctx.options.align === "left" ? 80 : this.ctx.options.align === "right" ? 1840 : 960;
      this.g
        .circle(x, 80, 50)
        .fill({ color: color(c) })
        .stroke({ color: 0xffffff, width: 6 });
      this.label.visible = false;
      return;
    }
    box(this.g, 0, 0, 1920, 1080, c);
    box(this.g, 0, 1040, 1920, 40, d.theme.accent);
    setText(
      this.label,
      this.state === "off"
        ? TALLY_TEXT.off
        : this.ctx.options.text && this.state === "program"
          ? this.ctx.options.text.toUpperCase()
          : TALLY_TEXT[this.state],
    );
  }
}

const schema = z.object({
  scene: z.string().optional(),
  text: z.string().optional(),
  number: queryNumber(1, 1, 99),
  align: z.enum(["left", "center", "right"]).default("right"),
});

export const tallyDot = defineScene({
  name: "tally-dot",
  aliases: ["dot"],
  schema,
  optionAliases: { scene: ["scenes"] },
  create: (ctx) => new TallyScene(ctx, true),
});
export const tallyViewer = defineScene({
  name: "tally-viewer",
  aliases: ["tally"],
  schema,
  optionAliases: { scene: ["scenes"] },
  create: (ctx) => new TallyScene(ctx, false),
});
