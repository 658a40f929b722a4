import { z } from "zod";
import { MAX_ROLE_ROWS } from "./broadcastRoles.ts";
import { longId } from "./ids.ts";
import { MapRowInputSchema } from "./mapRowInput.ts";
import { MAP_ATTACK } from "./records.ts";
import { BRACKET_ACTION_SCHEMAS, type BracketReplies } from "./bracket/bracketActions.ts";
import { CONSOLE_ACTION_SCHEMAS, type ConsoleReplies } from "./console.ts";
import { SETTINGS_ACTION_SCHEMAS, type SettingsReplies } from "./eventSettings.ts";
import { IMPORT_ACTION_SCHEMAS, type ImportReplies } from "./importRows.ts";
import { SIGNUP_ACTION_SCHEMAS, type SignupReplies } from "./signups.ts";
import { STAGE_ACTION_SCHEMAS, type StageReplies } from "./stages/actions.ts";
import { WEBHOOK_ACTION_SCHEMAS, type WebhookReplies } from "./webhooks.ts";

/**
 * Payload schemas of every action of SPEC §7, keyed by the action's path
 * (`POST /actions/<key>`, or the socket event `<key>`). Strict objects: an unknown key
 * is an error, so a typo never silently does nothing.
 */
const id = z.string().min(1).max(64);
const idOrNull = id.nullable();
/** An id a record will link to: stored in full (`rec` + 14), as the original's pages send it short. */
const linkOrNull = id.transform(longId).nullable();
/** A number as the Stream Deck's text fields send it ("3"). */
const digits = z
  .string()
  .regex(/^\d{1,4}$/, "Expected a whole number")
  .transform(Number);
/** A team as the Stream Deck's text fields send it ("1", "2"). */
const teamText = z.enum(["1", "2"]).transform((v): 1 | 2 => (v === "1" ? 1 : 2));

export const COMMERCIAL_LENGTHS = [30, 60, 90, 120, 150, 180] as const;
export const PREDICTION_AUTO_LOCK_S = { match: 300, map: 180 } as const;
export const OBSERVER_SETTINGS = ["Show syncer", "Show overlay", "Use basic overlay"] as const;
export const BREAK_DISPLAY_OPTIONS = [
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
] as const;
export const BREAK_AUTOMATION_ENDINGS = ["Always do 30s Matchup", "Always do 30s Schedule"] as const;
export const BREAK_AUTOMATION_ROTATION = [
  "Schedule",
  "Standings",
  "Bracket",
  "Matchup",
  "Image",
  "Event Staff",
  "Title",
  "Other Broadcast Matches",
] as const;
export const DESK_DISPLAY_MODES = [
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
] as const;

/** Cams per team (SPEC §5, §9): 5, or 6 for the fourth game (six-a-side, 6 default picks). */
export const CAMS_PER_TEAM = 5;
export const SIX_CAM_GAMES = ["Marvel Rivals"] as const;
export function camLimitFor(game: string | null | undefined): number {
  return game && (SIX_CAM_GAMES as readonly string[]).includes(game) ? 6 : CAMS_PER_TEAM;
}

/** Cams of one team: player ids, at most 6 (the fourth game); the 5-cam rule is checked per game. */
const camList = z.array(id).max(6);

/** What the server takes in the match forms' text fields: the forms' inputs carry the same `maxlength`. */
export const MATCH_TEXT_LIMITS = { custom_name: 200, forfeit_reason: 500, vod: 500 } as const;
/** What the server takes in the profile's text fields (SPEC §5: pronunciation is only marked above 100). */
export const PROFILE_TEXT_LIMITS = { pronouns: 40, pronunciation: 500, favourite_hero: 64 } as const;

/** A match's details; null clears one (the original website's Save details sends its cleared fields so). */
const matchDataUpdate = z
  .strictObject({
    start: z.number().int().nullable().optional(),
    /** The two teams, in order (one, or none, while a slot is still to be decided). */
    teams: z.array(id).max(2).nullable().optional(),
    score_1: z.number().int().min(0).nullable().optional(),
    score_2: z.number().int().min(0).nullable().optional(),
    first_to: z.number().int().min(1).max(99).optional(),
    custom_name: z.string().max(MATCH_TEXT_LIMITS.custom_name).nullable().optional(),
    special_event: z.boolean().nullable().optional(),
    forfeit: z.boolean().nullable().optional(),
    forfeit_reason: z.string().max(MATCH_TEXT_LIMITS.forfeit_reason).nullable().optional(),
    vod: z.string().trim().max(MATCH_TEXT_LIMITS.vod).nullable().optional(),
    vod_2: z.string().trim().max(MATCH_TEXT_LIMITS.vod).nullable().optional(),
    alternative_vod: z.string().trim().max(MATCH_TEXT_LIMITS.vod).nullable().optional(),
    mvpPlayerID: linkOrNull.optional(),
    flip_teams: z.boolean().optional(),
    show_on_overlays: z.boolean().optional(),
    show_on_secondary_overlays: z.boolean().optional(),
    /** The original editor's own state of its score inputs, sent along with Save details: not a field, ignored. */
    scores: z.unknown().optional(),
  })
  .transform(({ scores: _editorState, ...details }) => details);

