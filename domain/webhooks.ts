import { z } from "zod";

/**
 * Webhooks and the live event stream: what happens in the store, told to tools outside it.
 * The types, their payloads, the delivery rules (Standard Webhooks: standardwebhooks.com) and
 * the Discord message a `discord` hook posts. The server writes each event to a durable log in
 * the transaction that caused it (server/integrations/webhooks/); this file holds the rules.
 */
export const WEBHOOK_TYPES = [
  "match.started",
  "match.score_updated",
  "match.completed",
  "match.rescheduled",
  "report.submitted",
  "report.applied",
  "reschedule.requested",
  "stage.completed",
  "bracket.advanced",
  "broadcast.live_match_changed",
  "signup.created",
] as const;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];

export function isWebhookType(value: string): value is WebhookType {
  return (WEBHOOK_TYPES as readonly string[]).includes(value);
}

/** What each type means, as the console and the learn page say it. */
export const WEBHOOK_TYPE_LABELS: Record<WebhookType, string> = {
  "match.started": "A match started (its first map was won, or a broadcast took it live)",
  "match.score_updated": "A match's score changed",
  "match.completed": "A match was decided",
  "match.rescheduled": "A match's start time changed",
  "report.submitted": "A score report awaits approval",
  "report.applied": "A score report was applied",
  "reschedule.requested": "A team asked to reschedule",
  "stage.completed": "Every match of a stage was decided",
  "bracket.advanced": "A team moved on to a later bracket match",
  "broadcast.live_match_changed": "A broadcast's live match changed",
  "signup.created": "A player signed up",
};

export const WEBHOOK_FORMATS = ["json", "discord"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** After a failed attempt, the wait before the next one: about 5 s, 30 s, 2 min, 10 min, 1 h, 6 h; then the delivery fails. */
export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;
/** An attempt not answered within this is a failure. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A hook whose deliveries have failed for this long, with none succeeding, is switched off. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 3_600_000;
/** Hooks per event, and per site. */
export const MAX_WEBHOOKS = 20;

export const WEBHOOK_MESSAGES = {
  notHttp: "Use an http: or https: address",
  notPublic: "The address must be on the public internet, not a local, private or metadata address",
  unresolved: "The address's host name does not resolve",
  tooMany: `At most ${MAX_WEBHOOKS} webhooks per event`,
  editEvent: "Only the event's staff can manage its webhooks",
  editSite: "Only organisers (Can edit any event) can manage site-wide webhooks",
  notFound: "Webhook not found",
  disabled: (hours: number, last: string) => `Switched off after failing for ${hours} hours (last: ${last})`,
} as const;

const webhookUrl = z
  .string()
  .trim()
  .min(1, "Give the address to post to")
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.notHttp);

const recordId = z.string().trim().min(1).max(40);

export const WEBHOOK_ACTION_SCHEMAS = {
  /** Create (no id) or edit a hook; `event` left out: a site-wide hook (organisers). */
  "save-webhook": z.strictObject({
    id: recordId.optional(),
    event: recordId.optional(),
    url: webhookUrl,
    events: z
      .array(z.enum(WEBHOOK_TYPES, { error: (issue) => `Unknown event type ${JSON.stringify(issue.input)}` }))
      .min(1, "Pick at least one event type")
      .max(WEBHOOK_TYPES.length),
    format: z.enum(WEBHOOK_FORMATS).optional(),
    active: z.boolean().optional(),
  }),
  "delete-webhook": z.strictObject({ id: recordId }),
} as const;

export interface WebhookReplies {
  /** The hook's id and its signing secret (`whsec_…`). */
  "save-webhook": { id: string; secret: string };
  "delete-webhook": { id: string };
}

/** One event as the log keeps it and every hook and stream sends it. */
export interface WebhookEvent {
  /** Its place in the log: the stream's `id:`. */
  seq: number;
  type: WebhookType;
  /** The event (tournament) it belongs to, or null. */
  event: string | null;
  /** When it happened (ms). */
  at: number;
  /** The public projection of the records concerned. */
  data: Record<string, unknown>;
}

/** The body a `json` hook receives and the stream sends (Standard Webhooks' shape). */
export function webhookBody(event: Pick<WebhookEvent, "type" | "at" | "data">): string {
  return JSON.stringify({ type: event.type, timestamp: new Date(event.at).toISOString(), data: event.data });
}

