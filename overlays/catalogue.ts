import type { RouteDef } from "../domain/overlayRoutes.ts";
import { bracketRoute } from "./bracket/options.ts";
import { breakBarRoute } from "./break-bar/options.ts";
import { breakTextRoute } from "./break-text/options.ts";
import { breakRoute } from "./break/options.ts";
import { camsRoute } from "./cams/options.ts";
import { clockRoute } from "./clock/options.ts";
import { confettiRoute } from "./confetti/options.ts";
import { deskRoute } from "./desk/options.ts";
import { ingameRoute } from "./ingame/options.ts";
import { musicRoute } from "./music/options.ts";
import { scheduleRoute } from "./schedule/options.ts";
import { standingsRoute } from "./standings/options.ts";
import { stingerRoute } from "./stinger/options.ts";
import { quadRoute, tallyDotRoute, tallyViewerRoute } from "./tally/options.ts";
import { versusRoute } from "./versus/options.ts";
import { winnersRoute } from "./winners/options.ts";

/**
 * Every overlay route the overlay page draws, as pure data (names, option schemas, what it
 * shows): /learn/broadcast-routes, the tests and the benchmark read this list, and
 * `registry.ts` pairs each with its scene (a test checks both say the same).
 */
export const CATALOGUE: RouteDef[] = [
  // Match and game
  ingameRoute,
  versusRoute,
  winnersRoute,
  stingerRoute,
  confettiRoute,
  // Break and filler
  breakRoute,
  breakBarRoute,
  breakTextRoute,
  scheduleRoute,
  standingsRoute,
  bracketRoute,
  // Desk and talent
  deskRoute,
  ...(["desk", "ingame", "pov", "full"] as const).map(camsRoute),
  // Audio and media
  musicRoute,
  // Crew tools
  clockRoute,
  tallyDotRoute,
  tallyViewerRoute,
  quadRoute,
  // Match and game (maps, map-bump, overview, map-stats, mvp, ingame-comms, audio, team-image, bug, info)
  // History, draft and rosters (history, season-history, player-history, draft, auction, rosters, hero-roster, boxed-roster, staff, branding)
  // Break and filler (break-schedule, l-bar, multi-standings, sponsors, logos, background, custom, iframe, broadcasts, thumbnail, gfx)
  // Desk, media and crew tools (caster-bg, podcast, podcast-sides, desk-graphics, media, ad-read, solo, chat)
  // Core additions (champions, tester, syncer)
];
