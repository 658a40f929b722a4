import type { ProgramChange } from "./production.ts";
import {
  goLivePlan,
  streamTargetsBroadcast,
  type GoLivePlan,
  type StoredStreamState,
  type StreamStatus,
  type StreamTarget,
} from "./streamSoftware.ts";
import type { BroadcastRecord, RelationshipRecord } from "./tables.ts";
import { formatDuration } from "./time.ts";

/**
 * What the dashboard makes of the stream software link: who is the producer client (SPEC §4,
 * §6), when its transmitter's stream output changed, and each client's last reported state as
 * the Streams modal and the header show it.
 */

type RelationshipLike = Pick<RelationshipRecord, "singular_name" | "player">;

/**
 * SPEC §4 / §6: the producer client is the one whose user holds the live match's Producer
 * relationship; with no Producer on the match (or no live match) any dashboard is. While the
 * match or one of its relationships is still loading it is not known yet (undefined), so a
 * half-loaded list never lets a second dashboard act.
 */
export function isProducerClient(
  playerId: string | null | undefined,
  liveMatch: object | null | undefined,
  relationships: readonly (RelationshipLike | null | undefined)[],
): boolean | undefined {
  if (liveMatch === undefined || relationships.some((r) => r === undefined)) return undefined;
  if (liveMatch === null) return true;
  const producers = relationships.filter((r): r is RelationshipLike => !!r && r.singular_name === "Producer");
  if (!producers.length) return true;
  return !!playerId && producers.some((r) => r.player?.[0] === playerId);
}

/** A transmitter's stream reading: where it goes and whether the output is live. */
export interface StreamReading {
  status: Pick<StreamStatus, "outputActive">;
  target?: StreamTarget | null;
}

export interface GoLiveStep {
  /** The output state this step has handled: the next step's `last`. */
  last: boolean | null;
  /** What to do now, or null. */
  plan: GoLivePlan | null;
}

/**
 * One reading of the dashboard transmitter's stream, against the last output state handled.
 * The first reading (`last` null) only records the state; a reading that repeats the state
 * (a re-render, StrictMode's second effect) does nothing, so a change fires once. A client that
 * is not the producer's records the change without acting on it; while that is not known yet
 * (undefined) a change waits, unrecorded, for the next step.
 */
export function goLiveStep(
  last: boolean | null,
  stream: StreamReading | null | undefined,
  broadcast: Pick<BroadcastRecord, "channel_id" | "broadcast_settings">,
  isProducer: boolean | undefined,
): GoLiveStep {
  if (!stream) return { last, plan: null };
  const isLive = stream.status.outputActive;
  if (last === isLive) return { last, plan: null };
  if (isProducer === undefined && last !== null) return { last, plan: null };
  return { last: isLive, plan: isProducer ? goLivePlan(last, isLive, stream.target, broadcast) : null };
}

/** A client's stream software as the server last reported it (prod_preview_program_change); an older server sends no time. */
export type ClientStreamView = Omit<StoredStreamState, "updatedAt"> & { updatedAt?: number };

/** The lower-case client key a change belongs to: transmitters and records may differ in case. */
export function clientKeyOf(change: Pick<ProgramChange, "clientSource">): string {
  return (change.clientSource ?? "").trim().toLowerCase();
}

/**
 * A change on top of what was known of its client. `obs_disconnect` (or a replayed state with
 * `connected: false`) forgets the scenes and stream, so nobody reads stale scene names. A change
 * that says `connected: true` is the client's whole stored state and replaces what was known;
 * a bare one (an older server) keeps the fields it does not carry.
 */
export function mergeProgramChange(previous: ClientStreamView | undefined, change: ProgramChange): ClientStreamView {
  const clientKey = clientKeyOf(change);
  if (change.connected === false || change.emitSource === "obs_disconnect")
    return { clientKey, connected: false, updatedAt: change.updatedAt };
  const base = previous?.connected && change.connected === undefined ? previous : undefined;
  return {
    clientKey,
    connected: true,
    programScene: change.programScene ?? base?.programScene,
    previewScene: change.previewScene ?? base?.previewScene,
    status: change.status ?? base?.status,
    target: change.target ?? base?.target,
    updatedAt: change.updatedAt ?? base?.updatedAt,
  };
}

/** "Live for 1:02:03", "Offline", or unknown before a stream status was reported; the duration runs on from the report. */
export function streamText(view: Pick<ClientStreamView, "status" | "updatedAt">, now: number): string {
  if (!view.status) return "Stream status not reported yet";
  if (!view.status.outputActive) return "Offline";
  const since = view.updatedAt ? Math.max(0, now - view.updatedAt) : 0;
  return `Live for ${formatDuration(view.status.outputDuration + since)}`;
}

/** Where the stream goes, and whether that is the broadcast's channel (SPEC §4: only then is advertise automated). */
export function streamTargetText(
  target: StreamTarget | null | undefined,
  broadcast: Pick<BroadcastRecord, "channel_id">,
): { matches: boolean; text: string } {
  const service = target?.service?.trim() || "Unknown service";
  if (streamTargetsBroadcast(target, broadcast)) return { matches: true, text: `${service} · the broadcast's channel` };
  if (!broadcast.channel_id) return { matches: false, text: `${service} · the broadcast has no Twitch channel id` };
  if (!target?.channelID) return { matches: false, text: `${service} · not a Twitch channel` };
  return { matches: false, text: `${service} · another channel (${target.channelID}), not the broadcast's` };
}

/**
 * The scene names of a GetSceneList answer (`{ scenes: [{ sceneName, sceneIndex }] }`), top of
 * OBS's list first: obs-websocket numbers scenes from the bottom. Anything else reads as none.
 */
export function sceneNamesFromList(data: unknown): string[] {
  const scenes = (data as { scenes?: unknown } | null)?.scenes;
  if (!Array.isArray(scenes)) return [];
  const named = scenes.flatMap((s: { sceneName?: unknown; sceneIndex?: unknown } | null, i) =>
    typeof s?.sceneName === "string" && s.sceneName
      ? [{ name: s.sceneName, index: typeof s.sceneIndex === "number" ? s.sceneIndex : i }]
      : [],
  );
  return named.sort((a, b) => b.index - a.index).map((s) => s.name);
}