/** The object without those of `keys` whose value is null: there, null means "leave it as it is". */
function withoutNulls<T extends object, K extends keyof T>(data: T, keys: readonly K[]): Omit<T, K> & { [P in K]?: Exclude<T[P], null> } {
  const skipped = (key: string, value: unknown) => value === null && (keys as readonly PropertyKey[]).includes(key);
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => !skipped(key, value))) as Omit<T, K> & {
    [P in K]?: Exclude<T[P], null>;
  };
}

/**
 * A result that changes the winner of a match whose later bracket matches already have
 * results is refused, naming those matches; sent again with `confirm: true` it applies and
 * clears their results.
 */
const confirmClear = z.boolean().optional();

const reportMatchData = z.strictObject({
  start: z.number().int().optional(),
  forfeit: z.boolean().optional(),
  forfeit_reason: z.string().max(MATCH_TEXT_LIMITS.forfeit_reason).optional(),
  score_1: z.number().int().min(0).optional(),
  score_2: z.number().int().min(0).optional(),
});

const CORE_ACTION_SCHEMAS = {
  "toggle-flip-teams": z.strictObject({}),
  "set-player-cams": z.strictObject({ cams: z.tuple([camList, camList]) }),
  "update-broadcast": z.strictObject({
    highlightTeamID: linkOrNull.optional(),
    highlightHeroID: linkOrNull.optional(),
    highlightPlayerID: linkOrNull.optional(),
    highlightMediaID: idOrNull.optional(),
    title: z.string().max(500).optional(),
    countdownEnd: z.number().int().nullable().optional(),
    advertise: z.boolean().optional(),
    /** Text: the cam link; true or false: show or hide the cams (the original's form, which the Stream Deck sends). */
    playerCams: z.union([z.boolean(), z.string().max(2000)]).optional(),
    mapAttack: z.enum(MAP_ATTACK).nullable().optional(),
    showLiveMatch: z.boolean().optional(),
    match: linkOrNull.optional(),
    deskDisplayText: z.string().max(1000).nullable().optional(),
    deskDisplayMode: z.enum(DESK_DISPLAY_MODES).nullable().optional(),
    manualGuests: z.string().max(10000).optional(),
  }),
  "update-match-data": z.strictObject({ matchID: id, updatedData: matchDataUpdate, confirm: confirmClear }),
  "start-commercial": z.strictObject({
    commercialDuration: z.union(COMMERCIAL_LENGTHS.map((n) => z.literal(n))),
  }),
  "manage-prediction": z.strictObject({
    predictionAction: z.enum(["create", "lock", "resolve", "cancel"]),
    /** Optional as the original accepted it: create makes a match prediction, the others act on the running one. */
    predictionType: z.enum(["match", "map"]).optional(),
    autoLockAfter: z.number().int().min(30).max(1800).optional(),
  }),
  "set-player-relationships": z.strictObject({
    matchID: id,
    roles: z.record(
      z.string().max(64),
      z.strictObject({ count: z.number().int().min(0).max(MAX_ROLE_ROWS), selected: z.array(id).max(MAX_ROLE_ROWS) }),
    ),
    clientCams: z
      .array(z.strictObject({ clientID: id, cams: z.array(id).max(12) }))
      .max(20)
      .optional(),
  }),
  "set-match-overlays": z.strictObject({
    match: id,
    overlayType: z.enum(["primary", "secondary"]),
    state: z.boolean(),
  }),
  "resolve-entire-bracket": z.strictObject({ bracketID: id }),
  "update-map-data": z.strictObject({ matchID: id, mapData: z.array(MapRowInputSchema).max(30) }),
  "submit-score-report": z.strictObject({
    matchID: id,
    action: z.enum(["submit", "approve", "deny", "counter"]),
    reportData: z
      .strictObject({
        mapData: z.array(MapRowInputSchema).max(30).optional(),
        matchData: reportMatchData.optional(),
      })
      .optional(),
    confirm: confirmClear,
  }),
  "submit-reschedule": z.strictObject({
    matchID: id,
    action: z.enum(["submit", "approve", "deny"]),
    start: z.number().int().optional(),
  }),
  /** `"toggle"` flips the setting (the Stream Deck's form). */
  "set-observer-setting": z.strictObject({ setting: z.enum(OBSERVER_SETTINGS), value: z.union([z.boolean(), z.literal("toggle")]) }),
  "update-break-automation": z.strictObject({
    options: z.array(z.enum([...BREAK_AUTOMATION_ENDINGS, ...BREAK_AUTOMATION_ROTATION])).max(20),
  }),
  "update-break-display": z.strictObject({ option: z.enum(BREAK_DISPLAY_OPTIONS) }),
  "multi-map-win": z.strictObject({
    unsetMapAttack: z.boolean().optional(),
    teamNum: z.union([z.literal(1), z.literal(2), teamText]),
    confirm: confirmClear,
  }),
  "set-title": z.strictObject({}),
  "set-marker": z.strictObject({ text: z.string().trim().min(1).max(140) }),
  "set-active-broadcast": z.strictObject({ client: z.literal("self").or(id), broadcast: id }),
  "update-gfx-index": z.strictObject({ gfxID: id, index: z.union([z.number(), digits]).pipe(z.number().int().min(0).max(24)) }),
  "update-profile-data": z.strictObject({
    profileData: z
      .strictObject({
        pronouns: z.string().max(PROFILE_TEXT_LIMITS.pronouns).nullable().optional(),
        pronunciation: z.string().max(PROFILE_TEXT_LIMITS.pronunciation).nullable().optional(),
        role: z.enum(["DPS", "Tank", "Support", "Flex"]).nullable().optional(),
        favourite_hero: z.string().max(PROFILE_TEXT_LIMITS.favourite_hero).nullable().optional(),
        /** null clears the theme. */
        profile_picture_theme: id.nullable().optional(),
      })
      // The original's profile page sends an unset select as null: its server left the field as it was.
      .transform((data) => withoutNulls(data, ["pronouns", "pronunciation", "role", "favourite_hero"])),
  }),
  "set-mvp": z.strictObject({ playerID: linkOrNull }),
  "set-highlight-team": z.strictObject({ teamID: linkOrNull }),
  "set-highlight-hero": z.strictObject({ heroID: linkOrNull }),
  "set-highlight-player": z.strictObject({ playerID: linkOrNull }),
  "set-highlight-media": z.strictObject({ mediaID: idOrNull }),
  /** Team comms on a broadcast (0: off, or the team talking); the `comms_enable`/`comms_disable` triggers use it. */
  "set-comms": z.strictObject({ comms: z.union([z.literal(0), z.literal(1), z.literal(2)]), broadcast: id.optional() }),
} as const;

