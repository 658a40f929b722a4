import { z } from "zod";
import {
  isOriginalRemoteTrigger,
  ORIGINAL_DRAFT_TRIGGER,
  ORIGINAL_TRIGGERS,
  originalTriggerName,
  PROD_TRIGGER_NAMES,
  type ProdTrigger,
} from "./triggers.ts";

/**
 * Payloads of the production socket events (SPEC §7): what producers, Stream Decks and
 * stream software send, parsed by the server before it acts, and what overlays hear.
 */

/** A client or broadcast key as `prod-join`, `prod-broadcast-join` and the events name them. */
export const ProdKeySchema = z.string().trim().min(1).max(64);

const scene = z.string().max(256).optional();

export const SendProdUpdateSchema = z
  .object({ client: ProdKeySchema.optional(), broadcast: ProdKeySchema.optional(), data: z.unknown() })
  .refine((v) => v.client || v.broadcast, "Name a client or broadcast");

/**
 * A trigger as the original's pages hear it: its original name, with its arguments as one
 * list; `remote` for the remote OBS control's, which also reach the client's remote page.
 */
export interface OriginalRelay {
  name: string;
  args: unknown[];
  remote: boolean;
}

/** Our form: `prod_trigger({trigger, data?, broadcast?, client?})`. */
const ProdTriggerObjectSchema = z.object({
  trigger: z.enum(PROD_TRIGGER_NAMES, { error: "Unknown trigger" }),
  data: z.unknown().optional(),
  /** The broadcast to trigger; the named client's, else the caller's active broadcast, when absent. */
  broadcast: ProdKeySchema.optional(),
  /**
   * The client whose overlays hear it (`/client/{key}/...` pages), and only they: a trigger
   * is one crew's, as a Stream Deck button acts on its own OBS. Without one, the client the
   * socket joined (`prod-join`), else every overlay of the broadcast.
   */
  client: ProdKeySchema.optional(),
});

/**
 * The original's form: `prod_trigger(name, ...args)`, here as the list of its arguments.
 * Its names map onto ours; a `draft_*` name of the original board, and the remote OBS
 * control's, are relayed only (the remote's to the client's remote page too).
 */
const ProdTriggerPositionalSchema = z
  .tuple([z.string().max(64)], z.unknown())
  .refine((args) => args.length <= 4, "A trigger takes at most 3 arguments")
  .transform((args, ctx) => {
    const [name, ...rest] = args;
    const ours: ProdTrigger | null = Object.hasOwn(ORIGINAL_TRIGGERS, name)
      ? ORIGINAL_TRIGGERS[name as keyof typeof ORIGINAL_TRIGGERS]
      : (PROD_TRIGGER_NAMES as readonly string[]).includes(name)
        ? (name as ProdTrigger)
        : null;
    const remote = isOriginalRemoteTrigger(name);
    if (!ours && !remote && !ORIGINAL_DRAFT_TRIGGER.test(name)) {
      ctx.addIssue({ code: "custom", message: `Unknown trigger: ${name}` });
      return z.NEVER;
    }
    const relay: OriginalRelay = { name, args: rest, remote };
    return { trigger: ours, data: rest[0], relay };
  });

const ProdTriggerParsedObjectSchema = ProdTriggerObjectSchema.transform((t) => {
  const name = originalTriggerName(t.trigger);
  return { ...t, relay: name ? { name, args: t.data === undefined ? [] : [t.data], remote: false } : null };
});

/** A trigger as a client sends it: our object, or the original's list of arguments. */
export type ProdTriggerInput = z.input<typeof ProdTriggerObjectSchema> | unknown[];

/**
 * What a trigger does once parsed: our trigger (null for one the original's overlays alone
 * know), and the event the original's overlays in the client's room hear: its name, with
 * the arguments as one list. Each form is read by its own schema, so a refusal names the
 * problem in that form.
 */
export const ProdTriggerSchema = z.unknown().transform((payload, ctx) => {
  const parsed = Array.isArray(payload)
    ? ProdTriggerPositionalSchema.transform((t) => ({
        ...t,
        broadcast: undefined as string | undefined,
        client: undefined as string | undefined,
      })).safeParse(payload)
    : ProdTriggerParsedObjectSchema.safeParse(payload);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});

export const ObsDataChangeSchema = z.object({ clientName: ProdKeySchema, previewScene: scene, programScene: scene });

/** SPEC §3 "Stream status from the stream software": OBS's GetStreamStatus answer, the fields read here, the rest kept. */
export const StreamStatusSchema = z.looseObject({ outputActive: z.boolean(), outputDuration: z.number().min(0).catch(0) });
export type StreamStatus = z.infer<typeof StreamStatusSchema>;

