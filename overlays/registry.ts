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
  // Match and game (maps, map-bump, overview, map-stats, mvp, ingame-comms, audio, team-image, bug, info)
  // History, draft and rosters (history, season-history, player-history, draft, auction, rosters, hero-roster, boxed-roster, staff, branding)
  // Break and filler (break-schedule, l-bar, multi-standings, sponsors, logos, background, custom, iframe, broadcasts, thumbnail, gfx)
  // Desk, media and crew tools (caster-bg, podcast, podcast-sides, desk-graphics, media, ad-read, solo, chat)
  // Core additions (champions, tester, syncer)
];

const byName = new Map<string, SceneDef>();
for (const s of SCENES) for (const n of [s.name, ...(s.aliases ?? [])]) byName.set(n, s);

/** The scene a route's overlay path names; `gfx/3` finds the scene whose `pathOption` takes the rest. */
export function findScene(overlay: string): SceneDef | null {
  const path = overlay.toLowerCase().replace(/\/+$/, "");
  const exact = byName.get(path);
  if (exact) return exact;
  const slash = path.indexOf("/");
  const head = slash > 0 ? byName.get(path.slice(0, slash)) : undefined;
  return head?.pathOption ? head : null;
}
