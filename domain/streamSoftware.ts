import { z } from "zod";
import { DEFAULT_TRANSMITTER_URL } from "./crewRoutes.ts";
import { ProdKeySchema, StreamStatusSchema, StreamTargetSchema, type StreamStatus, type StreamTarget } from "./production.ts";
import type { BroadcastRecord } from "./tables.ts";

export type { StreamStatus, StreamTarget };

/**
 * The stream software link (SPEC §2.6, §4 "Stream software connection", §7): what a
 * transmitter reads from OBS over obs-websocket v5 and what crew pages ask of it.
 */

/** SPEC §4: a lost or refused connection is tried again after 2 s. */
export const TRANSMITTER_RETRY_MS = 2000;
/** The stream status is read again every second while the output is live. */
export const STREAM_STATUS_POLL_MS = 1000;

/** `ws://host:port` from what a crew member types: `localhost:4455`, `ws://…`, `wss://…`. */
export function transmitterAddress(url: string | null | undefined): string {
  const raw = (url ?? "").trim() || DEFAULT_TRANSMITTER_URL;
  return /^wss?:\/\//i.test(raw) ? raw : `ws://${raw}`;
}

/** A crew page's OBS connection: its route's `url` and `password` options, else this browser's transmitter settings (SPEC §3). */
export function routeTransmitter(
  query: URLSearchParams,
  settings: { transmitterUrl: string; transmitterPassword: string },
): { url: string; password: string } {
  return { url: query.get("url") ?? settings.transmitterUrl, password: query.get("password") ?? settings.transmitterPassword };
}

/** A Twitch stream key starts with `live_<channel id>_`; any other key names no channel. */
export function channelIdFromStreamKey(key: string | null | undefined): string | undefined {
  return /^live_(\d+)_/.exec(key ?? "")?.[1];
}

/** SPEC §4: the producer client acts on the stream only when it goes to the broadcast's Twitch channel. */
export function streamTargetsBroadcast(target: StreamTarget | null | undefined, broadcast: Pick<BroadcastRecord, "channel_id">): boolean {
  return !!target?.channelID && !!broadcast.channel_id && target.channelID === String(broadcast.channel_id).trim();
}

/** What the producer client does when the stream output starts or stops (SPEC §4), with the §8 notice. */
export interface GoLivePlan {
  advertise: boolean;
  setTitle: boolean;
  notice: string;
}

/**
 * The step for a change of the output's state: nothing unless it changed and the stream
 * goes to the broadcast's channel; going live turns advertise on (and sets the title with
 * "Set title when going live"), going offline turns it off.
 */
export function goLivePlan(
  wasLive: boolean | null,
  isLive: boolean,
  target: StreamTarget | null | undefined,
  broadcast: Pick<BroadcastRecord, "channel_id" | "broadcast_settings">,
): GoLivePlan | null {
  if (wasLive === null || wasLive === isLive || !streamTargetsBroadcast(target, broadcast)) return null;
  if (!isLive) return { advertise: false, setTitle: false, notice: "Detected going offline - turning off advertise" };
  const setTitle = (broadcast.broadcast_settings ?? []).includes("Set title when going live");
  return setTitle
    ? { advertise: true, setTitle: true, notice: "Detected going live - setting title & advertise" }
    : { advertise: true, setTitle: false, notice: "Detected going live - turning on advertise" };
}

/**
 * The transmitter's connection (DASHBOARD.md "The stream software": connected, retrying in
 * 2 s, wrong password, not configured). `reason` is the §8 text, `Error: {message}`.
 */
export type TransmitterState =
  | { status: "off" }
  | { status: "connecting"; address: string }
  | { status: "connected"; address: string; since: number }
  | { status: "retrying"; address: string; reason: string; retryAt: number }
  | { status: "wrong-password"; address: string; reason: string };

/** The one line a status light or transmitter page shows for a state. */
export function transmitterStateText(state: TransmitterState): string {
  switch (state.status) {
    case "off":
      return "Not configured";
    case "connecting":
      return `Connecting to ${state.address}`;
    case "connected":
      return `Connected to ${state.address}`;
    case "retrying":
      return `Not Connected: ${state.reason} (retrying in ${TRANSMITTER_RETRY_MS / 1000} s)`;
    case "wrong-password":
      return `Not Connected: ${state.reason}`;
  }
}

/** The status light's word for a state (DASHBOARD.md: connected, retrying in 2 s, wrong password, not configured). */
export function transmitterLightText(state: TransmitterState): string {
  switch (state.status) {
    case "off":
      return "Not configured";
    case "connecting":
      return "Connecting…";
    case "connected":
      return "Connected";
    case "retrying":
      return `Retrying in ${TRANSMITTER_RETRY_MS / 1000} s`;
    case "wrong-password":
      return "Wrong password";
  }
}

/** The OBS requests a crew member may send to a client's `remote` page (switch scene, start/stop stream). */
export const REMOTE_REQUESTS = [
  "SetCurrentProgramScene",
  "SetCurrentPreviewScene",
  "StartStream",
  "StopStream",
  "ToggleStream",
  "GetSceneList",
] as const;
export type RemoteRequestType = (typeof REMOTE_REQUESTS)[number];

const sceneName = z.string().trim().min(1, "Name a scene").max(256);
const clientKey = ProdKeySchema;

