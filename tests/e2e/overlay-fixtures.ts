// The overlay addresses every overlay spec saves as a fixture: each against the demo data, with
// what a viewer must see on it, compared with its committed screenshot. The catalogue spec loads
// only the routes none of these covers, so no address is loaded twice for the same checks.
import { CATALOGUE } from "../../overlays/catalogue.ts";
import { expectFrame, openOverlay, pageErrors, pinBreakPanel } from "./overlays-helpers.ts";
import { expect, overlayTest } from "./test.ts";

/** An address, what a viewer must see on it (strings, or patterns), and the name of its screenshot. */
type Fixture = [name: string, path: string, expected: (string | RegExp)[]];

export const FIXTURES = {
  /** The broadcast's main graphics, cams, music, clock and tally. */
  overlays: [
    ["ingame", "/broadcast/main/ingame", ["AURORA FOXES", "VERDANT WOLVES", "BEST OF 5"]],
    ["versus", "/broadcast/main/versus?extra", ["AURORA FOXES", "VERDANT WOLVES"]],
    ["stinger", "/broadcast/main/stinger", []],
    ["break", "/broadcast/main/break", ["STARTING SOON", "UP NEXT", "Top two of each group advance to the playoffs"]],
    ["break-bar", "/broadcast/main/break-bar", ["STARTING SOON", "MNO", "CRT"]],
    ["break-text", "/broadcast/main/break-text", ["STARTING SOON", "COMMUNITY CUP SPRING 2026"]],
    ["schedule", "/broadcast/main/schedule", ["SCHEDULE", "LIVE", "MIDNIGHT OWLS"]],
    ["standings", "/broadcast/main/standings?group=Group%20B", ["STANDINGS · GROUP B", "W-L"]],
    ["bracket", "/broadcast/main/bracket", ["UPPER SEMIFINALS", "GROUP A 1ST", "GRAND FINAL"]],
    ["desk", "/broadcast/main/desk", ["AURORA FOXES", "VERDANT WOLVES"]],
    ["cams-desk", "/client/producer/cams/desk", ["KITSUNE", "TANK", "FERN"]],
    ["cams-ingame", "/client/producer/cams/ingame", ["KITSUNE"]],
    ["cams-pov", "/client/producer/cams/pov?number=2", ["BLAZE"]],
    ["cams-full", "/client/producer/cams/full?name=Main%20cam", ["MAIN CAM", "KITSUNE"]],
    ["music", "/broadcast/main/music", ["NOW PLAYING"]],
    ["confetti", "/broadcast/main/confetti", []],
    ["clock", "/broadcast/main/clock", ["LOCAL TIME"]],
    ["tally-dot", "/client/producer/tally-dot?align=left", []],
    ["tally-viewer", "/client/producer/tally-viewer?scene=Desk", ["OFF"]],
    ["quad", "/client/producer/quad", ["1", "2", "3", "4"]],
    ["ingame-top-full", "/broadcast/main/ingame?top&full&codes", ["AUR", "VRW", "COMMUNITY CUP SPRING 2026  ·  STARTING SOON"]],
    ["ingame-costreamer", "/broadcast/main/ingame?costreamer", ["AURORA FOXES", "OFFICIAL BROADCAST · TWITCH.TV/COMMUNITYCUP"]],
  ],
  /** The tester, the syncer and a break without headlines. */
  core: [
    [
      "tester",
      "/broadcast/main/tester",
      ["COMMUNITY CUP MAIN STREAM", "GRAPHICS SAFE 5 %", "ACTION SAFE 3.5 %", "FRAME 000   ·   0000 MS"],
    ],
    ["syncer", "/broadcast/main/syncer", [/^NEW YORK TIME · E[SD]T$/, "OBSERVER SETTINGS", "SHOW OVERLAY"]],
    ["break-no-headlines", "/broadcast/side/break", ["SIDE STREAM"]],
  ],
  /** The desk, media and crew-tool set. */
  deskMedia: [
    ["caster-bg", "/broadcast/main/caster-bg", [/^MAP \d$/]],
    ["caster-bg-default", "/broadcast/main/caster-bg?default=Busan&video=false", [/^MAP \d$|^NEXT MAP$/]],
    ["podcast", "/broadcast/main/podcast", ["JUNIPER VALE", "she/her", "TEMPO", "he/him"]],
    ["podcast-rows", "/broadcast/main/podcast?rows=2", ["JUNIPER VALE", "TEMPO"]],
    ["podcast-sides", "/broadcast/main/podcast-sides", ["JUNIPER VALE", "she/her", "TEMPO", "he/him"]],
    ["desk-graphics", "/broadcast/main/desk-graphics", ["COMMUNITY CUP SPRING 2026", "AURORA FOXES", "VERDANT WOLVES", "PRESENTED BY"]],
    ["media", "/broadcast/main/media", []],
    ["ad-read", "/broadcast/main/ad-read?start&delay=0&noAnimate", ["A WORD FROM OUR SPONSOR", "NIMBUS ENERGY"]],
    ["solo", "/broadcast/main/solo", ["AURORA FOXES", "VERDANT WOLVES"]],
    [
      "solo-all",
      "/broadcast/main/solo?modules=ingame,controls,rosters,overview,break,desk&videos",
      ["AURORA FOXES", "Kitsune", "MAP 1", "STARTING SOON", "CASTERS", "CASTER QUINN   ·   CASTER ROWAN"],
    ],
    ["solo-roster", "/broadcast/main/solo?modules=rosters&roster=2", ["VERDANT WOLVES", "Alpha"]],
    ["chat", "/broadcast/main/chat", ["CHAT", "TWITCH.TV/COMMUNITYCUP"]],
    ["music-track-group", "/broadcast/main/music?group=break", ["NOW PLAYING", "Aurora Drift — Community Cup Sound Lab"]],
  ],
  /** Break and filler routes. */
  filler: [
    [
      "break-schedule",
      "/broadcast/main/break-schedule",
      ["STARTING SOON", "COMMUNITY CUP SPRING 2026", "SCHEDULE", "AURORA FOXES", "MIDNIGHT OWLS"],
    ],
    ["break-schedule-sponsors", "/broadcast/main/break-schedule?sponsors", ["STARTING SOON", "SUPPORTED BY", "SCHEDULE"]],
    ["l-bar", "/broadcast/main/l-bar", ["STARTING SOON", "AUR", "VRW", /^(UP NEXT|NOW PLAYING)$/]],
    ["l-bar-sponsors", "/broadcast/main/l-bar?sponsors&sponsorAnim", ["STARTING SOON", "AUR", "VRW"]],
    ["l-bar-secondary", "/broadcast/main/l-bar?secondary", ["STARTING SOON"]],
    ["multi-standings", "/broadcast/main/multi-standings", ["GROUP A", "GROUP B", "W-L", "MAPS", "+/-", "VERDANT WOLVES", "FROSTBITE"]],
    [
      "multi-standings-codes",
      "/broadcast/main/multi-standings?groups=Group%20B&codes&show=Matches,MapDiff",
      ["GROUP B", "W-L", "+/-", "FRB"],
    ],
    ["sponsors", "/broadcast/main/sponsors", []],
    ["logos", "/broadcast/main/logos", []],
    ["background", "/broadcast/main/background", []],
    ["background-2", "/broadcast/main/background?index=2", []],
    ["custom", "/broadcast/main/custom", ["STARTING SOON"]],
    ["custom-title", "/broadcast/main/custom?title=Community%20Highlights", ["COMMUNITY HIGHLIGHTS"]],
    ["broadcasts", "/broadcast/main/broadcasts", ["ALSO LIVE", "SIDE STREAM", "GLX", "STR"]],
    ["thumbnail", "/broadcast/main/thumbnail", ["AURORA FOXES", "VERDANT WOLVES", /BEST OF 5$/]],
    [
      "thumbnail-schedule",
      "/broadcast/main/thumbnail?schedule",
      ["COMMUNITY CUP SPRING 2026", "TODAY'S MATCHES", "MIDNIGHT OWLS", "CRIMSON TIDE"],
    ],
    ["gfx-1", "/broadcast/main/gfx/1", ["TODAY'S MATCHES", "AURORA FOXES", "MIDNIGHT OWLS"]],
    ["gfx-2", "/broadcast/main/gfx/2", ["UPPER SEMIFINALS", "GRAND FINAL", "GROUP A 1ST"]],
    ["gfx-2-extended", "/broadcast/main/gfx/2?extended", ["UPPER SEMIFINALS", "GRAND FINAL"]],
    ["gfx-3", "/broadcast/main/gfx/3", ["GROUP A", "W-L", "VERDANT WOLVES", "MIDNIGHT OWLS"]],
    ["gfx-4", "/broadcast/main/gfx/4", []],
    ["gfx-6", "/broadcast/main/gfx/6", ["ANNOUNCEMENT", "Playoffs start next week: top two of each group advance."]],
    ["gfx-7", "/broadcast/main/gfx/7", ["GROUP A", "GROUP B", "VERDANT WOLVES", "FROSTBITE"]],
    ["gfx-8", "/broadcast/main/gfx/8", ["MATCH MVP", "BLAZE", "AURORA FOXES", /^DPS {2}· {2}\S/]],
    ["gfx-9", "/broadcast/main/gfx/9", ["PLAYER SPOTLIGHT", "KITSUNE", "AURORA FOXES", "MATCHES", "RECORD", "MAPS WON", "MAPS LOST"]],
    ["gfx-10", "/broadcast/main/gfx/10", ["AURORA FOXES", "VERDANT WOLVES", "KITSUNE", "ALPHA", "TANK", "SUPPORT"]],
  ],
  /** Match and game routes. */
  match: [
    [
      "maps",
      "/broadcast/main/maps",
      ["MAPS", "AURORA FOXES VS VERDANT WOLVES  ·  BEST OF 5", "MAP 1", "LIJIANG TOWER", "KING'S ROW", "COLOSSEO", "DORADO"],
    ],
    ["maps-score", "/broadcast/main/maps?auto=score", [/^AUR \d - \d VRW$/, "LIJIANG TOWER"]],
    ["map-bump", "/broadcast/main/map-bump", [/^UP NEXT: MAP \d$/]],
    ["overview", "/broadcast/main/overview", ["AUR", "VRW", "LIJIANG TOWER", /^\d - \d$/]],
    ["overview-full", "/broadcast/main/overview?video=false&live", ["AURORA FOXES", "VERDANT WOLVES", "DORADO"]],
    ["map-stats", "/broadcast/main/map-stats", ["MAP STATS", "AUR", "VRW", /^\d+-\d+$/, /^\d+%$/]],
    ["map-stats-hide", "/broadcast/main/map-stats?count=4&hide", ["MAP STATS", "AUR", "VRW"]],
    ["mvp", "/broadcast/main/mvp", ["PLAYER OF THE MATCH", "BLAZE", "AURORA FOXES", /^DPS {2}· {2}\S/]],
    ["mvp-sponsor", "/broadcast/main/mvp?sponsor", ["BLAZE", "PRESENTED BY"]],
    ["mvp-alternate", "/broadcast/main/mvp?alternate", ["PLAYER OF THE MATCH", "BLAZE"]],
    ["team-image", "/broadcast/main/team-image", []],
    ["team-image-2", "/broadcast/main/team-image?team=2&image=1", []],
    ["bug", "/broadcast/main/bug", ["COMMUNITY CUP SPRING 2026"]],
    ["bug-small-team", "/broadcast/main/bug?small&team=1&animate=up", []],
    ["info", "/broadcast/main/info", ["COMMUNITY CUP SPRING 2026", /^[A-Z]{3} \d+ – [A-Z]{3} \d+, \d{4}$/]],
  ],
  /** The history, draft and roster overlays. */
  teams: [
    ["history", "/broadcast/main/history", ["RECENT RESULTS", "AURORA FOXES", "VERDANT WOLVES", "CRIMSON TIDE", "W", "L"]],
    ["history-oldest-first", "/broadcast/main/history?max=3&reverse=false", ["AURORA FOXES", "LAST 3"]],
    ["season-history", "/broadcast/main/season-history?headers", ["SPRING CUP RESULTS", "GROUP A", "MIDNIGHT OWLS", "W-L"]],
    ["season-history-group", "/broadcast/main/season-history?group=Group%20A&max=2", ["GROUP A RESULTS", "AURORA FOXES"]],
    [
      "player-history",
      "/broadcast/main/player-history",
      ["KITSUNE", "TEAM HISTORY", "Community Cup Winter Invitational", "TANK · CAPTAIN"],
    ],
    ["player-history-minor", "/broadcast/main/player-history?minor", ["KITSUNE", "AURORA FOXES"]],
    ["draft", "/broadcast/main/draft", ["SPRING CUP DRAFT", "AURORA FOXES", "STORM RAVENS", "Kitsune", "Blaze"]],
    ["draft-roles", "/broadcast/main/draft?cols=role", ["TANK", "DAMAGE", "SUPPORT", "Kitsune (C)"]],
    ["draft-rows", "/broadcast/main/draft?cols=4&order", ["GOLDEN LYNX", "1", "Blaze"]],
    ["auction", "/broadcast/main/auction", ["PLAYER AUCTION · OPEN", "ON THE BLOCK", "HOWL", "185", "LEFT"]],
    ["auction-pool", "/broadcast/main/auction?captain&undrafted", ["CAPTAIN", "Kitsune", "STILL IN POOL"]],
    ["rosters", "/broadcast/main/rosters?roles&sort&badges", ["ROSTERS", "AURORA FOXES", "VERDANT WOLVES", "Kitsune", "TANK", "C"]],
    ["rosters-split", "/broadcast/main/rosters?split=2", ["ROSTERS", "Alpha"]],
    ["hero-roster", "/broadcast/main/hero-roster?roles&pronouns", ["AURORA FOXES", "KITSUNE", "Tank · he/him"]],
    ["hero-roster-team2", "/broadcast/main/hero-roster?team=2", ["VERDANT WOLVES", "ALPHA"]],
    ["boxed-roster", "/broadcast/main/boxed-roster?headshots&roles", ["AURORA FOXES", "KITSUNE", "Tank"]],
    [
      "boxed-roster-alternate",
      "/broadcast/main/boxed-roster?team=2&alternate&fill&subtitle=Group%20A",
      ["VERDANT WOLVES", "Group A", "ALPHA"],
    ],
    ["staff", "/broadcast/main/staff", ["BROADCAST STAFF", "CASTERS", "Caster Quinn", "Caster Rowan"]],
    ["branding", "/broadcast/main/branding", ["AUR", "AURORA FOXES"]],
  ],
} satisfies Record<string, Fixture[]>;

