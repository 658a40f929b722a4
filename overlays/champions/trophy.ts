import type { Graphics } from "pixi.js";
import { color } from "../../engine/ui.ts";

/** The trophy's golds: body, shade and shine. */
const GOLD = { body: "#f2c14e", shade: "#c8922a", shine: "#fff1c1", plinth: "#15181f" };

/** Its size in its own units: the scene scales it. */
export const TROPHY = { w: 440, h: 360, cupCentreY: 88 };

/**
 * A cup trophy drawn in Graphics, centred on x 0 from y 0 (rim) to TROPHY.h (plinth): a bowl
 * with two handles, a stem and knot, a foot and a plinth carrying a plate in the winner's
 * accent. The cup's face is left for the winner's medallion (TROPHY.cupCentreY).
 */
export function drawTrophy(g: Graphics, accent: string): Graphics {
  const gold = color(GOLD.body);
  const shade = color(GOLD.shade);
  // Handles behind the bowl.
  g.moveTo(-120, 28).bezierCurveTo(-215, 20, -222, 150, -70, 168).stroke({ color: shade, width: 20, cap: "round" });
  g.moveTo(120, 28).bezierCurveTo(215, 20, 222, 150, 70, 168).stroke({ color: shade, width: 20, cap: "round" });
  // The bowl, with its right half in shade.
  g.moveTo(-135, 0)
    .lineTo(135, 0)
    .bezierCurveTo(135, 125, 62, 192, 0, 196)
    .bezierCurveTo(-62, 192, -135, 125, -135, 0)
    .fill({ color: gold });
  g.moveTo(40, 0)
    .lineTo(135, 0)
    .bezierCurveTo(135, 125, 62, 192, 0, 196)
    .bezierCurveTo(40, 170, 70, 100, 40, 0)
    .fill({ color: shade, alpha: 0.55 });
  // A shine down the left of the bowl.
  g.moveTo(-104, 18)
    .bezierCurveTo(-104, 90, -78, 140, -40, 168)
    .stroke({ color: color(GOLD.shine), width: 8, alpha: 0.7, cap: "round" });
  // Rim.
  g.roundRect(-148, -14, 296, 24, 8).fill({ color: shade });
  g.roundRect(-148, -14, 296, 10, 5).fill({ color: color(GOLD.shine), alpha: 0.6 });
  // Stem, knot and foot.
  g.rect(-20, 194, 40, 58).fill({ color: shade });
  g.ellipse(0, 222, 42, 15).fill({ color: gold });
  g.poly([-92, 252, 92, 252, 116, 290, -116, 290]).fill({ color: gold });
  g.poly([20, 252, 92, 252, 116, 290, 40, 290]).fill({ color: shade, alpha: 0.55 });
  // Plinth with its plate in the winner's colour.
  g.roundRect(-140, 290, 280, 70, 6).fill({ color: color(GOLD.plinth) });
  g.roundRect(-104, 307, 208, 36, 4).fill({ color: color(accent) });
  return g;
}
