import { z } from "zod";

/**
 * The parts of Event.blocks (JSON text) the server and the badges read. Unknown blocks
 * are kept; a missing or malformed part falls back to its default, so one bad block
 * never breaks an event page.
 */
const ApprovalSchema = z
  .object({
    use: z.boolean().default(true),
    staffApprove: z.boolean().default(false),
    opponentApprove: z.boolean().default(false),
  })
  .catch({ use: false, staffApprove: false, opponentApprove: false });

const DISABLED = { use: false, staffApprove: false, opponentApprove: false };

const ReportingSchema = z
  .object({
    score: ApprovalSchema.optional().transform((v) => v ?? DISABLED),
    rescheduling: ApprovalSchema.optional().transform((v) => v ?? DISABLED),
  })
  .catch({ score: DISABLED, rescheduling: DISABLED });

export const EventBlocksSchema = z.looseObject({
  reporting: ReportingSchema.optional().transform((v) => v ?? { score: DISABLED, rescheduling: DISABLED }),
});

export type ApprovalSettings = z.infer<typeof ApprovalSchema>;
export type EventBlocks = z.infer<typeof EventBlocksSchema>;

/** Parse an event's blocks text; anything unreadable gives the defaults (reporting off). */
export function parseEventBlocks(text: string | null | undefined): EventBlocks {
  let json: unknown = {};
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = {};
    }
  }
  const parsed = EventBlocksSchema.safeParse(json && typeof json === "object" && !Array.isArray(json) ? json : {});
  return parsed.success ? parsed.data : EventBlocksSchema.parse({});
}

/** Whether a report of this kind needs anyone's approval before it applies (SPEC §4). */
export function needsApproval(settings: ApprovalSettings): boolean {
  return settings.staffApprove || settings.opponentApprove;
}

/** What the Discord-logging settings can send to the log channel. */
export const DISCORD_LOG_EVENTS = ["signups", "score-reports", "reschedules", "roster-changes", "settings-changes"] as const;
export const DISCORD_LOG_EVENT_LABELS: Record<(typeof DISCORD_LOG_EVENTS)[number], string> = {
  signups: "Sign-ups and withdrawals",
  "score-reports": "Score reports",
  reschedules: "Reschedule requests",
  "roster-changes": "Roster changes",
  "settings-changes": "Event settings changes",
};

/** A Discord id (a "snowflake"): digits only. */
const snowflake = z.string().regex(/^\d{5,25}$/, "Use the numeric Discord id");
const flag = z.boolean().optional();
const EditableApprovalSchema = z.strictObject({ use: flag, staffApprove: flag, opponentApprove: flag });
const StandingsTableSchema = z.looseObject({ title: z.string().max(200).optional(), group: z.string().max(200).optional() });

/**
 * The blocks the event settings page edits (SPEC §3 Event.blocks), with the names the rest of
 * the code reads: reporting (score reports, badges), foldy/draft/auction/extendedStaffPage/standings
 * (event nav), signups (sign-up page), discord and discordLogging. A block set to null is removed;
 * any other block is kept as it is.
 */
export const EditableBlocksSchema = z.looseObject({
  reporting: z
    .looseObject({ score: EditableApprovalSchema.optional(), rescheduling: EditableApprovalSchema.optional() })
    .nullable()
    .optional(),
  foldy: z.looseObject({ use: flag }).nullable().optional(),
  standings: z
    .union([z.boolean(), z.array(StandingsTableSchema).max(50)])
    .nullable()
    .optional(),
  draft: z.looseObject({ use: flag }).nullable().optional(),
  auction: z.looseObject({ public: flag, use: flag }).nullable().optional(),
  extendedStaffPage: z.boolean().nullable().optional(),
  signups: z
    .looseObject({
      open: flag,
      /** When sign-ups close (ms since the epoch); none: open until closed by hand. */
      closes: z.number().int().nullable().optional(),
      splitSrByRole: flag,
      showAllSrInputs: flag,
    })
    .nullable()
    .optional(),
  discord: z
    .looseObject({
      guildId: snowflake.optional(),
      announcementChannelId: snowflake.optional(),
      captainRoleId: snowflake.optional(),
      playerRoleId: snowflake.optional(),
      staffRoleId: snowflake.optional(),
    })
    .nullable()
    .optional(),
  discordLogging: z
    .looseObject({
      channelId: snowflake.optional(),
      events: z.array(z.enum(DISCORD_LOG_EVENTS)).max(DISCORD_LOG_EVENTS.length).optional(),
    })
    .nullable()
    .optional(),
});
export type EditableBlocks = z.infer<typeof EditableBlocksSchema>;

/** The stored blocks as a plain object (an unreadable text reads as no blocks). */
export function blocksObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const json: unknown = JSON.parse(text);
    return json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Save edited blocks over the stored ones: each given block replaces its stored one, null removes it, the others stay. */
export function mergeBlocks(stored: string | null | undefined, edits: Record<string, unknown>): string {
  const merged = { ...blocksObject(stored) };
  for (const [key, value] of Object.entries(edits)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  return JSON.stringify(merged);
}

export interface SignupSettings {
  open: boolean;
  closes: number | null;
  splitSrByRole: boolean;
  showAllSrInputs: boolean;
}

/** The event's sign-up settings (blocks.signups): closed unless opened; `now` past `closes` closes them. */
export function signupSettings(text: string | null | undefined, now?: number): SignupSettings {
  const raw = blocksObject(text).signups;
  const s = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const closes = typeof s.closes === "number" ? s.closes : null;
  const open = s.open === true && (closes === null || now === undefined || now < closes);
  return { open, closes, splitSrByRole: s.splitSrByRole === true, showAllSrInputs: s.showAllSrInputs === true };
}
