// The limits of every action's payload, written down from SPEC §5, §7 and §9 (and, where the
// SPEC is silent, as literals copied once from the schema): per action, per field, the values
// just inside each limit (accepted) and just outside it (refused). A schema that loosens or
// tightens a limit fails boundaries.test.ts; fuzz.test.ts draws its malformed payloads from here.
import type { ActionKey } from "../../../domain/actions.ts";
import { DEMO_EVENT_ID } from "../../../server/seed/demo.ts";
import { ACTOR_IDS, LIVE_MATCH, TEAM_1 } from "./actors.ts";

/** The field left out of the payload. */
export const ABSENT = Symbol("absent");
/** A refused value whose issue is reported at another path than its field's (a check across fields). */
export interface Elsewhere {
  elsewhere: string;
  value: unknown;
}
export const elsewhere = (path: string, value: unknown): Elsewhere => ({ elsewhere: path, value });
export const isElsewhere = (v: unknown): v is Elsewhere => typeof v === "object" && v !== null && "elsewhere" in v && "value" in v;

export type Payload = Record<string, unknown>;
export interface FieldCase {
  /** Dotted path in the payload; digits index lists ("mapData.0.score_1"). */
  path: string;
  accept: unknown[];
  refuse: unknown[];
  /** A base of its own (a console table's record, a layout without connections). */
  base?: Payload;
  /** Tells apart cases of one path on different bases. */
  label?: string;
}
export interface ActionBoundaries {
  /** A valid payload every case mutates. */
  base: Payload;
  fields: FieldCase[];
  /** Objects (dotted paths, "" the payload) that refuse an unknown key, each with the base it is in. */
  strict: { path: string; base?: Payload }[];
}

// ---- Builders: each writes the values at and just past its limits ----

interface Presence {
  optional?: boolean;
  nullable?: boolean;
}
interface Values {
  accept: unknown[];
  refuse: unknown[];
}
const x = (n: number, c = "x") => c.repeat(n);
const times = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item);

function presence({ optional, nullable }: Presence): Values {
  return {
    accept: [...(optional ? [ABSENT] : []), ...(nullable ? [null] : [])],
    refuse: [...(optional ? [] : [ABSENT]), ...(nullable ? [] : [null])],
  };
}
function join(...parts: Values[]): Values {
  return { accept: parts.flatMap((p) => p.accept), refuse: parts.flatMap((p) => p.refuse) };
}

/** Text of at most `max` characters; `min` 1 refuses "" (and, trimmed, whitespace only). */
function str(max: number, o: Presence & { min?: number; trim?: boolean } = {}): Values {
  const min = o.min ?? 0;
  const accept: unknown[] = [x(Math.max(min, 1)), x(max)];
  const refuse: unknown[] = [x(max + 1), 42, true, [], {}];
  if (min === 0) accept.push("");
  else refuse.push("");
  if (o.trim) {
    accept.push(` ${x(max)} `);
    if (min > 0) refuse.push("   ");
  }
  return join({ accept, refuse }, presence(o));
}
/** A record id: 1 to `max` characters (the console's and the sign-ups' ids are trimmed). */
const id = (o: Presence & { max?: number; trim?: boolean } = {}) => str(o.max ?? 64, { ...o, min: 1 });
function int(min: number | null, max: number | null, o: Presence = {}): Values {
  const lo = min ?? -1_000_000;
  const accept: unknown[] = [lo, max ?? 1_700_000_000_000];
  const refuse: unknown[] = [lo + 0.5, String(lo), true, [], {}];
  if (min !== null) refuse.push(min - 1);
  if (max !== null) refuse.push(max + 1);
  return join({ accept, refuse }, presence(o));
}
function bool(o: Presence = {}): Values {
  return join({ accept: [true, false], refuse: ["true", 1, 0, {}] }, presence(o));
}
/** One of `members`; `unknown` are near misses (another list's member, another spelling). */
function oneOf(members: readonly unknown[], unknown: readonly unknown[], o: Presence = {}): Values {
  return join({ accept: [...members], refuse: [...unknown, "Nope", 1, true, [], {}].filter((v) => !members.includes(v)) }, presence(o));
}
/** A list of at most `max` items (null: no limit; `item` a valid one), whose items must each be valid. */
function list(max: number | null, item: unknown, badItems: unknown[], o: Presence & { min?: number } = {}): Values {
  const min = o.min ?? 0;
  const accept: unknown[] = [times(Math.max(min, 1), item), times(max ?? 20, item)];
  const refuse: unknown[] = [...badItems.map((bad) => [item, bad]), "x", 1, {}];
  if (max !== null) refuse.push(times(max + 1, item));
  if (min === 0) accept.push([]);
  else refuse.push(times(min - 1, item));
  return join({ accept, refuse }, presence(o));
}
const ids = (max: number, o: Presence & { idMax?: number } = {}) => list(max, "rec1", ["", x((o.idMax ?? 64) + 1), 5, null], o);
/** Epoch milliseconds, as a whole number (no range). */
const time = (o: Presence = {}) => join({ accept: [0, 1_700_000_000_000], refuse: [1.5, "2025-01-01", true] }, presence(o));

const field = (path: string, values: Values, extra: Partial<FieldCase> = {}): FieldCase => ({ path, ...values, ...extra });

// ---- Shared shapes ----

const COLOURS = ["#000000", "#FFFFFF", "#1a2B3c"];
const BAD_COLOURS = ["#1a2b3", "#1a2b3c4", "1a2b3c", "#1a2b3g", "red", "", 0];
const colour = (o: Presence = {}) => join({ accept: COLOURS, refuse: BAD_COLOURS }, presence(o));
const THEME_FIELDS = [
  "color_theme",
  "color_text_on_theme",
  "color_logo_background",
  "color_text_on_logo_background",
  "color_logo_accent",
  "color_accent",
  "color_alt",
];
const SOCIAL_TYPES = ["Twitter", "Twitch", "YouTube", "Discord", "Merch", "Liquipedia"];
const social = { type: "Twitch", url: "https://twitch.tv/x" };

/** The scores of a map or a match: whole numbers from 0 (SPEC §5 Map scores: integers, min 0, step 1). */
const score = (o: Presence = {}) => int(0, null, o);

/**
 * A map record as the match editor sends it (SPEC §3 Map record), or as the original website's
 * does: one id per link, heroes as ids, `existingID` for `id`, null or "" for an empty select.
 */