/** The scene an address draws (`gfx/1` draws the gfx scene). */
export function sceneOf(path: string): string | undefined {
  const overlay = new URL(path, "http://localhost").pathname.split("/").slice(3).join("/");
  return CATALOGUE.find((route) => overlay === route.name || overlay.startsWith(`${route.name}/`))?.name;
}

/** Texts that change on their own in a fixture (the clock redraws ten times a second): masked in its screenshot. */
const TICKING: Record<string, RegExp> = { clock: /\d:\d\d/ };
/** The automated break turns its panel every 20 s: its screenshot pins one. */
const PINNED_BREAK = new Set(["break"]);

/** One test per fixture: the scene it names draws, with every expected text, no error, and the frame of its baseline. */
export function fixtureTests(fixtures: Fixture[]): void {
  for (const [name, path, expected] of fixtures) {
    overlayTest(`${name} draws the demo data and is saved as a 1920x1080 fixture`, async ({ stillPage: { page, errors } }) => {
      if (PINNED_BREAK.has(name)) await pinBreakPanel(page, "Matchup");
      try {
        const b = await openOverlay(page, path);
        expect(b.error).toBeNull();
        expect(b.drawn).toBe(true);
        expect(b.scene).toBe(sceneOf(path));
        for (const want of expected) {
          const seen = typeof want === "string" ? b.texts.includes(want) : b.texts.some((t) => want.test(t));
          expect(seen, `${path} shows ${String(want)} (drew ${JSON.stringify(b.texts)})`).toBe(true);
        }
        await expectFrame(page, name, TICKING[name]);
      } finally {
        if (PINNED_BREAK.has(name)) await pinBreakPanel(page, "Automated");
      }
      expect(page.viewportSize()).toEqual({ width: 1920, height: 1080 });
      expect(pageErrors(errors)).toEqual([]);
    });
  }
}
