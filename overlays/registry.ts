import type { SceneDef } from "../engine/sceneDef.ts";
import { bracket } from "./bracket/index.ts";
import { breakBar } from "./break-bar/index.ts";
import { breakText } from "./break-text/index.ts";
import { breakScene } from "./break/index.ts";
import { camsScenes } from "./cams/index.ts";
import { clock } from "./clock/index.ts";
import { confetti } from "./confetti/index.ts";
import { desk } from "./desk/index.ts";
import { ingame } from "./ingame/index.ts";
import { music } from "./music/index.ts";
import { schedule } from "./schedule/index.ts";
import { standings } from "./standings/index.ts";
import { stinger } from "./stinger/index.ts";
import { quad, tallyDot, tallyViewer } from "./tally/index.ts";
import { versus } from "./versus/index.ts";
import { winners } from "./winners/index.ts";

/** Every overlay scene, by route name and alias (OVERLAYS.md). */
export const SCENES: SceneDef[] = [
  ingame,
  versus,
  winners,
  stinger,
  breakScene,
  breakBar,
  breakText,
  schedule,
  standings,
  bracket,
  desk,
  ...camsScenes,
  music,
  confetti,
  clock,
  tallyDot,
  tallyViewer,
  quad,
];

const byName = new Map<string, SceneDef>();
for (const s of SCENES) for (const n of [s.name, ...(s.aliases ?? [])]) byName.set(n, s);

export function findScene(overlay: string): SceneDef | null {
  return byName.get(overlay.toLowerCase().replace(/\/+$/, "")) ?? null;
}