function mapRecordFields(prefix: string, base: (map: Payload) => Payload): FieldCase[] {
  return [
    field(`${prefix}.id`, id({ optional: true })),
    field(`${prefix}.existingID`, { accept: [ABSENT, null, "", "rec1", x(64)], refuse: [x(65), 42, true, [], {}] }),
    // A row names its map by one of the two.
    field(`${prefix}.existingID`, { accept: [ABSENT, null, ""], refuse: ["rec2"] }, { base: base({ id: "rec1" }), label: "with an id" }),
    field(`${prefix}.match`, join({ accept: [[], ["rec1"]], refuse: ["rec1", [5], {}] }, presence({ optional: true }))),
    ...["map", "winner", "picker", "banner"].map((f) =>
      field(`${prefix}.${f}`, {
        accept: [ABSENT, [], ["rec1"], "rec1", "", null],
        refuse: [[5], [""], [x(65)], x(65), {}],
      }),
    ),
    field(`${prefix}.name`, join({ accept: ["", "Lijiang"], refuse: [5, []] }, presence({ optional: true }))),
    field(`${prefix}.replay_code`, join({ accept: ["", "Lijiang"], refuse: [5, []] }, presence({ optional: true, nullable: true }))),
    field(`${prefix}.number`, { accept: [ABSENT, 0, 1, 7, "", null], refuse: [1.5, "1"] }),
    field(`${prefix}.score_1`, score({ optional: true, nullable: true })),
    field(`${prefix}.score_2`, score({ optional: true, nullable: true })),
    field(`${prefix}.draw`, bool({ optional: true, nullable: true })),
    field(`${prefix}.flip_pick_ban_order`, bool({ optional: true, nullable: true })),
    ...["team_1_picks", "team_2_picks", "team_1_bans", "team_2_bans"].map((f) =>
      field(
        `${prefix}.${f}`,
        join(list(null, { id: "hero1" }, [{}, { id: 5 }, 5, []], { optional: true }), { accept: [["hero1", "", null]], refuse: [] }),
      ),
    ),
    ...["team_1_picks", "team_2_picks", "team_1_bans", "team_2_bans"].map((f) =>
      field(`${prefix}.${f}.0.id`, { accept: ["", "hero1"], refuse: [ABSENT, null, 5, []] }, { base: base({ [f]: [{ id: "hero1" }] }) }),
    ),
  ];
}

// ---- SPEC §7: the core actions ----

const MATCH = LIVE_MATCH;
/** SPEC §4 desk display modes (with "Drafted Maps (Reveal)", the original's extra one). */
const DESK_MODES = [
  "Match",
  "Scoreboard",
  "Scoreboard Bans",
  "Hero Draft",
  "Predictions",
  "Maps",
  "Drafted Maps",
  "Drafted Maps (Reveal)",
  "Interview",
  "Notice (Event)",
  "Notice (Team 1)",
  "Notice (Team 2)",
  "Hidden",
  "Casters",
];
/** SPEC §4 break display options. */
const BREAK_DISPLAY = [
  "Automated",
  "Schedule",
  "Standings",
  "Image",
  "Bracket",
  "Staff",
  "Matchup",
  "Title",
  "Other Info",
  "Other Streams",
];
/** SPEC §5 break automation: the two ending options and the rotation. */
const BREAK_AUTOMATION = [
  "Always do 30s Matchup",
  "Always do 30s Schedule",
  "Schedule",
  "Standings",
  "Bracket",
  "Matchup",
  "Image",
  "Event Staff",
  "Title",
  "Other Broadcast Matches",
];
const HIGHLIGHT = (field: string): ActionBoundaries => ({
  base: { [field]: null },
  fields: [{ path: field, ...id({ nullable: true }) }],
  strict: [{ path: "" }],
});

