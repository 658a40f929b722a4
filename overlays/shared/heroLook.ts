import { roleGroup } from "../../domain/draftBoard.ts";
import type { HeroRecord } from "../../domain/tables.ts";

/** What a hero's badge shows (`HeroIcon` in heroIcon.ts draws it): plain values, tested without Pixi. */

/** Role colours, [main, dark], as the demo's generated hero art paints them (server/seed/art.ts). */
export const ROLE_COLOURS = {
  Tank: ["#4f8ef7", "#102a5c"],
  Damage: ["#f0524f", "#4a0f12"],
  Support: ["#3ecf8e", "#0d3b28"],
} as const;
const NO_ROLE = ["#9aa4b2", "#1f2630"] as const;

export const roleColours = (role: string | null | undefined): readonly [string, string] => {
  const group = roleGroup(role);
  return group ? ROLE_COLOURS[group] : NO_ROLE;
};

/** What a generated silhouette wears on its head. */
export const HEADWEAR = ["helmet", "spikes", "hood", "long hair", "bun"] as const;

export interface HeroLook {
  headwear: (typeof HEADWEAR)[number];
  /** A visor band across the eyes. */
  visor: boolean;
  /** How far the head leans from the middle, as a share of the disc's radius (-0.08 to 0.08). */
  lean: number;
}

/** A number from 0 to 1 fixed by a name (FNV-1a), so a hero looks the same on every page and machine. */
function unit(name: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (const ch of name) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193);
  return (h >>> 0) / 2 ** 32;
}

/** The generated silhouette of a hero without art: varied by its name, the same every time. */
export function heroLook(name: string): HeroLook {
  return {
    headwear: HEADWEAR[Math.floor(unit(name, 1) * HEADWEAR.length)],
    visor: unit(name, 2) < 0.5,
    lean: Math.round((unit(name, 3) - 0.5) * 16) / 100,
  };
}

/** The picture a hero's icon shows: its art (a portrait crops to head and shoulders), else its icon, else none. */
export const heroArtId = (hero: Pick<HeroRecord, "icon" | "main_image">): string | null =>
  hero.main_image?.[0]?.id ?? hero.icon?.[0]?.id ?? null;

/**
 * The square of a hero's picture its badge shows: a portrait (taller than wide) at its head and
 * shoulders, a third of the way down and two thirds of its width; an icon whole, centred.
 */
export function artCrop(w: number, h: number): { x: number; y: number; side: number } {
  if (h > w) {
    const side = (w * 2) / 3;
    return { x: (w - side) / 2, y: Math.min(h * 0.22, h - side), side };
  }
  const side = Math.min(w, h);
  return { x: (w - side) / 2, y: (h - side) / 2, side };
}
