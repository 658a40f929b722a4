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
 * A tally for this client (or broadcast): joins its production room and follows
 * `prod_preview_program_change`. `dot` draws one dot; the viewer fills the frame.
 */
class TallyScene extends Scene<Opts> {
  private readonly g = new Graphics();
  private readonly label = heading(140);
  private state: TallyState = "off";

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0], private readonly dot: boolean, room: { kind: "client" | "broadcast"; code: string } | null) {
    super(ctx);
    this.label.anchor.set(0.5);
    this.label.position.set(960, 540);
    this.root.addChild(this.g, this.label);
    const socket = ctx.live.socket;
    if (socket && room) {
      const join = () => socket.emit(room.kind === "client" ? "prod-join" : "prod-broadcast-join", room.code);
      socket.on("connect", join);
      if (socket.connected) join();
      socket.on("prod_preview_program_change", (change: { previewScene?: string; programScene?: string }) => {
        const scenes = (ctx.options.scene ?? "").split(",");
        this.state = tallyState(change, scenes, this.dot ? ctx.options.number : undefined);
        if (this.data) this.draw(this.data);
        ctx.invalidate();
      });
    }
  }

  protected draw(d: OverlayData): void {
    const c = TALLY_COLOURS[this.state];
    this.g.clear();
    if (this.dot) {
      const x = this.ctx.options.align === "left" ? 80 : this.ctx.options.align === "right" ? 1840 : 960;
      this.g.circle(x, 80, 50).fill({ color: color(c) }).stroke({ color: 0xffffff, width: 6 });
      this.label.visible = false;
      return;
    }
    box(this.g, 0, 0, 1920, 1080, c);
    box(this.g, 0, 1040, 1920, 40, d.theme.accent);
    setText(this.label, this.state === "off" ? TALLY_TEXT.off : this.ctx.options.text && this.state === "program" ? this.ctx.options.text.toUpperCase() : TALLY_TEXT[this.state]);
  }
}

const schema = z.object({
  scene: z.string().optional(),
  text: z.string().optional(),
  number: queryNumber(1, 1, 99),
  align: z.enum(["left", "center", "right"]).default("right"),
});

/** The room comes from the page's route, read once when the scene is made. */
function roomOf(): { kind: "client" | "broadcast"; code: string } | null {
  const m = /^\/(client|broadcast)\/([^/]+)/.exec(location.pathname);
  return m ? { kind: m[1] as "client" | "broadcast", code: m[1] === "client" ? decodeURIComponent(m[2]).toLowerCase() : decodeURIComponent(m[2]) } : null;
}

export const tallyDot = defineScene({ name: "tally-dot", aliases: ["dot"], schema, optionAliases: { scene: ["scenes"] }, create: (ctx) => new TallyScene(ctx, true, roomOf()) });
export const tallyViewer = defineScene({ name: "tally-viewer", aliases: ["tally"], schema, optionAliases: { scene: ["scenes"] }, create: (ctx) => new TallyScene(ctx, false, roomOf()) });