const CORE: Record<string, ActionBoundaries> = {
  "toggle-flip-teams": { base: {}, fields: [], strict: [{ path: "" }] },
  "set-title": { base: {}, fields: [], strict: [{ path: "" }] },
  // SPEC §5, §9: cams 5 per team, 6 for the fourth game; which game is the handler's check.
  "set-player-cams": {
    base: { cams: [[], []] },
    fields: [
      field("cams", { accept: [[[], []]], refuse: [ABSENT, null, [[]], [[], [], []], {}, "x"] }),
      field("cams.0", { accept: [["rec1"], times(6, "rec1")], refuse: [times(7, "rec1"), [""], [x(65)], [5], null, "rec1"] }),
      field("cams.1", { accept: [["rec1"], times(6, "rec1")], refuse: [times(7, "rec1"), [""], [5], null] }),
    ],
    strict: [{ path: "" }],
  },
  "update-broadcast": {
    base: { title: "Starting Soon" },
    fields: [
      ...["highlightTeamID", "highlightHeroID", "highlightPlayerID", "highlightMediaID", "match"].map((f) =>
        field(f, id({ optional: true, nullable: true })),
      ),
      field("title", str(500, { optional: true })),
      field("countdownEnd", int(null, null, { optional: true, nullable: true })),
      field("advertise", bool({ optional: true })),
      // A cam link (text), or show/hide the cams.
      field("playerCams", join({ accept: [true, false, "", x(2000)], refuse: [x(2001), 1, [], {}] }, presence({ optional: true }))),
      // SPEC §3, §4: Left, Right, Both, or none (null).
      field("mapAttack", oneOf(["Left", "Right", "Both"], ["left", "None", "none", ""], { optional: true, nullable: true })),
      field("showLiveMatch", bool({ optional: true })),
      field("deskDisplayText", str(1000, { optional: true, nullable: true })),
      field("deskDisplayMode", oneOf(DESK_MODES, ["match", "Notice", "Scoreboard bans", ""], { optional: true, nullable: true })),
      field("manualGuests", str(10000, { optional: true })),
    ],
    strict: [{ path: "" }],
  },
  "update-match-data": {
    base: { matchID: MATCH, updatedData: { score_1: 1 } },
    fields: [
      field("matchID", id()),
      // Clearing later bracket results applies only with confirm: true.
      field("confirm", bool({ optional: true })),
      field("updatedData", { accept: [{}], refuse: [ABSENT, null, [], "x"] }),
      field("updatedData.start", time({ optional: true, nullable: true })),
      field("updatedData.teams", list(2, "rec1", ["", x(65), 5], { optional: true, nullable: true })),
      field("updatedData.score_1", score({ optional: true, nullable: true })),
      field("updatedData.score_2", score({ optional: true, nullable: true })),
      // First to N: at least one map to win.
      field("updatedData.first_to", int(1, 99, { optional: true })),
      // null clears a detail (the original website's Save details).
      field("updatedData.custom_name", str(200, { optional: true, nullable: true })),
      field("updatedData.special_event", bool({ optional: true, nullable: true })),
      field("updatedData.forfeit", bool({ optional: true, nullable: true })),
      field("updatedData.forfeit_reason", str(500, { optional: true, nullable: true })),
      // SPEC §5: URL/VOD fields are trimmed.
      ...["vod", "vod_2", "alternative_vod"].map((f) =>
        field(`updatedData.${f}`, str(500, { optional: true, nullable: true, trim: true })),
      ),
      // The original editor's own score inputs, sent along and ignored.
      field("updatedData.scores", { accept: [ABSENT, null, {}, [1, 2], "x", 0, true], refuse: [] }),
      field("updatedData.mvpPlayerID", id({ optional: true, nullable: true })),
      ...["flip_teams", "show_on_overlays", "show_on_secondary_overlays"].map((f) => field(`updatedData.${f}`, bool({ optional: true }))),
    ],
    strict: [{ path: "" }, { path: "updatedData" }],
  },
  // SPEC §9: commercial lengths 30 to 180 s in 30 s steps.
  "start-commercial": {
    base: { commercialDuration: 30 },
    fields: [field("commercialDuration", oneOf([30, 60, 90, 120, 150, 180], [0, 29, 31, 45, 179, 181, 210, 30.5, "30", -30]))],
    strict: [{ path: "" }],
  },
  // SPEC §7: create, lock, resolve, cancel; match or map. §9 auto-lock 180 s (map) or 300 s (match): at least 30 s, at most 30 min.
  "manage-prediction": {
    base: { predictionAction: "create", predictionType: "map" },
    fields: [
      field("predictionAction", oneOf(["create", "lock", "resolve", "cancel"], ["Create", "open", "refund", ""])),
      field("predictionType", oneOf(["match", "map"], ["Map", "round", ""], { optional: true })),
      field(
        "autoLockAfter",
        join({ accept: [30, 180, 300, 1800], refuse: [29, 0, -180, 1801, 180.5, "180", true] }, presence({ optional: true })),
      ),
    ],
    strict: [{ path: "" }],
  },
  // SPEC §2.9 broadcast roles: per role a row count and the chosen people (at most 12 rows).
  "set-player-relationships": {
    base: { matchID: MATCH, roles: { Caster: { count: 2, selected: [] } } },
    fields: [
      field("matchID", id()),
      field("roles", {
        accept: [{}, { [x(64)]: { count: 0, selected: [] } }],
        refuse: [ABSENT, null, [], "x", { [x(65)]: { count: 0, selected: [] } }, { Caster: null }],
      }),
      field("roles.Caster.count", int(0, 12)),
      field("roles.Caster.selected", list(12, "rec1", ["", x(65), 5, null])),
      field("clientCams", list(20, { clientID: "rec1", cams: [] }, [{ cams: [] }, { clientID: "rec1" }, null], { optional: true })),
      field("clientCams.0.clientID", id(), { base: { matchID: MATCH, roles: {}, clientCams: [{ clientID: "rec1", cams: [] }] } }),
      field("clientCams.0.cams", list(12, "rec1", ["", x(65), 5, null]), {
        base: { matchID: MATCH, roles: {}, clientCams: [{ clientID: "rec1", cams: [] }] },
      }),
    ],
    strict: [
      { path: "" },
      { path: "roles.Caster" },
      { path: "clientCams.0", base: { matchID: MATCH, roles: {}, clientCams: [{ clientID: "rec1", cams: [] }] } },
    ],
  },
  "set-match-overlays": {
    base: { match: MATCH, overlayType: "primary", state: true },
    fields: [
      field("match", id()),
      field("overlayType", oneOf(["primary", "secondary"], ["Primary", "tertiary", ""])),
      field("state", bool()),
    ],
    strict: [{ path: "" }],
  },
  "resolve-entire-bracket": { base: { bracketID: "rec1" }, fields: [field("bracketID", id())], strict: [{ path: "" }] },
  "update-map-data": {
    base: { matchID: MATCH, mapData: [{ score_1: 1 }] },
    fields: [
      field("matchID", id()),
      // A best-of never needs 30 maps.
      field("mapData", list(30, { score_1: 1 }, [null, "map", { score_1: -1 }])),
      ...mapRecordFields("mapData.0", (map) => ({ matchID: MATCH, mapData: [map] })),
    ],
    strict: [{ path: "" }, { path: "mapData.0" }],
  },
  // SPEC §7: reportData {mapData, matchData (only changed start, forfeit, forfeit_reason, scores)}.
  "submit-score-report": {
    base: { matchID: MATCH, action: "submit", reportData: { mapData: [{ score_1: 1 }], matchData: { score_1: 1 } } },
    fields: [
      field("matchID", id()),
      field("action", oneOf(["submit", "approve", "deny", "counter"], ["Submit", "cancel", ""])),
      field("confirm", bool({ optional: true })),
      field("reportData", join({ accept: [{}], refuse: [[], "x"] }, presence({ optional: true }))),
      field("reportData.mapData", list(30, { score_1: 1 }, [null, { score_1: -1 }], { optional: true })),
      ...mapRecordFields("reportData.mapData.0", (map) => ({ matchID: MATCH, action: "submit", reportData: { mapData: [map] } })),
      field("reportData.matchData", join({ accept: [{}], refuse: [[], "x"] }, presence({ optional: true }))),
      field("reportData.matchData.start", time({ optional: true })),
      field("reportData.matchData.forfeit", bool({ optional: true })),
      field("reportData.matchData.forfeit_reason", str(500, { optional: true })),
      field("reportData.matchData.score_1", score({ optional: true })),
      field("reportData.matchData.score_2", score({ optional: true })),
    ],
    strict: [{ path: "" }, { path: "reportData" }, { path: "reportData.matchData" }, { path: "reportData.mapData.0" }],
  },
  "submit-reschedule": {
    base: { matchID: MATCH, action: "submit", start: 1_700_000_000_000 },
    fields: [
      field("matchID", id()),
      field("action", oneOf(["submit", "approve", "deny"], ["counter", "Submit", ""])),
      field("start", time({ optional: true })),
    ],
    strict: [{ path: "" }],
  },
  // SPEC §4 observer settings: each toggles on and off ("toggle": the Stream Deck's flip).
  "set-observer-setting": {
    base: { setting: "Show syncer", value: true },
    fields: [
      field("setting", oneOf(["Show syncer", "Show overlay", "Use basic overlay"], ["show syncer", "All off", ""])),
      field("value", oneOf([true, false, "toggle"], ["Toggle", "on", 0, 1, "true"])),
    ],
    strict: [{ path: "" }],
  },
  "update-break-automation": {
    base: { options: [] },
    fields: [
      field(
        "options",
        join(list(20, "Schedule", ["Automated", "Other Streams", "schedule", "", 5, null]), { accept: [BREAK_AUTOMATION], refuse: [] }),
      ),
    ],
    strict: [{ path: "" }],
  },
  "update-break-display": {
    base: { option: "Image" },
    fields: [field("option", oneOf(BREAK_DISPLAY, ["Event Staff", "Other Broadcasts", "image", ""]))],
    strict: [{ path: "" }],
  },
  "multi-map-win": {
    base: { teamNum: 1 },
    fields: [
      field("unsetMapAttack", bool({ optional: true })),
      field("confirm", bool({ optional: true })),
      // Team 1 or 2 (as text from the Stream Deck's fields).
      field("teamNum", oneOf([1, 2, "1", "2"], [0, 3, -1, 1.5, "0", "3", "01", " 1", "one"])),
    ],
    strict: [{ path: "" }],
  },
  // SPEC §5: an empty marker is ignored, never sent; Twitch caps a marker's description at 140 characters.
  "set-marker": { base: { text: "Great play" }, fields: [field("text", str(140, { min: 1, trim: true }))], strict: [{ path: "" }] },
  "set-active-broadcast": {
    base: { client: "self", broadcast: "main" },
    fields: [field("client", join(id(), { accept: ["self"], refuse: [] })), field("broadcast", id())],
    strict: [{ path: "" }],
  },
  // SPEC §2.9: the GFX matrix holds 1 to 24; an index from 0 to 24, a number or its digits.
  "update-gfx-index": {
    base: { gfxID: "rec1", index: 1 },
    fields: [
      field("gfxID", id()),
      field("index", {
        accept: [0, 1, 24, "0", "24", "7"],
        refuse: [-1, 25, 1.5, "25", "-1", "1.5", "", " 3", "3a", "x", true, [], null, ABSENT],
      }),
    ],
    strict: [{ path: "" }],
  },
  // SPEC §2.10, §5: pronouns, pronunciation (marked above 100 characters, not blocked), role (DPS, Tank, Support, Flex).
  "update-profile-data": {
    base: { profileData: {} },
    fields: [
      field("profileData", { accept: [{}], refuse: [ABSENT, null, [], "x"] }),
      // null: an unset select of the original's profile page, which leaves the field as it is.
      field("profileData.pronouns", str(40, { optional: true, nullable: true })),
      field("profileData.pronunciation", join(str(500, { optional: true, nullable: true }), { accept: [x(101)], refuse: [] })),
      field(
        "profileData.role",
        oneOf(["DPS", "Tank", "Support", "Flex"], ["Damage", "dps", "Healer", ""], { optional: true, nullable: true }),
      ),
      field("profileData.favourite_hero", str(64, { optional: true, nullable: true })),
      field("profileData.profile_picture_theme", id({ optional: true, nullable: true })),
    ],
    strict: [{ path: "" }, { path: "profileData" }],
  },
  "set-mvp": HIGHLIGHT("playerID"),
  "set-highlight-team": HIGHLIGHT("teamID"),
  "set-highlight-hero": HIGHLIGHT("heroID"),
  "set-highlight-player": HIGHLIGHT("playerID"),
  "set-highlight-media": HIGHLIGHT("mediaID"),
  // SPEC §4 comms: enabled for team 1 or 2, or disabled (0).
  "set-comms": {
    base: { comms: 1 },
    fields: [field("comms", oneOf([0, 1, 2], [3, -1, 1.5, "1", false])), field("broadcast", id({ optional: true }))],
    strict: [{ path: "" }],
  },
};

