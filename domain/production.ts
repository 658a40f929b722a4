import { z } from "zod";
import { PROD_TRIGGER_NAMES, type ProdTrigger } from "./triggers.ts";

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

export const ProdTriggerSchema = z.object({
  trigger: z.enum(PROD_TRIGGER_NAMES, { error: "Unknown trigger" }),
  data: z.unknown().optional(),
  /** The broadcast to trigger; the caller's active broadcast when absent. */
  broadcast: ProdKeySchema.optional(),
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
export type ProductionInput<E extends ProductionEvent> = z.input<(typeof PRODUCTION_EVENT_SCHEMAS)[E]>;

/** The team whose comms are on: 1 or 2. */
export const CommsTeamSchema = z.union([z.literal(1), z.literal(2)], { error: "comms_enable needs team 1 or 2" });
export type CommsTeam = z.infer<typeof CommsTeamSchema>;

/** `comms_enable`'s data: the team, bare (`1`) or as the dashboard sends it (`{ team: 1 }`). */
export const CommsEnableDataSchema = z
  .union([CommsTeamSchema, z.object({ team: CommsTeamSchema })], { error: "comms_enable needs team 1 or 2" })
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
}
