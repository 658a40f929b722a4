import { z } from "zod";
import { foldText } from "./search.ts";

/**
 * Sign-ups (SPEC §1: teams and players sign up for events with a skill rating; §3 Signup
 * data and the Player fields manual_sr, composition_*_sr, eligible_roles): whether an
 * event's sign-ups are open, the limits of what a player gives, the organisers' list
 * (filters, sort, CSV export) and the composition summary team building shows.
 * The payload schemas of the sign-up actions; domain/actions.ts lists them with the others.
 */

export const SIGNUP_ROLES = ["Tank", "DPS", "Support"] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];
/** The per-role SR field of each role, on a sign-up (tank_sr…) and on a player (composition_tank_sr…). */
export const ROLE_SR_FIELD = { Tank: "tank_sr", DPS: "dps_sr", Support: "support_sr" } as const satisfies Record<SignupRole, string>;
export const PLAYER_ROLE_SR_FIELD = {
  Tank: "composition_tank_sr",
  DPS: "composition_dps_sr",
  Support: "composition_support_sr",
} as const satisfies Record<SignupRole, string>;

export const SR_MIN = 0;
export const SR_MAX = 5000;
export const INFO_FOR_CAPTAINS_MAX = 500;
/** The most players a team built from sign-ups starts with. */
export const TEAM_FROM_SIGNUPS_MAX = 12;

export const SIGNUP_MESSAGES = {
  closed: "Sign-ups for this event are closed",
  notSignedUp: "You haven't signed up for this event",
  srRange: `SR must be a whole number from ${SR_MIN} to ${SR_MAX}`,
  srMissing: "Enter your SR, or the SR of your main role",
  infoTooLong: `Notes for captains must be ${INFO_FOR_CAPTAINS_MAX} characters or fewer`,
} as const;

/** The players a team is refused for: they did not sign up for the event. */
export function notSignedUpMessage(names: readonly string[]): string {
  return `Only players who signed up for this event can be put on a team: ${names.join(", ")}`;
}

// ---- The event's sign-up settings (Event.blocks.signups) ----

export const SignupSettingsSchema = z.object({
  open: z.boolean().catch(false).default(false),
  /** When sign-ups close by themselves (ms since the epoch). */
  closes: z.number().finite().optional().catch(undefined),
  /** Ask for an SR per role instead of one SR. */
  splitSrByRole: z.boolean().catch(false).default(false),
  /** With per-role SR: show all three role inputs, even for roles the player is not eligible for. */
  showAllSrInputs: z.boolean().catch(false).default(false),
});
export type SignupSettings = z.infer<typeof SignupSettingsSchema>;

export const CLOSED_SIGNUPS: SignupSettings = { open: false, splitSrByRole: false, showAllSrInputs: false };