// ---- The organiser console (every field of a save is optional, and null clears it) ----

const SAVE = { optional: true, nullable: true };
const cName = (max = 120) => str(max, { ...SAVE, min: 1, trim: true });
const cText = (max = 2000) => str(max, { ...SAVE, trim: true });
const cRefs = (max = 500) => ids(max, SAVE);
/** A time between 2000 and 2100, in epoch milliseconds. */
const cTime = (o: Presence = SAVE) =>
  join(
    { accept: [946_684_800_000, 4_102_444_800_000], refuse: [946_684_799_999, 4_102_444_800_001, 1.5e12 + 0.5, "2025-01-01", 0] },
    presence(o),
  );
const cInt = (min: number, max: number) => int(min, max, SAVE);
const cFlag = bool(SAVE);
/** A key in a link (a broadcast's, a client's, a news slug): letters, digits and dashes. */
const cKey = join(
  { accept: ["a", "Main-1", x(40), " main "], refuse: ["", "   ", "-main", "main_1", "main one", "main/1", x(41), 5] },
  presence(SAVE),
);
const cSubdomain = join({ accept: ["", "a", "spring-cup", x(63)], refuse: ["-a", "a-", "Spring", "a.b", "a_b", x(64), 5] }, presence(SAVE));

const CONSOLE_FIELDS: Record<string, Record<string, Values>> = {
  "Event Series": { name: cName(), order: cInt(0, 10_000), events: cRefs() },
  Events: {
    name: cName(),
    short: cText(32),
    subdomain: cSubdomain,
    partial_subdomain: cSubdomain,
    game: cText(64),
    start_date: cTime(),
    event_date: list(2, 1_700_000_000_000, [0, 1.5, "x", null], SAVE),
    series: cRefs(1),
    series_name: cText(120),
    series_subtitle: cText(200),
    theme: cRefs(1),
    teams: cRefs(),
    staff: cRefs(100),
    casters: cRefs(100),
    show_in_events: cFlag,
    in_progress: cFlag,
    division: cText(64),
    sub_event: cText(64),
    round: cText(64),
    week_text: cText(64),
    map_pool: cRefs(200),
    navbar_events: cRefs(20),
    sponsors: cRefs(50),
  },
  Teams: {
    name: cName(),
    code: cText(6),
    event: cRefs(20),
    theme: cRefs(1),
    players: cRefs(40),
    captains: cRefs(10),
    team_staff: cRefs(20),
    owners: cRefs(10),
  },
  Players: {
    name: cName(64),
    battletag: cText(64),
    discord_id: join({ accept: ["", "1", x(24, "1")], refuse: [x(25, "1"), "12a", " 1", 12] }, presence(SAVE)),
    role: oneOf(["Tank", "DPS", "Damage", "Support", "Flex"], ["Healer", "dps", ""], SAVE),
    pronouns: cText(40),
    verified: cFlag,
    manual_sr: cInt(0, 10_000),
    composition_tank_sr: cInt(0, 10_000),
    composition_dps_sr: cInt(0, 10_000),
    composition_support_sr: cInt(0, 10_000),
    eligible_roles: list(3, "Tank", ["Flex", "Damage", "tank", null], SAVE),
    website_settings: list(4, "No profile editing", ["Can fly", "no profile editing", null], SAVE),
  },
  Matches: {
    event: cRefs(1),
    teams: cRefs(2),
    start: cTime(),
    first_to: cInt(1, 99),
    score_1: cInt(0, 99),
    score_2: cInt(0, 99),
    match_group: cText(64),
    round: cText(64),
    week: cInt(0, 999),
    week_text: cText(64),
    day: cInt(0, 999),
    match_number: cInt(0, 9999),
    placeholder_teams: cText(200),
    custom_name: cText(200),
    special_event: cFlag,
    forfeit: cFlag,
    forfeit_reason: cText(500),
    game: cText(64),
  },
  Brackets: {
    name: cName(),
    events: cRefs(10),
    ordered_matches: cRefs(512),
    bracket_layout: cText(200_000),
    show_times: cFlag,
    show_broadcasts: cFlag,
    hide_implications: cFlag,
    hide_bracket: cFlag,
  },
  Broadcasts: {
    name: cName(),
    key: cKey,
    event: cRefs(1),
    title: cText(140),
    title_format: cText(300),
    channel: cText(64),
    channel_id: join({ accept: ["1", x(20, "1"), " 123 "], refuse: ["", "   ", x(21, "1"), "12a", "communitycup", 12] }, presence(SAVE)),
    stream_link: cText(500),
    timezone: cText(64),
    active: cFlag,
    live_match: cRefs(1),
    clients: cRefs(20),
    schedule: cRefs(100),
    theme_override: cRefs(1),
  },
  Clients: { key: cKey, name: cText(120), broadcast: cRefs(1), staff: cRefs(20) },
  GFX: {
    name: cName(),
    type: oneOf(
      ["Schedule", "Bracket", "Image", "Iframe", "Standings", "Text", "Multi Standings", "MVP", "Stats", "Rosters"],
      ["schedule", "Video", "Matchup", ""],
      SAVE,
    ),
    title: cText(200),
    // SPEC §2.9, §9: the GFX matrix count is at most 24.
    index: cInt(0, 24),
    broadcast: cRefs(1),
    data: cText(20_000),
  },
  News: {
    name: cName(200),
    slug: cKey,
    summary: cText(500),
    content: cText(50_000),
    released: cTime(),
    event: cRefs(1),
    author: cRefs(5),
  },
  Headlines: { text: cName(300), broadcast: cRefs(1), group: cText(64) },
  Heroes: { name: cName(64), role: oneOf(["Tank", "Damage", "Support"], ["DPS", "Flex", "tank", ""], SAVE), game: cText(64) },
  "Map Data": { name: cName(64), type: cText(64), game: cText(64) },
  Themes: {
    name: cName(),
    ...Object.fromEntries(THEME_FIELDS.map((f) => [f, colour(SAVE)])),
  },
};
export const CONSOLE_TABLE_NAMES = Object.keys(CONSOLE_FIELDS);

