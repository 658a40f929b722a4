import { z } from "zod";
import { resolveTheme, type ThemeInput } from "../../domain/theme.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Confetti } from "./Confetti.ts";

/** Transparent confetti in theme colours, bursting each time the source goes on air. */
class ConfettiScene extends Scene<{ theme?: string }> {
  private readonly confetti = new Confetti();
  private colours: string[] = [];

  constructor(ctx: ConstructorParameters<typeof Scene<{ theme?: string }>>[0]) {
    super(ctx);
    this.root.addChild(this.confetti);
    const id = ctx.options.theme;
    if (id) this.stopWatch = ctx.live.watch(id, () => this.data && this.draw(this.data));
  }

  private stopWatch: () => void = () => {};
  private burstOnce = false;

  protected draw(d: OverlayData): void {
    const chosen = this.ctx.options.theme ? (this.ctx.live.get(this.ctx.options.theme) as ThemeInput | null | undefined) : null;
    const t = chosen ? resolveTheme(chosen) : d.theme;
    this.colours = [t.accent, t.background, t.alt, "#ffffff"];
    if (!this.burstOnce && !this.ctx.shared.noAnimate) {
      this.burstOnce = true;
      this.confetti.burst(this.colours);
    }
  }

  override destroy(): void {
    this.stopWatch();
    this.confetti.stop();
    super.destroy();
  }

  override in() {
    const tl = super.in();
    tl.call(() => this.confetti.burst(this.colours), [], 0);
    return tl;
  }
}

export const confetti = defineScene({
  name: "confetti",
  schema: z.object({ theme: z.string().optional() }),
  optionAliases: { theme: ["themeId"] },
  create: (ctx) => new ConfettiScene(ctx),
});