/** A hook as its owners see it in the console. */
export interface WebhookView {
  id: string;
  event: string | null;
  url: string;
  format: WebhookFormat;
  events: WebhookType[];
  active: boolean;
  /** Why it was switched off, when it was. */
  disabledReason: string | null;
  /** Since when its deliveries fail (null: the last one succeeded). */
  failingSince: number | null;
  secret: string;
  createdAt: number;
  /** Its latest deliveries, newest first. */
  deliveries: DeliveryView[];
}

export type DeliveryState = "pending" | "delivered" | "failed";

export interface DeliveryView {
  /** The `webhook-id` every attempt carries. */
  id: string;
  type: WebhookType;
  state: DeliveryState;
  attempts: number;
  /** The receiver's last HTTP status, or null (no answer). */
  lastStatus: number | null;
  lastError: string | null;
  /** When the next attempt is due (pending only). */
  nextAt: number | null;
  createdAt: number;
  deliveredAt: number | null;
}

/** What the event's records look like in a payload: only public fields. */
export interface TeamSummary {
  id: string;
  name: string;
  code: string | null;
}
export interface EventSummary {
  id: string;
  name: string;
}
export interface MatchSummary {
  id: string;
  name: string | null;
  teams: TeamSummary[];
  score_1: number;
  score_2: number;
  first_to: number | null;
  forfeit: boolean;
  start: number | null;
  winner: TeamSummary | null;
  url: string;
}

/** What a Discord message reads of an event's data (the parts of WEBHOOK_EXAMPLES' shapes it names). */
interface PayloadData {
  event?: EventSummary | null;
  match?: MatchSummary | null;
  broadcast?: { name?: string } | null;
  stage?: { name?: string | null } | null;
}

/** The Discord webhook message (`content` and `embeds`) a `discord` hook posts for an event. */
export function discordMessage(event: Pick<WebhookEvent, "type" | "at" | "data">): {
  content: string;
  embeds: { title: string; url?: string; timestamp: string; color: number; fields?: { name: string; value: string; inline?: boolean }[] }[];
} {
  const data = event.data as PayloadData;
  const match = data.match ?? null;
  const names = match?.teams.length ? match.teams.map((t) => t.name).join(" vs ") : null;
  const score = match ? `${match.teams[0]?.name ?? "TBD"} ${match.score_1} - ${match.score_2} ${match.teams[1]?.name ?? "TBD"}` : null;
  const timing = event.type === "match.rescheduled" || event.type === "reschedule.requested";
  const title = DISCORD_TITLES[event.type](data, names);
  const fields: { name: string; value: string; inline?: boolean }[] = [];
  if (score && !timing) fields.push({ name: "Score", value: score });
  if (data.event?.name) fields.push({ name: "Event", value: data.event.name, inline: true });
  // Discord shows <t:…:F> in each reader's own time zone.
  if (match?.start && timing) fields.push({ name: "Start", value: `<t:${Math.floor(match.start / 1000)}:F>`, inline: true });
  return {
    content: score && !timing ? `${title}: ${score}` : title,
    embeds: [
      {
        title,
        ...(match ? { url: match.url } : {}),
        timestamp: new Date(event.at).toISOString(),
        color: DISCORD_COLOURS[event.type.split(".")[0]!] ?? 0x5865f2,
        ...(fields.length ? { fields } : {}),
      },
    ],
  };
}

