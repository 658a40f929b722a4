/** An overlay route the program/preview strip can draw, and its name for the producer. */
export interface SceneOverlay {
  overlay: "ingame" | "break" | "desk";
  label: string;
}

export const INGAME: SceneOverlay = { overlay: "ingame", label: "In-game" };

/**
 * The words of a stream software scene name that say which overlay the scene carries. OBS knows
 * its scenes only by name, and crews name them by what they show ("Starting Soon", "Desk",
 * "Game", "Observer 1"); a name none of these matches is taken for the game.
 */
const BY_WORD: { words: string[]; view: SceneOverlay }[] = [
  { words: ["desk", "panel", "analysis", "interview"], view: { overlay: "desk", label: "Desk" } },
  {
    words: ["break", "starting", "soon", "brb", "right back", "intermission", "ending", "end", "thanks", "outro", "intro"],
    view: { overlay: "break", label: "Break" },
  },
];

/** The overlay a scene named `scene` shows, matched by whole words, case-insensitive; the in-game overlay otherwise. */
export function overlayForScene(scene: string | null | undefined): SceneOverlay {
  const name = ` ${(scene ?? "").toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;
  return BY_WORD.find(({ words }) => words.some((word) => name.includes(` ${word} `)))?.view ?? INGAME;
}