const CONSOLE: Record<string, ActionBoundaries> = {
  "save-record": {
    base: { table: "Teams", fields: { name: "Fuzz Team" } },
    fields: [
      field("table", oneOf(CONSOLE_TABLE_NAMES, ["teams", "Team", "Reports", "Player Relationships", "Audit", ""]), {
        base: { table: "Teams", fields: {} },
      }),
      field("id", id({ optional: true, trim: true })),
      field("confirm", bool({ optional: true })),
      field("fields", { accept: [{}], refuse: [ABSENT, null, [], "x"] }),
      ...Object.entries(CONSOLE_FIELDS).flatMap(([table, fields]) =>
        Object.entries(fields).map(([name, values]) => field(`fields.${name}`, values, { base: { table, fields: {} }, label: table })),
      ),
    ],
    strict: [{ path: "" }, ...CONSOLE_TABLE_NAMES.map((table) => ({ path: "fields", base: { table, fields: {} } }))],
  },
  "archive-record": {
    base: { table: "Teams", id: TEAM_1, archived: true },
    fields: [
      field("table", oneOf(CONSOLE_TABLE_NAMES, ["teams", "Reports", ""])),
      field("id", id({ trim: true })),
      field("archived", bool()),
    ],
    strict: [{ path: "" }],
  },
  "undo-change": { base: { auditId: "aud1" }, fields: [field("auditId", id({ trim: true }))], strict: [{ path: "" }] },
  "upload-theme-logo": {
    base: { theme: "recThemeThemeThe", logo: null },
    fields: [
      field("theme", id({ trim: true })),
      field("logo", {
        accept: [null, "data:image/png;base64,iVBORw0KGgo=", "data:image/webp;base64,UklGRg=="],
        refuse: [ABSENT, "", "data:image/svg+xml;base64,PHN2Zz4=", "data:text/plain;base64,aGk=", "http://x/logo.png", 5],
      }),
    ],
    strict: [{ path: "" }],
  },
};

// ---- Sign-ups (SPEC §1, §3 signup data): an SR per player or per role ----

const ROLES = ["Tank", "DPS", "Support"];
/** An SR: a whole number from 0 to 5000. */
const sr = (o: Presence = { optional: true }) => int(0, 5000, o);
const SIGNUP_BASE = { event: DEMO_EVENT_ID, main_role: "Support", sr: 3500, eligible_roles: ["Support"] };
const SIGNUPS: Record<string, ActionBoundaries> = {
  "submit-signup": {
    base: SIGNUP_BASE,
    fields: [
      field("event", id({ trim: true })),
      field("main_role", oneOf(ROLES, ["Flex", "Damage", "support", ""])),
      // Without the one SR, the main role's SR must be given.
      field("sr", sr(), { base: { ...SIGNUP_BASE, support_sr: 3000 } }),
      field("sr", { accept: [0, 5000], refuse: [ABSENT, -1, 5001, 3500.5] }, { label: "alone" }),
      ...["tank_sr", "dps_sr", "support_sr"].map((f) => field(f, sr())),
      field("eligible_roles", list(3, "Tank", ["Flex", "Damage", "tank", null])),
      field("info_for_captains", str(500, { optional: true, trim: true })),
    ],
    strict: [{ path: "" }],
  },
  "withdraw-signup": { base: { event: DEMO_EVENT_ID }, fields: [field("event", id({ trim: true }))], strict: [{ path: "" }] },
  "create-team-from-signups": {
    base: { event: DEMO_EVENT_ID, name: "Draft Team", players: [] },
    fields: [
      field("event", id({ trim: true })),
      field("name", str(120, { min: 1, trim: true })),
      field("code", str(6, { optional: true, trim: true })),
      field("players", ids(12)),
      field("captain", id({ optional: true, trim: true })),
    ],
    strict: [{ path: "" }],
  },
  "set-signups-open": {
    base: { event: DEMO_EVENT_ID, open: true },
    fields: [field("event", id({ trim: true })), field("open", bool())],
    strict: [{ path: "" }],
  },
};

// ---- Imports ----

const IMPORT: Record<string, ActionBoundaries> = {
  "import-records": {
    base: { event: DEMO_EVENT_ID, kind: "teams", format: "csv", text: "name\nA\n", confirm: false },
    fields: [
      field("event", id({ trim: true })),
      field("kind", oneOf(["teams", "players", "matches"], ["Teams", "team", "brackets", ""])),
      field("format", oneOf(["csv", "json"], ["CSV", "xlsx", "tsv", ""])),
      // A file of at most 2 MB of text.
      field("text", join({ accept: ["", x(2 * 1024 * 1024)], refuse: [x(2 * 1024 * 1024 + 1), 5, [], {}] }, presence({}))),
      field(
        "timezone",
        join(
          { accept: ["UTC", "Europe/Berlin", "America/New_York"], refuse: ["", "Mars/Olympus", "CEST+2", x(65), 5] },
          presence({ optional: true }),
        ),
      ),
      field("confirm", bool()),
    ],
    strict: [{ path: "" }],
  },
};

// ---- Event and team settings (SPEC §2.5 settings, §3 Event, Team, Theme, Social) ----