function blocksObject(blocksText: string | null | undefined): Record<string, unknown> {
  if (!blocksText) return {};
  try {
    const json: unknown = JSON.parse(blocksText);
    return json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The sign-up settings in an event's blocks text; anything missing or unreadable reads as closed. */
export function parseSignupSettings(blocksText: string | null | undefined): SignupSettings {
  const parsed = SignupSettingsSchema.safeParse(blocksObject(blocksText).signups ?? {});
  return parsed.success ? parsed.data : { ...CLOSED_SIGNUPS };
}

/** The blocks text with the sign-up settings changed; every other block is kept as it was. */
export function withSignupSettings(blocksText: string | null | undefined, patch: Partial<SignupSettings>): string {
  const blocks = blocksObject(blocksText);
  const next: Record<string, unknown> = { ...parseSignupSettings(blocksText), ...patch };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return JSON.stringify({ ...blocks, signups: next });
}

/** Whether sign-ups take answers now: open, and not past their closing time. */
export function signupsOpen(settings: SignupSettings, now: number): boolean {
  return settings.open && (settings.closes === undefined || now < settings.closes);
}

/** Which SR inputs the sign-up form shows: one SR, or one per role (all three, or the eligible ones and the main role). */
export function srInputsFor(settings: SignupSettings, mainRole: SignupRole | "", eligible: readonly string[]): "single" | SignupRole[] {
  if (!settings.splitSrByRole) return "single";
  if (settings.showAllSrInputs) return [...SIGNUP_ROLES];
  return SIGNUP_ROLES.filter((r) => r === mainRole || eligible.includes(r));
}

// ---- Action payloads ----

const id = z.string().trim().min(1, "Expected a record id").max(64);
const sr = z
  .number(SIGNUP_MESSAGES.srRange)
  .int(SIGNUP_MESSAGES.srRange)
  .min(SR_MIN, SIGNUP_MESSAGES.srRange)
  .max(SR_MAX, SIGNUP_MESSAGES.srRange);
const role = z.enum(SIGNUP_ROLES, "Choose Tank, DPS or Support");

export const SIGNUP_ACTION_SCHEMAS = {
  /** The signed-in player signs up for an event (or changes their sign-up): one SR, or an SR per role. */
  "submit-signup": z
    .strictObject({
      event: id,
      main_role: role,
      sr: sr.optional(),
      tank_sr: sr.optional(),
      dps_sr: sr.optional(),
      support_sr: sr.optional(),
      eligible_roles: z.array(role).max(3),
      info_for_captains: z.string().trim().max(INFO_FOR_CAPTAINS_MAX, SIGNUP_MESSAGES.infoTooLong).optional(),
    })
    .superRefine((p, ctx) => {
      if (p.sr === undefined && p[ROLE_SR_FIELD[p.main_role]] === undefined)
        ctx.addIssue({ code: "custom", path: ["sr"], message: SIGNUP_MESSAGES.srMissing });
    }),
  /** The signed-in player withdraws their sign-up. */
  "withdraw-signup": z.strictObject({ event: id }),
  /** Event editors build a team of the event from its sign-ups. */
  "create-team-from-signups": z.strictObject({
    event: id,
    name: z.string().trim().min(1, "Required").max(120),
    code: z.string().trim().max(6, "At most 6 characters").optional(),
    players: z.array(id).max(TEAM_FROM_SIGNUPS_MAX, `At most ${TEAM_FROM_SIGNUPS_MAX} players`),
    captain: id.optional(),
  }),
  /** Event editors open or close the event's sign-ups. */
  "set-signups-open": z.strictObject({ event: id, open: z.boolean() }),
} as const;

/** What those actions answer in `data`. */
export interface SignupReplies {
  /** The sign-up record, and whether this call created it (false: an update). */
  "submit-signup": { id: string; created: boolean };
  /** The removed sign-up's id. */
  "withdraw-signup": { id: string };
  /** The new team's id. */
  "create-team-from-signups": { id: string };
  "set-signups-open": { open: boolean };
}

/** The eligible roles a sign-up keeps: the main role first, then the others in Tank, DPS, Support order. */
export function eligibleWithMain(mainRole: SignupRole, eligible: readonly string[]): SignupRole[] {
  return [mainRole, ...SIGNUP_ROLES.filter((r) => r !== mainRole && eligible.includes(r))];
}

// ---- The organisers' list ----

/** The fields of a sign-up the list reads (Signup Data, as its viewer sees it). */
export interface SignupFields {
  main_role?: string;
  sr?: number;
  tank_sr?: number;
  dps_sr?: number;
  support_sr?: number;
  info_for_captains?: string;
  eligible_roles?: readonly string[];
}

/** One row of the list: the sign-up, its player, and the team of the event they are on, if any. */
export interface SignupEntry {
  id: string;
  playerId: string | null;
  name: string;
  signup: SignupFields;
  team: { id: string; name: string } | null;
}

/** A player's SR for a role: the per-role SR, else their one SR when they play the role. */
export function roleSr(signup: SignupFields, r: SignupRole): number | undefined {
  const own = signup[ROLE_SR_FIELD[r]];
  if (own !== undefined) return own;
  const plays = signup.main_role === r || !!signup.eligible_roles?.includes(r);
  return plays ? signup.sr : undefined;
}

/** The SR a sign-up is sorted and filtered by: its one SR, else its main role's SR, else its highest per-role SR. */
export function signupSr(signup: SignupFields): number | undefined {
  if (signup.sr !== undefined) return signup.sr;
  if (signup.main_role && (SIGNUP_ROLES as readonly string[]).includes(signup.main_role)) {
    const main = signup[ROLE_SR_FIELD[signup.main_role as SignupRole]];
    if (main !== undefined) return main;
  }
  const all = SIGNUP_ROLES.map((r) => signup[ROLE_SR_FIELD[r]]).filter((v): v is number => v !== undefined);
  return all.length ? Math.max(...all) : undefined;
}

/** The SR shown in one cell: "3500", or per role "T 3500 · D 3200 · S —". */
export function srText(signup: SignupFields): string {
  const split = SIGNUP_ROLES.some((r) => signup[ROLE_SR_FIELD[r]] !== undefined);
  if (!split) return signup.sr === undefined ? "—" : String(signup.sr);
  return SIGNUP_ROLES.map((r) => `${r === "Tank" ? "T" : r === "DPS" ? "D" : "S"} ${signup[ROLE_SR_FIELD[r]] ?? "—"}`).join(" · ");
}

export interface SignupFilter {
  /** Plays this role (main or eligible); "" for any. */
  role?: SignupRole | "";
  /** SR bounds, inclusive; with a role, that role's SR. A sign-up without an SR fails any bound. */
  minSr?: number | null;
  maxSr?: number | null;
  /** Text in the name or the notes for captains (case and accents ignored). */
  search?: string;
  /** Already on a team of the event or not; "any" (the default) for both. */
  onTeam?: "any" | "yes" | "no";
}

export function filterSignups<T extends SignupEntry>(entries: readonly T[], filter: SignupFilter): T[] {
  const query = foldText(filter.search ?? "");
  return entries.filter((e) => {
    const s = e.signup;
    if (filter.role && s.main_role !== filter.role && !s.eligible_roles?.includes(filter.role)) return false;
    const rating = filter.role ? roleSr(s, filter.role) : signupSr(s);
    if (filter.minSr != null && (rating === undefined || rating < filter.minSr)) return false;
    if (filter.maxSr != null && (rating === undefined || rating > filter.maxSr)) return false;
    if (query && !foldText(`${e.name} ${s.info_for_captains ?? ""}`).includes(query)) return false;
    if (filter.onTeam === "yes" && !e.team) return false;
    if (filter.onTeam === "no" && e.team) return false;
    return true;
  });
}

export type SignupSort = "sr-desc" | "sr-asc" | "name";

/** Sorted copy: by SR (sign-ups without an SR last) or by name; ties by name. */
export function sortSignups<T extends SignupEntry>(entries: readonly T[], sort: SignupSort): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, "en", { sensitivity: "base" });
  return [...entries].sort((a, b) => {
    if (sort === "name") return byName(a, b);
    const x = signupSr(a.signup);
    const y = signupSr(b.signup);
    if (x === undefined || y === undefined) return x === y ? byName(a, b) : x === undefined ? 1 : -1;
    return (sort === "sr-desc" ? y - x : x - y) || byName(a, b);
  });
}