/** `obs_remote_request`: the client whose remote runs it, and the request, checked here before it reaches OBS. */
export const RemoteRequestSchema = z.discriminatedUnion(
  "requestType",
  [
    z.object({ client: clientKey, requestType: z.literal("SetCurrentProgramScene"), requestData: z.object({ sceneName }) }),
    z.object({ client: clientKey, requestType: z.literal("SetCurrentPreviewScene"), requestData: z.object({ sceneName }) }),
    z.object({ client: clientKey, requestType: z.literal("StartStream") }),
    z.object({ client: clientKey, requestType: z.literal("StopStream") }),
    z.object({ client: clientKey, requestType: z.literal("ToggleStream") }),
    z.object({ client: clientKey, requestType: z.literal("GetSceneList") }),
  ],
  { error: `Unknown request: the remote runs ${REMOTE_REQUESTS.join(", ")}` },
);
export type RemoteRequest = z.infer<typeof RemoteRequestSchema>;
/**
 * What the remote page receives: the request without the client it was addressed to.
 * Omitted member by member, so a command narrowed by its `requestType` keeps its `requestData`.
 */
export type RemoteCommand = RemoteRequest extends infer R ? (R extends RemoteRequest ? Omit<R, "client"> : never) : never;

/** How long the server waits for a client's remote page to answer. */
export const REMOTE_TIMEOUT_MS = 5000;

/** What an overlay page says of itself when it connects (`overlay_hello`), for the client's source overview. */
export const OverlayHelloSchema = z.object({
  /** The client key of a `/client/<key>/` route; null for a broadcast route. */
  client: clientKey.nullable(),
  /** The broadcast code of a `/broadcast/<code>/` route. */
  broadcast: clientKey.nullable().optional(),
  overlay: z.string().max(100),
  /** The query options, without `token`. */
  options: z.record(z.string().max(100), z.string().max(500)).default({}),
  /** False for a route no scene answers to (the "Unknown overlay" card). */
  known: z.boolean(),
  /** e.g. "WebGL 2 · ANGLE (…)" */
  renderer: z.string().max(300).default(""),
  /** "OBS 31.0.0 (browser source)" or the browser. */
  host: z.string().max(300).default(""),
});
export type OverlayHello = z.input<typeof OverlayHelloSchema>;

export const OverlayStatusSchema = z.object({ version: z.number().int().min(0) });
export type OverlayStatus = z.infer<typeof OverlayStatusSchema>;

/** One open overlay page of a client, as the source overview lists it. */
export interface OverlaySource extends z.infer<typeof OverlayHelloSchema> {
  /** The page's socket id: what Reload names. */
  id: string;
  /** ms */
  since: number;
  /** The last data version it drew; 0 before its first draw. */
  version: number;
  /** ms: when it last drew. */
  drawnAt: number | null;
}

export const SourcesRequestSchema = z.object({ client: clientKey });
export const OverlayReloadSchema = z.object({ client: clientKey, source: z.string().max(64).optional() });
export type OverlayReloadRequest = z.infer<typeof OverlayReloadSchema>;

/** A client's last reported stream software state, kept by the server so a tally is right after a reload or restart. */
export interface StoredStreamState {
  clientKey: string;
  connected: boolean;
  programScene?: string;
  previewScene?: string;
  status?: StreamStatus;
  target?: StreamTarget;
  /** ms */
  updatedAt: number;
}

/** A stored state as read back: a row an older or broken write left is skipped, never trusted. */
export const StoredStreamStateSchema = z.object({
  clientKey: clientKey,
  connected: z.boolean(),
  programScene: z.string().optional(),
  previewScene: z.string().optional(),
  status: StreamStatusSchema.optional(),
  target: StreamTargetSchema.optional(),
  updatedAt: z.number(),
}) satisfies z.ZodType<StoredStreamState>;

/** What a transmitter reported, once production.ts parsed it (never a stream key). */
export type StreamReport =
  | { emitSource: "obs_data_change"; previewScene?: string; programScene?: string }
  | { emitSource: "obs_stream_status"; status?: StreamStatus; target?: StreamTarget; scenes?: { preview?: string; program?: string } }
  | { emitSource: "obs_disconnect" };

/**
 * A client's state after a report. Scene changes keep the stream's status and target;
 * a stream status brings scenes only when it carries them; a disconnect leaves only where
 * the stream goes, so a tally shows nothing live from stream software that is gone.
 */
export function nextStreamState(
  previous: StoredStreamState | undefined,
  clientKey: string,
  report: StreamReport,
  now: number,
): StoredStreamState {
  switch (report.emitSource) {
    case "obs_data_change":
      return {
        clientKey,
        connected: true,
        programScene: report.programScene,
        previewScene: report.previewScene,
        status: previous?.status,
        target: previous?.target,
        updatedAt: now,
      };
    case "obs_stream_status":
      return {
        clientKey,
        connected: true,
        programScene: report.scenes ? report.scenes.program : previous?.programScene,
        previewScene: report.scenes ? report.scenes.preview : previous?.previewScene,
        status: report.status ?? previous?.status,
        target: report.target ?? previous?.target,
        updatedAt: now,
      };
    case "obs_disconnect":
      return { clientKey, connected: false, target: previous?.target, updatedAt: now };
    default: {
      const unknown: never = report;
      throw new Error(`[StreamSoftware] unknown report ${JSON.stringify(unknown)}`);
    }
  }
}