const S = { optional: true, nullable: true };
const rId = (o: Presence = {}) => id({ ...o, max: 40, trim: true });
const rIds = (max: number) => list(max, "rec1", ["", x(41), 5, null], { optional: true });
/** A minisite subdomain (SPEC §2.7): lowercase letters, digits and inner hyphens, at most 63 (lowercased first). */
const subdomain = join(
  { accept: ["a", "spring-cup", "Spring", "a1", x(63)], refuse: ["", "-a", "a-", "a.b", "a_b", "a b", x(64), 5] },
  presence(S),
);
const socialFields = (prefix: string, base: Payload): FieldCase[] => [
  field(`${prefix}.id`, rId({ optional: true }), { base }),
  field(`${prefix}.type`, oneOf(SOCIAL_TYPES, ["twitter", "Instagram", "X", ""]), { base }),
  field(
    `${prefix}.url`,
    join(
      {
        accept: ["https://twitch.tv/x", "http://x.y", ` https://${x(492)} `],
        refuse: ["", "twitch.tv/x", "javascript:alert(1)", "ftp://x.y", "https://a b", `https://${x(493)}`, 5],
      },
      presence({}),
    ),
    { base },
  ),
  field(`${prefix}.name`, str(100, { optional: true, trim: true }), { base }),
];
const themeFields = (prefix: string): FieldCase[] => THEME_FIELDS.map((f) => field(`${prefix}.${f}`, colour(S)));

const EVENT_BASE = { event: DEMO_EVENT_ID, settings: { name: "Spring" } };
const withSettings = (settings: Payload): Payload => ({ event: DEMO_EVENT_ID, settings });
const TEAM_BASE = { team: TEAM_1, settings: { code: "AUR" } };
const blocksBase = (blocks: Payload) => withSettings({ blocks });
const blockFlag = bool({ optional: true });
const snowflake = join(
  { accept: ["12345", x(25, "9")], refuse: ["1234", x(26, "9"), "12345a", "", 12345, null] },
  presence({ optional: true }),
);
const SETTINGS: Record<string, ActionBoundaries> = {
  "update-event-settings": {
    base: EVENT_BASE,
    fields: [
      field("event", rId()),
      field("settings", { accept: [{}], refuse: [ABSENT, null, [], "x"] }),
      field("settings.name", str(200, { optional: true, min: 1, trim: true })),
      field("settings.short", str(80, { ...S, trim: true })),
      field("settings.start_date", time(S)),
      field("settings.event_date", list(2, 1_700_000_000_000, [1.5, "x", null], S)),
      field("settings.theme", join({ accept: [{}], refuse: [[], "x"] }, presence({ optional: true }))),
      ...themeFields("settings.theme"),
      field("settings.subdomain", subdomain),
      field("settings.partial_subdomain", subdomain),
      field("settings.series", rId(S)),
      field("settings.game", str(80, { ...S, trim: true })),
      field("settings.map_pool", rIds(300)),
      field("settings.blocks", join({ accept: [{}, { otherBlock: { kept: true } }], refuse: [[], "x"] }, presence({ optional: true }))),
      field("settings.blocks.reporting", join({ accept: [{}, { score: {} }], refuse: ["x", []] }, presence(S))),
      ...["score", "rescheduling"].flatMap((kind) => [
        field(`settings.blocks.reporting.${kind}`, join({ accept: [{}], refuse: ["x", []] }, presence({ optional: true })), {
          base: blocksBase({ reporting: {} }),
        }),
        ...["use", "staffApprove", "opponentApprove"].map((f) =>
          field(`settings.blocks.reporting.${kind}.${f}`, blockFlag, { base: blocksBase({ reporting: { [kind]: {} } }) }),
        ),
      ]),
      field("settings.blocks.foldy", join({ accept: [{}], refuse: ["x", []] }, presence(S))),
      field("settings.blocks.foldy.use", blockFlag, { base: blocksBase({ foldy: {} }) }),
      field("settings.blocks.draft", join({ accept: [{}], refuse: ["x", []] }, presence(S))),
      field("settings.blocks.draft.use", blockFlag, { base: blocksBase({ draft: {} }) }),
      field("settings.blocks.auction", join({ accept: [{}], refuse: ["x", []] }, presence(S))),
      field("settings.blocks.auction.use", blockFlag, { base: blocksBase({ auction: {} }) }),
      field("settings.blocks.auction.public", blockFlag, { base: blocksBase({ auction: {} }) }),
      field("settings.blocks.extendedStaffPage", bool(S)),
      // The standings flag, or up to 50 standings tables.
      field("settings.blocks.standings", list(50, { title: "Groups" }, ["x", { title: x(201) }, { group: 5 }], S)),
      field("settings.blocks.standings", { accept: [true, false], refuse: ["true", 1] }, { label: "flag" }),
      // A table that is not one is reported at the list (neither the flag nor a list of tables).
      ...["title", "group"].map((f) => {
        const values = str(200, { optional: true });
        const refuse = values.refuse.map((v) => elsewhere("settings.blocks.standings", v));
        return field(`settings.blocks.standings.0.${f}`, { accept: values.accept, refuse }, { base: blocksBase({ standings: [{}] }) });
      }),
      field("settings.blocks.signups", join({ accept: [{}], refuse: ["x", []] }, presence(S))),
      ...["open", "splitSrByRole", "showAllSrInputs"].map((f) =>
        field(`settings.blocks.signups.${f}`, blockFlag, { base: blocksBase({ signups: {} }) }),
      ),
      field("settings.blocks.signups.closes", time(S), { base: blocksBase({ signups: {} }) }),
      field("settings.blocks.discord", join({ accept: [{}], refuse: ["x", []] }, presence(S))),
      ...["guildId", "announcementChannelId", "captainRoleId", "playerRoleId", "staffRoleId"].map((f) =>
        field(`settings.blocks.discord.${f}`, snowflake, { base: blocksBase({ discord: {} }) }),
      ),
      field("settings.blocks.discordLogging", join({ accept: [{}], refuse: ["x", []] }, presence(S))),
      field("settings.blocks.discordLogging.channelId", snowflake, { base: blocksBase({ discordLogging: {} }) }),
      field(
        "settings.blocks.discordLogging.events",
        join(
          {
            accept: [[], ["signups", "score-reports", "reschedules", "roster-changes", "settings-changes"]],
            refuse: [times(6, "signups"), ["matches"], ["Signups"], "signups"],
          },
          presence({ optional: true }),
        ),
        { base: blocksBase({ discordLogging: {} }) },
      ),
      field("settings.staff", rIds(200)),
      field("settings.socials", list(30, social, [{ type: "Twitch" }, null, "x"], { optional: true })),
      ...socialFields("settings.socials.0", withSettings({ socials: [social] })),
      field("settings.navbar_events", rIds(30)),
      field("settings.about", str(20_000, S)),
      field("settings.broadcast_css", str(200_000, S)),
    ],
    strict: [
      { path: "" },
      { path: "settings" },
      { path: "settings.theme", base: withSettings({ theme: {} }) },
      { path: "settings.socials.0", base: withSettings({ socials: [social] }) },
      { path: "settings.blocks.reporting.score", base: blocksBase({ reporting: { score: {} } }) },
      { path: "settings.blocks.reporting.rescheduling", base: blocksBase({ reporting: { rescheduling: {} } }) },
    ],
  },
  "set-event-relationship": {
    base: { event: DEMO_EVENT_ID, player: ACTOR_IDS.stranger, singular_name: "Observer" },
    fields: [
      field("event", rId()),
      field("player", rId()),
      field("singular_name", str(60, { min: 1, trim: true })),
      field("permissions", list(15, "Match Editor", ["Can edit any match", "match editor", "Admin", null], { optional: true })),
      field("remove", bool({ optional: true })),
    ],
    strict: [{ path: "" }],
  },
  "update-team-settings": {
    base: TEAM_BASE,
    fields: [
      field("team", rId()),
      field("settings", { accept: [{}], refuse: [ABSENT, null, [], "x"] }),
      field("settings.name", str(100, { optional: true, min: 1, trim: true })),
      // SPEC §3 Team code: 1 to 6 letters or digits (upper-cased).
      field(
        "settings.code",
        join({ accept: ["A", "AUR", "aur", "ABC123", " ABC "], refuse: ["", "   ", "ABCDEFG", "A-B", "A B", "ÄUR", 5] }, presence(S)),
      ),
      field("settings.players", rIds(50)),
      field("settings.captains", rIds(20)),
      field("settings.team_staff", rIds(20)),
      field("settings.theme", join({ accept: [{}], refuse: [[], "x"] }, presence({ optional: true }))),
      ...themeFields("settings.theme"),
      // A PNG, JPEG, GIF or WebP data URL, at most 1.5 million characters.
      field(
        "settings.logo",
        join(
          {
            accept: [
              "data:image/png;base64,AAAA",
              "data:image/jpeg;base64,AA==",
              "data:image/gif;base64,AA",
              "data:image/webp;base64,AA",
              `data:image/png;base64,${x(1_500_000 - 22, "A")}`,
            ],
            refuse: [
              "data:image/svg+xml;base64,AAAA",
              "data:text/html;base64,AAAA",
              "https://x.y/logo.png",
              "data:image/png;base64,AA AA",
              `data:image/png;base64,${x(1_500_000 - 21, "A")}`,
              5,
            ],
          },
          presence(S),
        ),
      ),
      field("settings.socials", list(30, social, [{ type: "Twitch" }, null, "x"], { optional: true })),
      ...socialFields("settings.socials.0", { team: TEAM_1, settings: { socials: [social] } }),
    ],
    strict: [
      { path: "" },
      { path: "settings" },
      { path: "settings.theme", base: { team: TEAM_1, settings: { theme: {} } } },
      { path: "settings.socials.0", base: { team: TEAM_1, settings: { socials: [social] } } },
    ],
  },
};

