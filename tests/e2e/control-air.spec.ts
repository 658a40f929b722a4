// The control → air matrix (control/dashboard/README.md), walked row by row: each control is
// pressed as a producer presses it (in the dashboard, or as the Stream Deck module sends it) with
// the overlays open in pages of their own, and each row asserts what a viewer then sees (the drawn
// texts and where they are, through window.__overlay) and the feedback the crew gets. Rows run in
// the table's order on one show, each leaving the demo as the next row expects it.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { io, type Socket } from "socket.io-client";
import { expect, test, type Browser, type BrowserContext, type Page } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { seedId } from "../../server/seed/demo.ts";
import { EVENTUALLY_MS } from "../eventually.ts";
import { openOverlay } from "./overlays-helpers.ts";
import { e2eState } from "./state.ts";

const ROOT = join(import.meta.dirname, "../..");
/** How many overlay pages a show keeps open at once (Show.overlay). */
const OPEN_OVERLAYS = 4;
/** Overlays are read every 50 ms (expect.poll's default backs off to a second, which each row would wait out). */
const POLL = { timeout: EVENTUALLY_MS, intervals: [50] };
const LIVE_MATCH = seedId("match:0:4");

interface Row {
  id: string;
  where: string;
  control: string;
  sends: string;
  onAir: string;
}

/** The table between the control-air markers of the dashboard's README. */
function matrix(): Row[] {
  const readme = readFileSync(join(ROOT, "control/dashboard/README.md"), "utf8");
  const table = readme.split("<!-- control-air -->")[1]?.split("<!-- /control-air -->")[0] ?? "";
  return table
    .split("\n")
    .filter((line) => line.startsWith("|") && !line.startsWith("|---") && !line.startsWith("| Row "))
    .map((line) => {
      const [id, where, control, sends, onAir] = line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim());
      return { id, where, control, sends, onAir };
    });
}

/** The action keys a row sends: the backticked words of its Sends cell that look like keys. */
const actionsOf = (row: Row) => [...row.sends.matchAll(/`([a-z_-]+)`/g)].map((m) => m[1]);

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
    .map((f) => readFileSync(join(ROOT, dir, f), "utf8"));
}