// ---- CSV export ----

export const SIGNUP_CSV_HEADERS = [
  "Player",
  "Main role",
  "SR",
  "Tank SR",
  "DPS SR",
  "Support SR",
  "Eligible roles",
  "Notes for captains",
  "Team",
];

/** One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a cell a spreadsheet would run as a formula gets a leading '. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** The sign-ups as CSV text: a header row, then one row per sign-up. */
export function signupsCsv(entries: readonly SignupEntry[]): string {
  return toCsv([
    SIGNUP_CSV_HEADERS,
    ...entries.map((e) => [
      e.name,
      e.signup.main_role,
      e.signup.sr,
      e.signup.tank_sr,
      e.signup.dps_sr,
      e.signup.support_sr,
      (e.signup.eligible_roles ?? []).join("; "),
      e.signup.info_for_captains,
      e.team?.name,
    ]),
  ]);
}

// ---- Team composition ----

export interface CompositionSummary {
  players: number;
  /** The average SR of the players with one (signupSr), rounded; null without any. */
  average: number | null;
  /** Per role: how many play it as their main role, and the average of their SR for it. */
  roles: Record<SignupRole, { count: number; average: number | null }>;
}

const mean = (values: readonly number[]) => (values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null);

/** What a team built from these sign-ups would look like. */
export function compositionSummary(signups: readonly SignupFields[]): CompositionSummary {
  const roles = {} as CompositionSummary["roles"];
  for (const r of SIGNUP_ROLES) {
    const mains = signups.filter((s) => s.main_role === r);
    roles[r] = { count: mains.length, average: mean(mains.map((s) => roleSr(s, r)).filter((v): v is number => v !== undefined)) };
  }
  return {
    players: signups.length,
    average: mean(signups.map(signupSr).filter((v): v is number => v !== undefined)),
    roles,
  };
}
