import type { SceneDef } from "../engine/sceneDef.ts";

/**
 * Each scene folder's module, loaded when a page shows one of its routes: an overlay page
 * downloads only its own scene (and what it shares with others), not all of them, nor the
 * catalogue (`catalogue.ts`, which the docs read; a test checks both agree).
 */
const FOLDERS: Record<string, () => Promise<Record<string, unknown>>> = {
  "ad-read": () => import("./ad-read/index.ts"),
  auction: () => import("./auction/index.ts"),
  audio: () => import("./audio/index.ts"),
  background: () => import("./background/index.ts"),
  "boxed-roster": () => import("./boxed-roster/index.ts"),
  bracket: () => import("./bracket/index.ts"),
  branding: () => import("./branding/index.ts"),
  break: () => import("./break/index.ts"),
  "break-bar": () => import("./break-bar/index.ts"),
  "break-schedule": () => import("./break-schedule/index.ts"),
  "break-text": () => import("./break-text/index.ts"),
  broadcasts: () => import("./broadcasts/index.ts"),
  bug: () => import("./bug/index.ts"),
  cams: () => import("./cams/index.ts"),
  "caster-bg": () => import("./caster-bg/index.ts"),
  champions: () => import("./champions/index.ts"),
  chat: () => import("./chat/index.ts"),
  clock: () => import("./clock/index.ts"),
  confetti: () => import("./confetti/index.ts"),
  custom: () => import("./custom/index.ts"),
  desk: () => import("./desk/index.ts"),
  "desk-graphics": () => import("./desk-graphics/index.ts"),
  draft: () => import("./draft/index.ts"),
  gfx: () => import("./gfx/index.ts"),
  "hero-roster": () => import("./hero-roster/index.ts"),
  history: () => import("./history/index.ts"),
  iframe: () => import("./iframe/index.ts"),
  info: () => import("./info/index.ts"),
  ingame: () => import("./ingame/index.ts"),
  "ingame-comms": () => import("./ingame-comms/index.ts"),
  "l-bar": () => import("./l-bar/index.ts"),
  "map-bump": () => import("./map-bump/index.ts"),
  "map-stats": () => import("./map-stats/index.ts"),
  maps: () => import("./maps/index.ts"),
  media: () => import("./media/index.ts"),
  "multi-standings": () => import("./multi-standings/index.ts"),
  music: () => import("./music/index.ts"),
  mvp: () => import("./mvp/index.ts"),
  overview: () => import("./overview/index.ts"),
  "player-history": () => import("./player-history/index.ts"),
  podcast: () => import("./podcast/index.ts"),
  rosters: () => import("./rosters/index.ts"),
  schedule: () => import("./schedule/index.ts"),
  "season-history": () => import("./season-history/index.ts"),
  solo: () => import("./solo/index.ts"),
  sponsors: () => import("./sponsors/index.ts"),
  staff: () => import("./staff/index.ts"),
  standings: () => import("./standings/index.ts"),
  stinger: () => import("./stinger/index.ts"),
  syncer: () => import("./syncer/index.ts"),
  tally: () => import("./tally/index.ts"),
  "team-image": () => import("./team-image/index.ts"),
  tester: () => import("./tester/index.ts"),
  thumbnail: () => import("./thumbnail/index.ts"),
  versus: () => import("./versus/index.ts"),
  winners: () => import("./winners/index.ts"),
};

/** Route names and aliases drawn by a folder of another name (the rest: the name's first part, cams/desk in cams). */
const FOLDER_OF: Record<string, string> = {
  "": "stinger",
  casters: "desk",
  logos: "sponsors",
  "podcast-sides": "podcast",
  "tally-dot": "tally",
  dot: "tally",
  "tally-viewer": "tally",
  tally: "tally",
  quad: "tally",
};

const isScene = (value: unknown): value is SceneDef =>
  !!value && typeof value === "object" && "create" in value && "schema" in value && "name" in value;

/**
 * The scene an overlay path names, by name or alias; `gfx/3` finds the scene whose
 * `pathOption` takes the rest. Null for a route no scene answers to.
 */
export async function findScene(overlay: string): Promise<SceneDef | null> {
  const path = overlay.toLowerCase().replace(/\/+$/, "");
  const load = FOLDERS[FOLDER_OF[path] ?? path.split("/")[0]];
  if (!load) return null;
  const scenes = Object.values(await load())
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter(isScene);
  return (
    scenes.find((s) => s.name === path || s.aliases?.includes(path)) ??
    scenes.find((s) => s.pathOption && path.startsWith(`${s.name}/`)) ??
    null
  );
}
