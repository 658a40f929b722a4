import type { SceneChange } from "../../engine/production.ts";

/** A tally light's state from the stream software's scenes (SPEC §4: program, preview or inactive). */
export type TallyState = "program" | "preview" | "off";

/** The `scene` option's names, comma-separated; blank entries left out. */
export function sceneNames(option: string | undefined): string[] {
  return (option ?? "").split(",").filter((s) => s.trim());
}

/**
 * Which state these scenes are in: program wins over preview. A scene matches by exact
 * name (case-insensitive) or, with no names given, by containing the number.
 */
export function tallyState(change: SceneChange, scenes: string[], number?: number): TallyState {
  const names = scenes.map((s) => s.trim().toLowerCase()).filter(Boolean);
  const matches = (scene: string | undefined) => {
    if (!scene) return false;
    const s = scene.trim().toLowerCase();
    if (names.length) return names.includes(s);
    return number != null && new RegExp(`(^|\\D)${number}(\\D|$)`).test(s);
  };
  if (matches(change.programScene)) return "program";
  if (matches(change.previewScene)) return "preview";
  return "off";
}

export const TALLY_COLOURS: Record<TallyState, string> = { program: "#e11d2e", preview: "#16a34a", off: "#3a4353" };
export const TALLY_TEXT: Record<TallyState, string> = { program: "LIVE", preview: "PREVIEW", off: "OFF" };

/** `quad`: four dots, for observers 1 to 4. */
export const QUAD_DOTS = 4;

/** Each quad dot's state: dot i follows the i-th scene name when names are given, else the scenes numbered i. */
export function quadStates(change: SceneChange, scenes: string[]): TallyState[] {
  return Array.from({ length: QUAD_DOTS }, (_, i) =>
    scenes.length ? tallyState(change, scenes[i] ? [scenes[i]] : []) : tallyState(change, [], i + 1),
  );
}
