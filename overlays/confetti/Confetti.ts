import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import { color } from "../../engine/ui.ts";

/**
 * A burst of confetti falling through the frame in the given colours. One GSAP tween
 * drives every piece, so the clock stops rendering once it has fallen.
 */
export class Confetti extends Container {
  private tween: gsap.core.Tween | null = null;

  burst(colours: string[], count = 160, seconds = 6): void {
    this.tween?.kill();
    this.removeChildren().forEach((c) => c.destroy());
    const pieces = Array.from({ length: count }, (_, i) => {
      const g = new Graphics().rect(-9, -5, 18, 10).fill({ color: color(colours[i % colours.length] ?? "#ffffff") });
      const p = {
        g,
        x: Math.random() * 1920,
        y: -40 - Math.random() * 900,
        vx: (Math.random() - 0.5) * 120,
        spin: (Math.random() - 0.5) * 10,
        speed: 380 + Math.random() * 360,
      };
      this.addChild(g);
      return p;
    });
    const state = { t: 0 };
    const place = () => {
      for (const p of pieces) {
        p.g.position.set(p.x + p.vx * state.t + Math.sin(state.t * 2 + p.x) * 30, p.y + p.speed * state.t);
        p.g.rotation = p.spin * state.t;
        p.g.scale.y = Math.cos(state.t * 4 + p.x);
      }
    };
    place();
    this.tween = gsap.to(state, { t: seconds, duration: seconds, ease: "none", onUpdate: place });
  }

  stop(): void {
    this.tween?.kill();
    this.removeChildren().forEach((c) => c.destroy());
  }
}
