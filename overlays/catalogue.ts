import { brandingRoute } from "./branding/options.ts";
import { staffRoute } from "./staff/options.ts";
import { boxedRosterRoute } from "./boxed-roster/options.ts";
import { heroRosterRoute } from "./hero-roster/options.ts";
import { rostersRoute } from "./rosters/options.ts";
import { auctionRoute } from "./auction/options.ts";
import { draftRoute } from "./draft/options.ts";
import { playerHistoryRoute } from "./player-history/options.ts";
import { mapBumpRoute } from "./map-bump/options.ts";
import { overviewRoute } from "./overview/options.ts";
import { mapStatsRoute } from "./map-stats/options.ts";
import { mvpRoute } from "./mvp/options.ts";
import { ingameCommsRoute } from "./ingame-comms/options.ts";
import { audioRoute } from "./audio/options.ts";
import { teamImageRoute } from "./team-image/options.ts";
import { bugRoute } from "./bug/options.ts";
import { infoRoute } from "./info/options.ts";
import { seasonHistoryRoute } from "./season-history/options.ts";
import { historyRoute } from "./history/options.ts";
import { mapsRoute } from "./maps/options.ts";
import type { RouteDef } from "../domain/overlayRoutes.ts";
import { bracketRoute } from "./bracket/options.ts";
import { championsRoute } from "./champions/options.ts";
import { syncerRoute } from "./syncer/options.ts";
import { testerRoute } from "./tester/options.ts";
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
import { backgroundRoute } from "./background/options.ts";
import { breakScheduleRoute } from "./break-schedule/options.ts";
import { gfxRoute } from "./gfx/options.ts";
import { lBarRoute } from "./l-bar/options.ts";
import { multiStandingsRoute } from "./multi-standings/options.ts";
import { thumbnailRoute } from "./thumbnail/options.ts";
import { broadcastsRoute } from "./broadcasts/options.ts";
import { customRoute } from "./custom/options.ts";
import { iframeRoute } from "./iframe/options.ts";
import { logosRoute, sponsorsRoute } from "./sponsors/options.ts";
import { casterBgRoute } from "./caster-bg/options.ts";
import { podcastRoute, podcastSidesRoute } from "./podcast/options.ts";
import { deskGraphicsRoute } from "./desk-graphics/options.ts";
import { mediaRoute } from "./media/options.ts";
import { adReadRoute } from "./ad-read/options.ts";
import { chatRoute } from "./chat/options.ts";
import { soloRoute } from "./solo/options.ts";

/**
 * Every overlay route the overlay page draws, as pure data (names, option schemas, what it
 * shows): /learn/broadcast-routes, the tests and the benchmark read this list;
 * `registry.ts` loads each route's scene (a test checks each loads, under the same schema).
 */
export const CATALOGUE: RouteDef[] = [
  // Match and game
  ingameRoute,
  versusRoute,
  winnersRoute,
  championsRoute,
  confettiRoute,
  mapBumpRoute,
  mapsRoute,
  overviewRoute,
  mapStatsRoute,
  mvpRoute,
  ingameCommsRoute,
  audioRoute,
  teamImageRoute,
  bugRoute,
  infoRoute,
  stingerRoute,
  historyRoute,
  seasonHistoryRoute,
  playerHistoryRoute,
  draftRoute,
  auctionRoute,
  // Break and filler
  breakRoute,
  breakScheduleRoute,
  breakBarRoute,
  breakTextRoute,
  lBarRoute,
  scheduleRoute,
  bracketRoute,
  standingsRoute,
  multiStandingsRoute,
  rostersRoute,
  heroRosterRoute,
  boxedRosterRoute,
  staffRoute,
  brandingRoute,
  sponsorsRoute,
  logosRoute,
  backgroundRoute,
  customRoute,
  iframeRoute,
  broadcastsRoute,
  thumbnailRoute,
  gfxRoute,
  // Desk and talent
  deskRoute,
  casterBgRoute,
  podcastRoute,
  podcastSidesRoute,
  deskGraphicsRoute,
  ...(["desk", "ingame", "pov", "full"] as const).map(camsRoute),
  // Audio and media
  musicRoute,
  mediaRoute,
  adReadRoute,
  // Crew tools
  clockRoute,
  testerRoute,
  syncerRoute,
  tallyViewerRoute,
  tallyDotRoute,
  quadRoute,
  soloRoute,
  chatRoute,
];