/** Every action's payload schema: the core of SPEC §7, then the organiser's tools, each family in its own module. */
export const ACTION_SCHEMAS = {
  ...CORE_ACTION_SCHEMAS,
  ...CONSOLE_ACTION_SCHEMAS,
  ...SIGNUP_ACTION_SCHEMAS,
  ...IMPORT_ACTION_SCHEMAS,
  ...SETTINGS_ACTION_SCHEMAS,
  ...BRACKET_ACTION_SCHEMAS,
  ...STAGE_ACTION_SCHEMAS,
  ...WEBHOOK_ACTION_SCHEMAS,
} as const;

export type ActionKey = keyof typeof ACTION_SCHEMAS;
/** The actions of SPEC §7 itself, before the organiser's tools. */
export type CoreActionKey = keyof typeof CORE_ACTION_SCHEMAS;
/** A payload as the handler receives it, after its schema parsed it. */
export type ActionPayload<K extends ActionKey> = z.infer<(typeof ACTION_SCHEMAS)[K]>;
/** A payload as a client sends it (before the schema's defaults and coercions). */
export type ActionInput<K extends ActionKey> = z.input<(typeof ACTION_SCHEMAS)[K]>;

/** A request's outcome, as the score report and reschedule actions answer it. */
export interface RequestOutcome {
  id: string;
  status: "applied" | "submitted" | "approved" | "denied";
}

/** What an action answers in `data`, for the actions whose answer a client reads. */
export interface ActionReplies
  extends ConsoleReplies, SignupReplies, ImportReplies, SettingsReplies, BracketReplies, StageReplies, WebhookReplies {
  "resolve-entire-bracket": { hasError: boolean; message: string };
  "submit-score-report": RequestOutcome;
  "submit-reschedule": RequestOutcome;
  /** The ids of the relationships it created. */
  "set-player-relationships": { added: string[] };
  /** The live match and its scores after the win. */
  "multi-map-win": { id: string; score_1: number; score_2: number };
}
export type ActionData<K extends ActionKey> = K extends keyof ActionReplies ? ActionReplies[K] : unknown;
export const ACTION_KEYS = Object.keys(ACTION_SCHEMAS) as ActionKey[];

export function isActionKey(value: string): value is ActionKey {
  return Object.hasOwn(ACTION_SCHEMAS, value);
}

/** A problem in a payload, as the API answers it. */
export interface Issue {
  path: string;
  message: string;
}

export function describeIssues(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join(".") : "(root)",
    message: issue.message,
  }));
}

/** Every action answers one of these (ARCHITECTURE "Records and the wire"). */
export type ActionReply<T = unknown> =
  /** `version`: the store revision the action wrote, which its records carry as `__version` (absent when it wrote nothing). */
  { data: T; version?: number; error?: undefined } | { error: true; errorMessage: string; issues?: Issue[] };