/** Where the stream goes, as a transmitter tells it: never the stream key itself. */
export const StreamTargetSchema = z.object({
  service: z.string().max(200).optional(),
  url: z.string().max(500).optional(),
  /** The Twitch channel id the stream key belongs to (`live_<id>_…`). */
  channelID: z.string().max(100).optional(),
  /** The stream software's own output delay (OBS Settings → Advanced → Stream Delay), as the Stream Deck module reads it. */
  stream_delay_enabled: z.boolean().optional(),
  stream_delay_seconds: z.number().int().min(0).max(3600).optional(),
});
export type StreamTarget = z.infer<typeof StreamTargetSchema>;

export const ObsStreamStatusSchema = z.object({
  clientName: ProdKeySchema,
  status: StreamStatusSchema.optional(),
  settings: StreamTargetSchema.optional(),
  scenes: z.object({ preview: scene, program: scene }).partial().optional(),
});

export const ObsDisconnectSchema = z.object({ clientName: ProdKeySchema });

/** Every production event a signed-in socket may send, with the schema its payload must pass. */
export const PRODUCTION_EVENT_SCHEMAS = {
  send_prod_update: SendProdUpdateSchema,
  prod_trigger: ProdTriggerSchema,
  obs_data_change: ObsDataChangeSchema,
  obs_stream_status: ObsStreamStatusSchema,
  obs_disconnect: ObsDisconnectSchema,
} as const;
export type ProductionEvent = keyof typeof PRODUCTION_EVENT_SCHEMAS;
export const PRODUCTION_EVENTS = Object.keys(PRODUCTION_EVENT_SCHEMAS) as ProductionEvent[];
/** A production event's payload once parsed. */
export type ProductionPayload<E extends ProductionEvent> = z.infer<(typeof PRODUCTION_EVENT_SCHEMAS)[E]>;
/** A production event's payload as a client sends it. */
export type ProductionInput<E extends ProductionEvent> = E extends "prod_trigger"
  ? ProdTriggerInput
  : z.input<(typeof PRODUCTION_EVENT_SCHEMAS)[E]>;

/** The team whose comms are on: 1 or 2. */
export const CommsTeamSchema = z.union([z.literal(1), z.literal(2)], { error: "comms_enable needs team 1 or 2" });
export type CommsTeam = z.infer<typeof CommsTeamSchema>;

/** A team as the Stream Deck's text fields send it ("1", "2"). */
const teamText = z.enum(["1", "2"]).transform((v): CommsTeam => (v === "1" ? 1 : 2));

/** `comms_enable`'s data: the team, bare (`1`) or as the dashboard sends it (`{ team: 1 }`). */
export const CommsEnableDataSchema = z
  .union([CommsTeamSchema, teamText, z.object({ team: z.union([CommsTeamSchema, teamText]) })], { error: "comms_enable needs team 1 or 2" })
  .transform((v) => (typeof v === "number" ? v : v.team));

/** What an overlay hears on `prod_trigger`: the trigger and its data, as the producer sent them. */
export interface ProdTriggerEvent {
  trigger: ProdTrigger;
  data?: unknown;
}

/** What the client and broadcast rooms hear on `prod_preview_program_change` after stream software reports. */
export interface ProgramChange {
  emitSource: "obs_data_change" | "obs_stream_status" | "obs_disconnect";
  broadcastKey?: string;
  clientSource: string;
  previewScene?: string;
  programScene?: string;
  status?: StreamStatus;
  /** Where the stream goes (service, server, channel id), never its key. */
  target?: StreamTarget;
  /** False once the transmitter said it lost the stream software (`obs_disconnect`). */
  connected?: boolean;
  /** ms: when the transmitter reported it; a replayed state on join carries its original time. */
  updatedAt?: number;
  /** The client's staff member, and the roles they hold on the broadcast's live match (the original's tally reads these). */
  clientPlayerName?: string;
  clientPositions?: string[];
}

/**
 * The original system's relay events (its overlays, source overview and Stream Deck):
 * state passed between the sockets of one production client, never stored.
 */
const eventName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Expected a name of letters, digits, - and _");

/** `prod-update`: an overlay's state for its client's source overview (`prod_update`). */
export const ProdUpdateSchema = z.looseObject({ clientName: ProdKeySchema.optional() });

/** `prod-send`: the source overview presses a button of one overlay (`prod_button_<event>`). */
export const ProdSendSchema = z.object({ socketID: z.string().min(1).max(64), event: eventName, data: z.unknown().optional() });

/** `tally_change`: a client's tally state, to the other sockets of its room. */
export const TallyChangeSchema = z.object({ clientName: ProdKeySchema, state: z.string().max(64), data: z.unknown().optional() });

/** `media_update(status, value)`: a media overlay's playback, to the other sockets of its client's room. */
export const MediaUpdateSchema = z.tuple([eventName, z.unknown().optional()]);

/** `pip_announce`: a picture-in-picture slot going on or off, with the original's text forms. */
export const PipAnnounceSchema = z.object({
  clientName: ProdKeySchema,
  active: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]),
  number: z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(0).max(999)),
});
export type PipAnnounce = z.output<typeof PipAnnounceSchema>;