// ---- The bracket creator's save (SPEC §2.11, §3 Bracket layout) ----

const LAYOUT = {
  brackets: [
    {
      name: "Playoffs",
      columns: [
        { header: "Semis", games: [1, 2] },
        { header: "Final", games: [3] },
      ],
    },
  ],
  connections: { "1": { win: "3.1" }, "2": { win: "3.2" } },
};
const BRACKET_BASE = { event: DEMO_EVENT_ID, name: "Playoffs", layout: LAYOUT };
const EMPTY_BRACKET = { columns: [] };
/** An outcome (SPEC §3): 'target-match-number.position' (1 or 2), eliminated, champion or advance. */
const outcome = join(
  {
    accept: ["3.1", "3.2", "eliminated", "champion", "advance"],
    refuse: ["3.3", "3.0", "3", "Eliminated", "winner", "", 3.1, elsewhere("layout.connections.1.win", "9.1")],
  },
  presence({ optional: true }),
);
const BRACKET: Record<string, ActionBoundaries> = {
  "save-bracket": {
    base: BRACKET_BASE,
    fields: [
      field("event", id()),
      field("bracket", id({ optional: true })),
      field("name", str(100, { min: 1, trim: true })),
      field("layout", {
        accept: [{ brackets: [EMPTY_BRACKET] }],
        refuse: [ABSENT, null, [], "x", { brackets: [EMPTY_BRACKET], connections: {}, rounds: [] }],
      }),
      // At least one bracket, at most 16.
      field("layout.brackets", {
        accept: [[LAYOUT.brackets[0], ...times(15, EMPTY_BRACKET)]],
        refuse: [[], [LAYOUT.brackets[0], ...times(16, EMPTY_BRACKET)], ABSENT, null, "x"],
      }),
      field("layout.brackets.0.name", str(100, { optional: true })),
      // At most 64 columns.
      field("layout.brackets.0.columns", {
        accept: [[...LAYOUT.brackets[0].columns, ...times(62, { games: [] })]],
        refuse: [[...LAYOUT.brackets[0].columns, ...times(63, { games: [] })], ABSENT, null, "x"],
      }),
      field("layout.brackets.0.columns.0.header", str(100, { optional: true })),
      field(
        "layout.brackets.0.columns.0.gapRight",
        join({ accept: [0, 0.5, 1000], refuse: [-0.5, 1000.5, "10"] }, presence({ optional: true })),
      ),
      // Match numbers (positive whole numbers, at most 100000) or empty slots; 256 slots in all, each number once.
      field("layout.brackets.0.columns.0.games", {
        accept: [
          [1, 2, null],
          [1, 2, 100_000],
          [1, 2, ...times(253, null)],
        ],
        refuse: [
          [1, 2, 0],
          [1, 2, -4],
          [1, 2, 1.5],
          [1, 2, 100_001],
          [1, 2, "4"],
          [1, 2, ...times(255, null)],
          elsewhere("layout.brackets", [1, 2, ...times(254, null)]),
          elsewhere("layout.brackets.0.columns.1.games.0", [1, 2, 3]),
          elsewhere("layout.connections.1", [2]),
          ABSENT,
          null,
        ],
      }),
      field("layout.connections", {
        accept: [ABSENT, {}, { "3": { win: "champion", lose: "eliminated" } }],
        refuse: [{ "1a": { win: "3.1" } }, elsewhere("layout.connections.9", { "9": { win: "champion" } }), [], "x", null],
      }),
      field("layout.connections.1.win", outcome),
      field("layout.connections.1.lose", {
        accept: outcome.accept,
        refuse: outcome.refuse.map((v) => (isElsewhere(v) ? elsewhere("layout.connections.1.lose", v.value) : v)),
      }),
      field("layout.connections.1.winStyle", str(40, { optional: true })),
      field("layout.connections.1.loseStyle", str(40, { optional: true })),
      // A grand final reset: another match of the layout.
      field(
        "layout.connections.1.reset",
        join({ accept: [3], refuse: [0, -3, 1.5, "3", elsewhere("layout.connections.1.reset", 9)] }, presence({ optional: true })),
      ),
      // Slots given a bye: "match.position", at most two per slot.
      field("layout.byes", {
        accept: [ABSENT, [], ["1.1", "3.2"], times(512, "1.1")],
        refuse: [["1.3"], ["1"], ["x.1"], [11], times(513, "1.1"), elsewhere("layout.byes.0", ["9.1"]), null, "1.1"],
      }),
      field("layout.seeds", {
        accept: [ABSENT, {}, { "1.1": "Seed 1", "1.2": x(100) }],
        refuse: [{ "1.3": "x" }, { "1.1": x(101) }, { "1.1": 1 }, elsewhere("layout.seeds.9.1", { "9.1": "x" }), null, []],
      }),
      field("matches", list(256, "rec1", ["", x(65), 5, null], { optional: true })),
      field("hidden", bool({ optional: true })),
    ],
    strict: [
      { path: "" },
      { path: "layout" },
      { path: "layout.brackets.0" },
      { path: "layout.brackets.0.columns.0" },
      { path: "layout.connections.1" },
    ],
  },
};

