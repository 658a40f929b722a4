import { Graphics } from "pixi.js";
import { roleGroup } from "../../domain/draftBoard.ts";
import { color } from "../../engine/ui.ts";

/**
 * A role's glyph drawn as vectors (no image to fail): Tank a shield, Damage a crosshair,
 * Support a cross; nothing for a player without a known role. `size` is the glyph's box.
 */
export function roleGlyph(role: string | null | undefined, size: number, fill: string): Graphics | null {
  const group = roleGroup(role);
  if (!group) return null;
  const g = new Graphics();
  const c = color(fill);
  const s = size;
  if (group === "Tank") {
    g.poly([s * 0.15, s * 0.12, s * 0.85, s * 0.12, s * 0.85, s * 0.55, s * 0.5, s * 0.92, s * 0.15, s * 0.55]).fill({ color: c });
  } else if (group === "Damage") {
    g.circle(s / 2, s / 2, s * 0.34).stroke({ color: c, width: s * 0.12 });
    g.rect(s * 0.44, s * 0.04, s * 0.12, s * 0.92).fill({ color: c });
    g.rect(s * 0.04, s * 0.44, s * 0.92, s * 0.12).fill({ color: c });
  } else {
    g.rect(s * 0.36, s * 0.08, s * 0.28, s * 0.84).fill({ color: c });
    g.rect(s * 0.08, s * 0.36, s * 0.84, s * 0.28).fill({ color: c });
  }
  return g;
}
