import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { confettiRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Confetti } from "./Confetti.ts";

/**
 * Transparent confetti in theme colours, bursting each time the source goes on air or
 * on the confetti_burst trigger; confetti_stop clears it, confetti_disable/enable mute it.
 */
class ConfettiScene extends Scene<{ theme?: string }> {
  private readonly confetti = new Confetti();
  private colours: string[] = [];

  constructor(ctx: ConstructorParameters<typeof Scene<{ theme?: string }>>[0]) {
    super(ctx);
    this.root.addChild(this.confetti);
    this.stopTriggers = ctx.onTrigger((trigger) => {
      if (trigger === "confetti_enable") this.disabled = false;
      else if (trigger === "confetti_disable") this.disabled = true;
      if (trigger === "confetti_burst" && !this.disabled) this.burst();
      else if (trigger === "confetti_stop" || trigger === "confetti_disable") this.confetti.stop();
      else return; // nothing to draw
      ctx.invalidate();
    });
  }

  private readonly stopTriggers: () => void;
  private burstOnce = false;
  /** Set by the confetti_disable trigger: no bursts until confetti_enable. */
  private disabled = false;

  private burst(): void {
    if (!this.disabled) this.confetti.burst(this.colours);
  }

  protected draw(d: OverlayData): void {
    const t = (this.ctx.options.theme && d.themes.get(this.ctx.options.theme)) || d.theme;
    this.colours = [t.accent, t.background, t.alt, "#ffffff"];
    if (!this.burstOnce && !this.ctx.shared.noAnimate) {
      this.burstOnce = true;
      this.burst();
    }
  }

  override destroy(): void {
    this.stopTriggers();
    this.confetti.stop();
    super.destroy();
  }

  override in() {
    const tl = super.in();
    tl.call(() => this.burst(), [], 0);
    return tl;
  }
}

export const confetti = defineScene(confettiRoute, {
  themes: (options) => (options.theme ? [options.theme] : []),
  create: (ctx) => new ConfettiScene(ctx),
});