/** Every action's boundaries, by action key. */
// ---- create-stage (issue 33): a stage of the event's teams in seed order ----

const STAGE_BASE = { event: DEMO_EVENT_ID, name: "Stage", format: "single-elimination", teams: ["rec1", "rec2"] };
const STAGE_OPTIONS_BASE = { ...STAGE_BASE, options: {} };
const STAGE: Record<string, ActionBoundaries> = {
  "create-stage": {
    base: STAGE_BASE,
    fields: [
      field("event", id()),
      field("name", str(100, { min: 1, trim: true })),
      field(
        "format",
        oneOf(["single-elimination", "double-elimination", "round-robin", "gsl", "swiss"], ["ladder", "Swiss", "double_elimination"]),
      ),
      field("teams", list(512, "rec1", ["", x(65), 5, null], { min: 2 })),
      field("firstTo", int(1, 9, { optional: true })),
      field("options", { accept: [ABSENT, {}], refuse: [null, [], "x", { rounds: 3 }] }),
      field("options.thirdPlace", bool({ optional: true }), { base: STAGE_OPTIONS_BASE }),
      field("options.grandFinalReset", bool({ optional: true }), { base: STAGE_OPTIONS_BASE }),
      field("options.groups", int(1, 64, { optional: true }), { base: STAGE_OPTIONS_BASE }),
      field("options.double", bool({ optional: true }), { base: STAGE_OPTIONS_BASE }),
      field("options.wins", int(1, 10, { optional: true }), { base: STAGE_OPTIONS_BASE }),
      field("options.losses", int(1, 10, { optional: true }), { base: STAGE_OPTIONS_BASE }),
      field("options.decidingFirstTo", int(1, 9, { optional: true }), { base: STAGE_OPTIONS_BASE }),
    ],
    strict: [{ path: "" }, { path: "options", base: STAGE_OPTIONS_BASE }],
  },
};

// ---- Webhooks (issue 35): an http(s) address, known types ----

const HOOK_BASE = { url: "https://example.org/hook", events: ["match.completed"] };
const WEBHOOK_TYPES_NOW = 11;
const WEBHOOKS: Record<string, ActionBoundaries> = {
  "save-webhook": {
    base: HOOK_BASE,
    fields: [
      field("id", id({ max: 40, optional: true, trim: true })),
      field("event", id({ max: 40, optional: true, trim: true })),
      field("url", {
        // At most 2,000 characters.
        accept: ["http://example.org", "https://example.org/hook?x=1", " https://example.org ", `https://example.org/${x(1980)}`],
        refuse: [
          ABSENT,
          null,
          "",
          "   ",
          "ftp://example.org",
          "not a url",
          "https://user:pass@example.org",
          `https://example.org/${x(1981)}`,
          42,
          [],
        ],
      }),
      field("events", list(WEBHOOK_TYPES_NOW, "match.completed", ["match.exploded", "", 5, null], { min: 1 })),
      field("format", oneOf(["json", "discord"], ["JSON", "slack"], { optional: true })),
      field("active", bool({ optional: true })),
    ],
    strict: [{ path: "" }],
  },
  "delete-webhook": { base: { id: "rec1" }, fields: [field("id", id({ max: 40, trim: true }))], strict: [{ path: "" }] },
};

export const BOUNDARIES: Record<ActionKey, ActionBoundaries> = {
  ...CORE,
  ...CONSOLE,
  ...SIGNUPS,
  ...IMPORT,
  ...SETTINGS,
  ...BRACKET,
  ...STAGE,
  ...WEBHOOKS,
} as Record<ActionKey, ActionBoundaries>;

// ---- Payloads ----

/** The base with the value at `path` (ABSENT: the field left out); missing objects on the way are made. */
export function withValue(base: Payload, path: string, value: unknown): Payload {
  const copy = structuredClone(base);
  if (path === "") return value as Payload;
  const parts = path.split(".");
  let at: any = copy;
  for (const part of parts.slice(0, -1)) {
    if (at[part] === undefined || at[part] === null) at[part] = {};
    at = at[part];
  }
  const last = parts[parts.length - 1];
  if (value === ABSENT) {
    if (Array.isArray(at)) at.splice(Number(last), 1);
    else delete at[last];
  } else at[last] = value;
  return copy;
}

export interface Attempt {
  key: ActionKey;
  /** What the case is, for test names. */
  name: string;
  payload: unknown;
  /** Where the refusal's first issue must point ("" the payload itself). */
  path: string;
}

const show = (v: unknown) => (v === ABSENT ? "absent" : (JSON.stringify(v) ?? String(v)).slice(0, 40));

/** Every refused value of every field, and an unknown key in every strict object, each as its payload. */
export function refusedAttempts(key: ActionKey): Attempt[] {
  const table = BOUNDARIES[key];
  const attempts: Attempt[] = [];
  for (const c of table.fields) {
    for (const value of c.refuse) {
      const [v, path] = isElsewhere(value) ? [value.value, value.elsewhere] : [value, c.path];
      attempts.push({
        key,
        name: `${c.label ? `${c.label} ` : ""}${c.path} = ${show(v)}`,
        payload: withValue(c.base ?? table.base, c.path, v),
        path,
      });
    }
  }
  for (const s of table.strict) {
    const base = s.base ?? table.base;
    const inner = s.path === "" ? base : (s.path.split(".").reduce<any>((o, p) => o[p], base) as Payload);
    attempts.push({
      key,
      name: `${s.path || "payload"} + unknownField`,
      payload: withValue(base, s.path, { ...inner, unknownField: 1 }),
      path: s.path,
    });
  }
  return attempts;
}

/** Every accepted value of every field, each as its payload. */
export function acceptedAttempts(key: ActionKey): Omit<Attempt, "path">[] {
  const table = BOUNDARIES[key];
  return [
    { key, name: "base", payload: table.base },
    ...table.fields.flatMap((c) =>
      c.accept.map((v) => ({
        key,
        name: `${c.label ? `${c.label} ` : ""}${c.path} = ${show(v)}`,
        payload: withValue(c.base ?? table.base, c.path, v),
      })),
    ),
  ];
}