const DISCORD_TITLES: Record<WebhookType, (data: PayloadData, names: string | null) => string> = {
  "match.started": (_d, names) => `Match started: ${names ?? "a match"}`,
  "match.score_updated": (_d, names) => `Score update: ${names ?? "a match"}`,
  "match.completed": (data, names) =>
    data.match?.winner ? `${data.match.winner.name} won ${names ?? "the match"}` : `Match decided: ${names ?? "a match"}`,
  "match.rescheduled": (_d, names) => `Rescheduled: ${names ?? "a match"}`,
  "report.submitted": (_d, names) => `Score report awaiting approval: ${names ?? "a match"}`,
  "report.applied": (_d, names) => `Score report applied: ${names ?? "a match"}`,
  "reschedule.requested": (_d, names) => `Reschedule requested: ${names ?? "a match"}`,
  "stage.completed": (data) => `Stage complete: ${data.stage?.name ?? "a stage"}`,
  "bracket.advanced": (_d, names) => `Bracket moved on: ${names ?? "a match"}`,
  "broadcast.live_match_changed": (data, names) => `${data.broadcast?.name ?? "The broadcast"} is now showing ${names ?? "no match"}`,
  "signup.created": (data) => `New sign-up${data.event?.name ? ` for ${data.event.name}` : ""}`,
};
const DISCORD_COLOURS: Record<string, number> = {
  match: 0x3ba55d,
  report: 0xfaa61a,
  reschedule: 0xfaa61a,
  stage: 0x9b59b6,
  bracket: 0x9b59b6,
  broadcast: 0xed4245,
  signup: 0x5865f2,
};

/** The retry schedule in words, for the learn page and README. */
export function retryScheduleText(delays: readonly number[] = WEBHOOK_RETRY_DELAYS_MS): string {
  return delays.map((ms) => (ms >= 3_600_000 ? `${ms / 3_600_000} h` : ms >= 60_000 ? `${ms / 60_000} min` : `${ms / 1000} s`)).join(", ");
}

const EXAMPLE_EVENT: EventSummary = { id: "recEvent000000001", name: "Autumn Cup" };
const EXAMPLE_TEAMS: TeamSummary[] = [
  { id: "recTeam0000000001", name: "Aurora Foxes", code: "AUR" },
  { id: "recTeam0000000002", name: "Crimson Tide", code: "CRT" },
];
const exampleMatch = (score_1: number, score_2: number, winner: TeamSummary | null = null): MatchSummary => ({
  id: "recMatch000000001",
  name: "Autumn: Aurora Foxes vs Crimson Tide",
  teams: EXAMPLE_TEAMS,
  score_1,
  score_2,
  first_to: 3,
  forfeit: false,
  start: Date.UTC(2026, 10, 28, 18),
  winner,
  url: "https://example.org/match/recMatch000000001",
});

/** One example `data` per type, for the learn page and README. */
export const WEBHOOK_EXAMPLES: Record<WebhookType, Record<string, unknown>> = {
  "match.started": { event: EXAMPLE_EVENT, match: exampleMatch(0, 0) },
  "match.score_updated": { event: EXAMPLE_EVENT, match: exampleMatch(2, 1) },
  "match.completed": { event: EXAMPLE_EVENT, match: exampleMatch(3, 1, EXAMPLE_TEAMS[0]!) },
  "match.rescheduled": { event: EXAMPLE_EVENT, match: exampleMatch(0, 0), previous_start: Date.UTC(2026, 10, 27, 18) },
  "report.submitted": {
    event: EXAMPLE_EVENT,
    match: exampleMatch(0, 0),
    report: { id: "recReport00000001", type: "score", team: EXAMPLE_TEAMS[0], score_1: 3, score_2: 1 },
  },
  "report.applied": {
    event: EXAMPLE_EVENT,
    match: exampleMatch(3, 1, EXAMPLE_TEAMS[0]!),
    report: { id: "recReport00000001", type: "score", team: EXAMPLE_TEAMS[0], score_1: 3, score_2: 1 },
  },
  "reschedule.requested": {
    event: EXAMPLE_EVENT,
    match: exampleMatch(0, 0),
    report: { id: "recReport00000002", type: "reschedule", team: EXAMPLE_TEAMS[1], start: Date.UTC(2026, 10, 29, 18) },
  },
  "stage.completed": { event: EXAMPLE_EVENT, stage: { id: "recBracket0000001", name: "Groups" } },
  "bracket.advanced": {
    event: EXAMPLE_EVENT,
    match: { ...exampleMatch(0, 0), id: "recMatch000000007" },
    bracket: { id: "recBracket0000002", name: "Playoffs" },
  },
  "broadcast.live_match_changed": {
    event: EXAMPLE_EVENT,
    broadcast: { id: "recBroadcast00001", key: "main", name: "Main stream" },
    match: exampleMatch(0, 0),
    previous_match: null,
  },
  "signup.created": { event: EXAMPLE_EVENT, signup: { id: "recSignup00000001", player: { id: "recPlayer00000001", name: "Nova" } } },
};