/** Every action key the dashboard's code sends (its own panels and the match editor it embeds). */
function dashboardActions(): Set<string> {
  const keys = new Set<string>();
  for (const source of [...sourcesUnder("control/dashboard"), ...sourcesUnder("ui/match")])
    for (const m of source.matchAll(/\b(?:run|call|callAction)\(\s*"([a-z-]+)"/g)) keys.add(m[1]);
  return keys;
}

/**
 * The Stream Deck module's actions (its actions.js), each with the event it emits. The module is
 * not ours to change: this list is its code's, and every entry must have a row.
 */
const STREAM_DECK: Record<string, string> = {
  toggle_cams: "update-broadcast",
  set_map_attack: "update-broadcast",
  toggle_map_attack: "update-broadcast",
  set_countdown: "update-broadcast",
  clear_countdown: "update-broadcast",
  toggle_broadcast_advertise: "update-broadcast",
  desk_display_special: "update-broadcast",
  desk_display_text: "update-broadcast",
  toggle_observer_setting: "set-observer-setting",
  toggle_flip_teams: "toggle-flip-teams",
  multi_map_win: "multi-map-win",
  set_gfx_index: "update-gfx-index",
  prediction_manage: "manage-prediction",
  set_title: "set-title",
  prod_trigger: "prod_trigger",
};

/** One show: the producer's dashboard, the Stream Deck's socket, and the overlays opened so far. */
class Show {
  readonly overlays = new Map<string, Page>();
  private constructor(
    private readonly context: BrowserContext,
    readonly dash: Page,
    readonly deck: Socket,
    readonly token: string,
  ) {}

  static async open(browser: Browser, baseURL: string): Promise<Show> {
    const { tokens } = e2eState();
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const dash = await context.newPage();
    await dash.addInitScript((t) => localStorage.setItem("auth_token", t), tokens.producer);
    await dash.goto("/dashboard");
    await expect(dash.getByTestId("panel-live-match")).toBeVisible();
    const deck = io(baseURL, { transports: ["websocket"], query: { token: tokens.producer }, forceNew: true });
    await new Promise<void>((resolve) => deck.once("auth_status", () => resolve()));
    deck.emit("prod-join", "producer");
    return new Show(context, dash, deck, tokens.producer);
  }

  /**
   * The overlay at `path`, kept open while rows use it. Only the few used last stay open: every
   * open overlay redraws on each change a row makes, and software WebGL makes that the cost of a row.
   */
  async overlay(path: string): Promise<Page> {
    let page = this.overlays.get(path);
    if (page) this.overlays.delete(path);
    else {
      page = await this.context.newPage();
      await page.setViewportSize({ width: 1920, height: 1080 });
      await openOverlay(page, path);
    }
    this.overlays.set(path, page);
    for (const [oldest, old] of this.overlays) {
      if (this.overlays.size <= OPEN_OVERLAYS) break;
      this.overlays.delete(oldest);
      await old.close();
    }
    return page;
  }

  /** Waits until the overlay at `path` draws texts (joined with "|") matching `pattern`. */
  async sees(path: string, pattern: RegExp, what = `${path} shows ${pattern}`): Promise<void> {
    const page = await this.overlay(path);
    await expect.poll(() => texts(page), { message: what, ...POLL }).toMatch(pattern);
  }

  /** Waits until the overlay at `path` draws `left` left of `right` (by where each text starts). */
  async leftOf(path: string, left: string, right: string): Promise<void> {
    const page = await this.overlay(path);
    await expect
      .poll(
        async () => {
          const boxes = await textBoxes(page);
          const x = (text: string) => boxes.find((b) => b.text === text)?.x ?? NaN;
          return x(left) < x(right);
        },
        { message: `${path} draws ${left} left of ${right}`, ...POLL },
      )
      .toBe(true);
  }

  /** Waits until the overlay at `path` draws exactly the marks `labels` (in any order). */
  async marks(path: string, labels: string[]): Promise<void> {
    const page = await this.overlay(path);
    await expect.poll(async () => (await marksOf(page)).sort(), POLL).toEqual([...labels].sort());
  }

  /** The toast reading `text` appears. */
  async toast(text: string | RegExp): Promise<void> {
    await expect(this.dash.getByTestId("toast").filter({ hasText: text }).first()).toBeVisible();
  }

  /** Opens a dashboard panel that starts folded. */
  async openPanel(id: string): Promise<void> {
    const panel = this.dash.getByTestId(`panel-${id}`);
    const toggle = panel.locator("button[aria-expanded]").first();
    if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  }

  /** An action sent over HTTP as the producer (to put the demo back between rows). */
  async act(key: string, data: unknown): Promise<void> {
    const reply = await this.dash.request.post(`/actions/${key}`, { headers: { Authorization: `Bearer ${this.token}` }, data });
    expect(reply.ok(), `${key}: ${await reply.text()}`).toBe(true);
  }

  /** The Stream Deck's press: `event` with `payload`, no callback, as the module emits it. */
  press(event: string, ...args: unknown[]): void {
    this.deck.emit(event, ...args);
  }

  /** The next `action_error` the Stream Deck hears. */
  deckError(): Promise<{ action: string; errorCode: number; errorMessage: string }> {
    return new Promise((resolve) => this.deck.once("action_error", resolve));
  }

  async close(): Promise<void> {
    this.deck.close();
    await this.context.close();
  }
}

/** What the overlay draws besides text, by label: the attack tab, a tally light (engine/bridge.ts marks()). */
// The banned heroes' badges (marks "hero:<name>") come and go with the maps: overlays-onair-match.spec.ts checks them.
const marksOf = (page: Page) =>
  page.evaluate(() => ((window as any).__overlay.marks() as { label: string }[]).map((m) => m.label).filter((l) => !l.startsWith("hero:")));

const texts = (page: Page) => page.evaluate(() => ((window as any).__overlay.texts() as string[]).join("|"));
const textBoxes = (page: Page) => page.evaluate(() => (window as any).__overlay.textBoxes() as { text: string; x: number; y: number }[]);

type Check = (show: Show) => Promise<void>;

const INGAME = "/broadcast/main/ingame";
const MUSIC = "/broadcast/main/music?crossfade=0";
const OBSERVER_INGAME = "/client/observer/ingame";
const short = (key: string) => shortId(seedId(key));

const CHECKS: Record<string, Check> = {
  async score(show) {
    await show.overlay(INGAME);
    await show.dash.getByTestId("live-match-score-1-down").click();
    await show.toast("Score set to 1-1");
    await show.sees(INGAME, /^AURORA FOXES\|1\|VERDANT WOLVES\|1\|/);
    await show.dash.getByTestId("live-match-score-1-up").click();
    await show.toast("Score set to 2-1");
    await show.sees(INGAME, /^AURORA FOXES\|2\|VERDANT WOLVES\|1\|/);
  },

  async "map-win"(show) {
    await show.overlay("/broadcast/main/maps");
    await show.dash.getByTestId("live-match-map-win-2").click();
    await show.toast("Score set to 2-2");
    await show.sees(INGAME, /^AURORA FOXES\|2\|VERDANT WOLVES\|2\|MAP 5\|/);
    await show.sees("/broadcast/main/maps", /DORADO\|ESCORT\|VRW WIN\|MAP 5\|TBD\|[A-Z ]*\|LIVE/);
    await show.act("update-broadcast", { deskDisplayMode: "Maps" });
    await show.sees("/broadcast/main/desk", /4\. Dorado — Verdant Wolves/);
    // The click that wins the match asks first; then every side says the match is over.
    await show.dash.getByTestId("live-match-map-win-1").click();
    await expect(show.dash.getByTestId("live-match-win-confirm-text")).toContainText("Aurora Foxes reaches first to 3 and wins the match");
    await show.dash.getByTestId("live-match-win-confirm-ok").click();
    await show.toast("Score set to 3-2");
    await show.sees(INGAME, /^AURORA FOXES\|3\|VERDANT WOLVES\|2\|FINAL\|/);
    await expect(show.dash.getByTestId("live-match-over")).toContainText("Match over: Aurora Foxes won");
    await show.act("update-broadcast", { deskDisplayMode: "Scoreboard" });
    await show.sees("/broadcast/main/desk", /FINAL/);
    await show.act("update-broadcast", { deskDisplayMode: null });
    await show.act("update-match-data", { matchID: LIVE_MATCH, updatedData: { score_1: 2, score_2: 1 } });
  },

  async flip(show) {
    await show.dash.getByTestId("live-match-flip").click();
    await show.toast("Teams flipped: Verdant Wolves on the left");
    await show.leftOf(INGAME, "VERDANT WOLVES", "AURORA FOXES");
    await show.leftOf("/broadcast/main/versus", "VERDANT WOLVES", "AURORA FOXES");
    await show.leftOf("/broadcast/main/cams/ingame", "ALPHA", "KITSUNE");
    await show.dash.getByTestId("live-match-flip").click();
    await show.leftOf(INGAME, "AURORA FOXES", "VERDANT WOLVES");
    await show.leftOf("/broadcast/main/versus", "AURORA FOXES", "VERDANT WOLVES");
  },

  async "map-attack"(show) {
    const choose = async (choice: string) => {
      await show.dash.getByTestId("live-match-attack-menu").click();
      await show.dash.getByTestId(`live-match-attack-${choice}`).click();
    };
    // Map attack names a team by its stored side (Left: team 1): flipped, its tab moves with the team.
    await choose("left");
    await show.toast("Map attack set to Left");
    await show.marks(INGAME, ["attack-left"]);
    await show.dash.getByTestId("live-match-flip").click();
    await show.toast("Teams flipped: Verdant Wolves on the left");
    await show.marks(INGAME, ["attack-right"]);
    await show.dash.getByTestId("live-match-flip").click();
    await choose("none");
    await show.toast("Map attack cleared");
    await show.marks(INGAME, []);
  },

  async "match-editor"(show) {
    await show.act("update-match-data", { matchID: LIVE_MATCH, updatedData: { score_1: 2, score_2: 1 } });
    await show.openPanel("match-editor");
    const editor = show.dash.getByTestId("panel-match-editor");
    // Untouched, the editor follows the score set in Live Match.
    await show.dash.getByTestId("live-match-score-2-up").click();
    await show.toast("Score set to 2-2");
    await expect(editor.getByTestId("editor-score-2")).toHaveValue("2");
    // Its own Save puts its score on air.
    await editor.getByTestId("editor-score-2").fill("0");
    await editor.getByTestId("editor-score-save").click();
    await show.toast("Score set to 2-0");
    await show.sees(INGAME, /^AURORA FOXES\|2\|VERDANT WOLVES\|0\|/);
    // An unsaved edit over someone else's change says so, and Save waits for a choice.
    await editor.getByTestId("editor-score-2").fill("1");
    await show.dash.getByTestId("live-match-score-1-down").click();
    await show.toast("Score set to 1-0");
    await expect(editor.getByTestId("editor-score-conflict")).toContainText("Changed by someone else");
    await expect(editor.getByTestId("editor-score-save")).toBeDisabled();
    await show.sees(INGAME, /^AURORA FOXES\|1\|VERDANT WOLVES\|0\|/);
    await show.act("update-match-data", { matchID: LIVE_MATCH, updatedData: { score_1: 2, score_2: 1 } });
  },

  async "map-editor"(show) {
    await show.openPanel("match-editor");
    const editor = show.dash.getByTestId("panel-match-editor");
    await show.sees("/broadcast/main/maps", /COLOSSEO\|PUSH\|AUR WIN/);
    await editor.getByTestId("editor-map-winner-2").selectOption({ label: "Verdant Wolves" });
    await editor.getByTestId("editor-maps-save").click();
    await show.toast("Map data saved");
    await show.sees("/broadcast/main/maps", /COLOSSEO\|PUSH\|VRW WIN/);
    await editor.getByTestId("editor-map-winner-2").selectOption({ label: "Aurora Foxes" });
    await editor.getByTestId("editor-maps-save").click();
    await show.sees("/broadcast/main/maps", /COLOSSEO\|PUSH\|AUR WIN/);
  },

  async title(show) {
    await show.overlay("/broadcast/main/break");
    await show.dash.getByTestId("broadcast-title-input").fill("Grand final day");
    await show.dash.getByTestId("broadcast-title-save").click();
    await show.toast(/Grand final day/);
    await show.sees("/broadcast/main/break", /GRAND FINAL DAY/);
    await show.sees("/broadcast/main/versus", /GRAND FINAL DAY/);
    await show.dash.getByTestId("broadcast-quick-starting-soon").click();
    await show.toast(/Starting Soon/);
    await show.sees("/broadcast/main/break", /^STARTING SOON\|/);
  },

  async preset(show) {
    await show.dash.getByTestId("broadcast-preset-end-of-stream").click();
    await show.toast(/^End of stream: title “Thanks for watching!”, break display Staff/);
    await show.sees("/broadcast/main/break", /^THANKS FOR WATCHING!\|/);
    await show.dash.getByTestId("broadcast-preset-start-of-stream").click();
    await show.toast(/^Start of stream: title “Spring Cup”, break display Automated/);
    await show.sees("/broadcast/main/break", /^SPRING CUP\|/);
    await show.dash.getByTestId("broadcast-quick-starting-soon").click();
    await show.sees("/broadcast/main/break", /^STARTING SOON\|/);
  },

  async "show-live-match"(show) {
    const toggle = show.dash.getByTestId("broadcast-show-live-match");
    await show.overlay("/broadcast/main/l-bar");
    if ((await toggle.getAttribute("aria-pressed")) === "true") {
      await toggle.click();
      await show.toast("Live match hidden");
    }
    await show.sees("/broadcast/main/break", /UP NEXT\|MNO\|CRT\|/);
    await show.sees("/broadcast/main/l-bar", /UP NEXT\|MIDNIGHT OWLS\|CRIMSON TIDE/);
  },

  async advertise(show) {
    const toggle = show.dash.getByTestId("broadcast-advertise");
    const on = (await toggle.getAttribute("aria-pressed")) === "true";
    await toggle.click();
    await show.toast(on ? "Advertise off" : "Advertise on");
    await toggle.click();
    await show.toast(on ? "Advertise on" : "Advertise off");
  },

  async countdown(show) {
    await show.dash.getByTestId("countdown-quick-5").click();
    await show.toast(/^Countdown set: 0[45]:\d\d left/);
    await show.sees("/broadcast/main/break", /\|0?[45]:\d\d\|/);
    show.dash.once("dialog", (dialog) => void dialog.accept());
    await show.dash.getByTestId("countdown-clear").click();
    await show.toast("Countdown cleared");
    await show.sees("/broadcast/main/break", /^(?!.*\|0?[45]:\d\d\|)/);
  },

  async "break-title"(show) {
    await show.dash.getByTestId("break-settings-open").click();
    await show.dash.getByTestId("break-tab-text").click();
    await show.dash.getByTestId("break-title-input").fill("Back after this map");
    await show.dash.getByTestId("break-title-save").click();
    await show.toast("Break title set to Back after this map");
    await show.sees("/broadcast/main/break", /^BACK AFTER THIS MAP\|/);
    await show.dash.getByTestId("break-title-input").fill("{auto}");
    await show.dash.getByTestId("break-title-save").click();
    // Matches of the day are played and more are to come: be right back.
    await show.sees("/broadcast/main/break", /^BE RIGHT BACK/);
    await show.sees("/broadcast/main/break-text", /BE RIGHT BACK/);
    await show.dash.keyboard.press("Escape");
  },

  async "break-display"(show) {
    await show.dash.getByTestId("break-settings-open").click();
    await show.dash.getByTestId("break-tab-display").click();
    await show.dash.getByTestId("break-display-standings").click();
    await show.toast("Break display set to Standings");
    await show.sees("/broadcast/main/break", /GROUP A/);
    await show.dash.getByTestId("break-display-matchup").click();
    await show.toast("Break display set to Matchup");
    await show.sees("/broadcast/main/break", /GROUP STAGE {2}· {2}FIRST TO 3/);
    await show.dash.keyboard.press("Escape");
  },

  async "break-automation"(show) {
    await show.act("update-break-display", { option: "Matchup" });
    await show.dash.getByTestId("break-settings-open").click();
    await show.dash.getByTestId("break-tab-automation").click();
    // Schedule, Bracket and Matchup off: the rotation is the standings alone.
    const others = ["schedule", "bracket", "matchup"].map((option) => show.dash.getByTestId(`break-automation-${option}`));
    for (const option of others) {
      await option.click();
      await expect(option).not.toBeChecked();
    }
    await show.toast("Break automation updated");
    // While the break shows another display (the row starts it on Matchup), the tab offers the automated one.
    await show.dash.getByTestId("break-automation-use-automated").click();
    await show.toast("Break display set to Automated");
    await show.sees("/broadcast/main/break", /STANDINGS · GROUP A/);
    for (const option of others) {
      await option.click();
      await expect(option).toBeChecked();
    }
    await show.dash.keyboard.press("Escape");
  },

  async "desk-display"(show) {
    await show.dash.getByTestId("desk-display-mode").selectOption("Notice (Team 2)");
    await show.dash.getByTestId("desk-display-prefix").fill("Roster news");
    await show.dash.getByTestId("desk-display-text").fill("Fern joins the starting five");
    await show.dash.getByTestId("desk-display-show").click();
    await show.toast("Updated desk display");
    await show.sees("/broadcast/main/desk", /Fern joins the starting five/);
    await show.dash.getByTestId("desk-display-hide").click();
    await show.sees("/broadcast/main/desk", /AURORA FOXES VS VERDANT WOLVES/);
  },

  async "desk-guests"(show) {
    await show.openPanel("desk-guests");
    await show.dash.getByTestId("desk-guests-entry").fill("Sam Rivers, @samrivers, they/them");
    await show.dash.getByTestId("desk-guests-add").click();
    await show.dash.getByTestId("desk-guests-save").click();
    await show.toast("Updated guests");
    await show.sees("/broadcast/main/podcast", /SAM RIVERS/i);
  },

  async schedule(show) {
    await show.openPanel("schedule");
    const owls = short("match:0:5");
    await show.overlay("/broadcast/main/schedule?secondary");
    await show.dash.getByTestId(`schedule-primary-${owls}`).click();
    await show.toast("Midnight Owls vs Crimson Tide taken off the primary overlays");
    await show.sees("/broadcast/main/schedule", /^(?!.*MIDNIGHT OWLS).*GOLDEN LYNX/);
    await show.dash.getByTestId(`schedule-secondary-${owls}`).click();
    await show.toast("Midnight Owls vs Crimson Tide shown on the secondary overlays");
    await show.sees("/broadcast/main/schedule?secondary", /^SCHEDULE\|MIDNIGHT OWLS\|CRIMSON TIDE\|VS\|[^|]*$/);
    await show.dash.getByTestId(`schedule-primary-${owls}`).click();
    await show.toast("Midnight Owls vs Crimson Tide shown on the primary overlays");
    await show.sees("/broadcast/main/schedule", /MIDNIGHT OWLS/);
  },

  async "live-match"(show) {
    const owls = short("match:0:5");
    await show.dash.getByTestId(`schedule-live-${owls}`).click();
    await show.toast("Live match set");
    await show.sees(INGAME, /^MIDNIGHT OWLS\|/);
    await show.dash.getByTestId(`schedule-live-${shortId(LIVE_MATCH)}`).click();
    await show.toast("Live match set");
    await show.sees(INGAME, /^AURORA FOXES\|/);
  },

  async "player-cams"(show) {
    await show.openPanel("player-cams");
    await show.dash.getByTestId("player-cams-add-1").click();
    await show.dash.getByTestId("player-cams-select-1-1").selectOption({ label: "Blaze" });
    await show.dash.getByTestId("player-cams-save").click();
    await show.toast("Player cams saved");
    await show.sees("/broadcast/main/cams/ingame", /^(?!.*KITSUNE).*BLAZE/);
    await show.act("set-player-cams", { cams: [[], []] });
  },

  async highlights(show) {
    await show.openPanel("highlights");
    await show.dash.getByTestId("highlights-team-select").selectOption({ label: "Verdant Wolves" });
    await show.dash.getByTestId("highlights-team-save").click();
    await show.toast(/Verdant Wolves/);
    await show.sees("/broadcast/main/branding", /VERDANT WOLVES/);
    await show.dash.getByTestId("highlights-mvp-select").selectOption({ label: "Ember" });
    await show.dash.getByTestId("highlights-mvp-save").click();
    await show.toast(/Ember/);
    await show.sees("/broadcast/main/mvp", /PLAYER OF THE MATCH\|EMBER/);
  },

  async roles(show) {
    await show.openPanel("roles");
    await show.sees("/broadcast/main/staff", /CASTERS\|Caster Quinn\|Caster Rowan\|PRODUCER/);
    await show.dash.getByTestId("roles-add-caster").click();
    await show.dash.getByTestId("roles-select-caster-3").selectOption({ label: "Admin Morgan" });
    await show.dash.getByTestId("roles-save").click();
    await show.toast(/^1 relationships? added/);
    await show.sees("/broadcast/main/staff", /CASTERS\|Caster Quinn\|Caster Rowan\|Admin Morgan\|PRODUCER/);
  },

  async observer(show) {
    await show.overlay(OBSERVER_INGAME);
    await show.dash.getByTestId("observer-settings-open").click();
    await show.dash.getByTestId("observer-setting-use-basic-overlay").click();
    await show.toast("Use basic overlay on");
    // The basic ingame: the teams' names, no score; other clients' ingame keeps its score.
    await show.sees(OBSERVER_INGAME, /^AURORA FOXES\|VERDANT WOLVES$/);
    await show.sees(INGAME, /^AURORA FOXES\|2\|/);
    await show.sees("/broadcast/main/syncer", /OBSERVER SETTINGS\|SHOW OVERLAY.*USE BASIC OVERLAY/);
    await show.dash.getByTestId("observer-setting-use-basic-overlay").click();
    await show.toast("Use basic overlay off");
    await show.dash.getByTestId("observer-setting-show-overlay").click();
    await show.toast("Show overlay off");
    await show.sees(OBSERVER_INGAME, /^$/);
    await show.sees(INGAME, /^AURORA FOXES\|2\|/);
    await show.dash.getByTestId("observer-setting-show-syncer").click();
    await show.toast("Show syncer on");
    await show.sees(OBSERVER_INGAME, / TIME( · [A-Z]+)?(\||$)/);
    await show.dash.getByTestId("observer-setting-show-syncer").click();
    await show.dash.getByTestId("observer-setting-show-overlay").click();
    await show.sees(OBSERVER_INGAME, /^AURORA FOXES\|2\|/);
    await show.dash.keyboard.press("Escape");
  },

  async twitch(show) {
    await show.openPanel("twitch");
    await expect(show.dash.getByTestId("twitch-not-connected")).toContainText("Twitch is not configured");
    for (const control of ["twitch-title", "twitch-marker"]) await expect(show.dash.getByTestId(control)).toBeDisabled();
  },

  async gfx(show) {
    await show.openPanel("gfx");
    await show.overlay("/broadcast/main/gfx/1");
    await show.dash.getByTestId(`gfx-index-${seedId("gfx:text")}`).selectOption("1");
    await show.toast("Announcement is on button 1");
    await show.sees("/broadcast/main/gfx/1", /^(?!.*TODAY'S MATCHES)/);
    await show.sees("/broadcast/main/gfx/6", /TODAY'S MATCHES/);
    await show.dash.getByTestId(`gfx-index-${seedId("gfx:schedule")}`).selectOption("1");
    await show.sees("/broadcast/main/gfx/1", /TODAY'S MATCHES/);
  },

  async comms(show) {
    await show.overlay("/broadcast/main/ingame-comms");
    await show.openPanel("comms");
    await show.dash.getByTestId("comms-team-2").click();
    await show.toast("Listening in to Verdant Wolves");
    await show.sees("/broadcast/main/ingame-comms", /VERDANT WOLVES COMMS/);
    await show.dash.getByTestId("comms-disable").click();
    await show.toast("Comms disabled");
    await show.sees("/broadcast/main/ingame-comms", /^$/);
  },

  async customisation(show) {
    await show.openPanel("customisation");
    await show.dash.getByTestId("customisation-cam-link").fill("https://vdo.ninja/?view=demo");
    await show.dash.getByTestId("customisation-cam-link-save").click();
    await show.toast("Cam link saved");
  },

  async brackets(show) {
    await show.act("update-broadcast", { match: seedId("match:playoff:1") });
    const panel = show.dash.getByTestId("panel-brackets");
    await panel.getByRole("button", { name: "Bracket" }).click();
    await panel.getByTestId("bracket-resolve").click();
    await expect(panel.getByTestId("bracket-resolve")).toHaveText("Resolved");
    await show.sees("/broadcast/main/bracket", /UPPER SEMIFINALS/);
    await show.act("update-broadcast", { match: LIVE_MATCH });
  },

  async switcher(show) {
    await show.overlay("/client/producer/ingame");
    await show.dash.getByTestId("broadcast-switcher-open").click();
    const other = show.dash.locator('[data-testid^="switch-to-"]').first();
    await other.click();
    await show.toast(/^Now running /);
    await show.sees("/client/producer/ingame", /^(?!AURORA FOXES\|2\|)/);
    await show.dash.getByTestId("broadcast-switcher-open").click();
    await show.dash.getByTestId("switch-to-main").click();
    await show.sees("/client/producer/ingame", /^AURORA FOXES\|/);
  },

  async "deck-cams"(show) {
    await show.act("set-player-cams", { cams: [[seedId("player:Blaze")], []] });
    await show.sees("/broadcast/main/cams/ingame", /BLAZE/);
    show.press("update-broadcast", { playerCams: false });
    await show.sees("/broadcast/main/cams/ingame", /^(?!.*BLAZE)/);
    show.press("update-broadcast", { playerCams: true });
    await show.sees("/broadcast/main/cams/ingame", /BLAZE/);
    await show.act("set-player-cams", { cams: [[], []] });
  },

  async "deck-map-attack"(show) {
    show.press("update-broadcast", { mapAttack: "Right" });
    await show.marks(INGAME, ["attack-right"]);
    show.press("update-broadcast", { mapAttack: null });
    await show.marks(INGAME, []);
  },

  async "deck-countdown"(show) {
    const { now } = await (await show.dash.request.get("/time")).json();
    show.press("update-broadcast", { countdownEnd: now + 4 * 60_000 + 30_000 });
    await show.sees("/broadcast/main/break", /\|0?4:\d\d\|/);
    show.press("update-broadcast", { countdownEnd: null });
    await show.sees("/broadcast/main/break", /^(?!.*\|0?4:\d\d\|)/);
  },

  async "deck-desk"(show) {
    show.press("update-broadcast", { deskDisplayMode: "Notice (Event)", deskDisplayText: "Back soon|Match Paused" });
    await show.sees("/broadcast/main/desk", /MATCH PAUSED/i);
    show.press("update-broadcast", { deskDisplayMode: "Match" });
    await show.sees("/broadcast/main/desk", /AURORA FOXES VS VERDANT WOLVES/);
  },

  async "deck-observer"(show) {
    show.press("set-observer-setting", { setting: "Show overlay", value: "toggle" });
    await show.sees(OBSERVER_INGAME, /^$/);
    show.press("set-observer-setting", { setting: "Show overlay", value: "toggle" });
    await show.sees(OBSERVER_INGAME, /^AURORA FOXES\|/);
  },

  async "deck-flip"(show) {
    show.press("toggle-flip-teams", undefined);
    await show.leftOf(INGAME, "VERDANT WOLVES", "AURORA FOXES");
    show.press("toggle-flip-teams", undefined);
    await show.leftOf(INGAME, "AURORA FOXES", "VERDANT WOLVES");
  },

  async "deck-map-win"(show) {
    await show.act("update-match-data", { matchID: LIVE_MATCH, updatedData: { score_1: 2, score_2: 1 } });
    show.press("multi-map-win", { teamNum: "2", unsetMapAttack: true });
    await show.sees(INGAME, /^AURORA FOXES\|2\|VERDANT WOLVES\|2\|/);
    await show.sees("/broadcast/main/maps", /DORADO\|ESCORT\|VRW WIN/);
    await show.act("update-match-data", { matchID: LIVE_MATCH, updatedData: { score_1: 2, score_2: 1 } });
  },

  async "deck-gfx"(show) {
    show.press("update-gfx-index", { gfxID: seedId("gfx:text"), index: "1" });
    await show.sees("/broadcast/main/gfx/1", /^(?!.*TODAY'S MATCHES)/);
    show.press("update-gfx-index", { gfxID: seedId("gfx:schedule"), index: "1" });
    await show.sees("/broadcast/main/gfx/1", /TODAY'S MATCHES/);
  },

  async "deck-triggers"(show) {
    // Open before the presses: a bug already on when a page loads waits for OBS to put its source on air.
    await show.overlay("/broadcast/main/ingame-comms");
    // No crossfade: the next track's card shows as the skip lands.
    const playing = await texts(await show.overlay(MUSIC));
    show.press("prod_trigger", "comms_enable", "1");
    await show.sees("/broadcast/main/ingame-comms", /AURORA FOXES COMMS/);
    show.press("prod_trigger", "comms_disable", "");
    await show.sees("/broadcast/main/ingame-comms", /^$/);
    show.press("prod_trigger", "skip_song", "");
    await expect.poll(async () => texts(await show.overlay(MUSIC)), POLL).not.toBe(playing);
    const refused = show.deckError();
    show.press("prod_trigger", "no_such_trigger", "");
    expect(await refused).toMatchObject({ action: "prod_trigger", errorCode: 400, errorMessage: "Unknown trigger: no_such_trigger" });
  },

  async "deck-twitch"(show) {
    const refused = show.deckError();
    show.press("set-title", undefined);
    expect((await refused).errorMessage).toMatch(/Twitch/);
    const advertise = show.dash.getByTestId("broadcast-advertise");
    const on = (await advertise.getAttribute("aria-pressed")) === "true";
    show.press("update-broadcast", { advertise: !on });
    await expect(advertise).toHaveAttribute("aria-pressed", String(!on));
    show.press("update-broadcast", { advertise: on });
    await expect(advertise).toHaveAttribute("aria-pressed", String(on));
  },

  async "deck-unknown"(show) {
    const refused = show.deckError();
    show.press("no-such-action", {});
    expect(await refused).toMatchObject({ action: "no-such-action", errorCode: 404 });
  },
};

let show: Show | null = null;
test.afterAll(async () => {
  await show?.close();
  show = null;
});

test("the matrix names every control the dashboard and the Stream Deck have, and each row has its check", () => {
  const rows = matrix();
  const ids = rows.map((r) => r.id);
  expect(new Set(ids).size, "row ids are unique").toBe(ids.length);
  expect(
    ids.filter((id) => !CHECKS[id]),
    "rows without a check",
  ).toEqual([]);
  expect(
    Object.keys(CHECKS).filter((id) => !ids.includes(id)),
    "checks without a row",
  ).toEqual([]);
  const named = new Set(rows.filter((r) => r.where !== "Stream Deck").flatMap(actionsOf));
  expect(
    [...dashboardActions()].filter((key) => !named.has(key)),
    "dashboard actions no row names",
  ).toEqual([]);
  const deck = rows.filter((r) => r.where === "Stream Deck");
  const pressed = new Set(deck.flatMap((r) => [...r.control.matchAll(/`([a-z_]+)`/g)].map((m) => m[1])));
  expect(
    Object.keys(STREAM_DECK).filter((action) => !pressed.has(action)),
    "Stream Deck actions no row names",
  ).toEqual([]);
  for (const row of deck)
    for (const [action, event] of Object.entries(STREAM_DECK))
      if (row.control.includes(`\`${action}\``)) expect(actionsOf(row), `${row.id} sends what ${action} emits`).toContain(event);
});

for (const row of matrix()) {
  test(`${row.id} (${row.where}): ${row.onAir}`, async ({ browser }, testInfo) => {
    const check = CHECKS[row.id];
    expect(check, `row ${row.id} has a check`).toBeDefined();
    show ??= await Show.open(browser, testInfo.project.use.baseURL!);
    await check(show);
  });
}
