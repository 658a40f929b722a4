import type { OBSRequestTypes, OBSResponseTypes, OBSWebSocket } from "obs-websocket-js/json";
import { StreamTargetSchema } from "../../domain/production.ts";
import {
  STREAM_STATUS_POLL_MS,
  TRANSMITTER_RETRY_MS,
  channelIdFromStreamKey,
  transmitterAddress,
  type RemoteRequestType,
  type StreamTarget,
  type TransmitterState,
} from "../../domain/streamSoftware.ts";
import type { ObsScenes, ObsStream, ObsTransmitter, TransmitterOptions, TransmitterReport, TransmitterSnapshot } from "./types.ts";

type StreamDelay = Pick<StreamTarget, "stream_delay_enabled" | "stream_delay_seconds">;

/**
 * The JSON build explicitly: it is what browsers get from the bare name anyway, and Node
 * (the tests) would otherwise get the MessagePack one. Loaded on the first connect, so a
 * page that never talks to OBS never downloads it.
 */
const loadObsWebSocket = () => import("obs-websocket-js/json");

/** obs-websocket's RequestStatus for a preview asked of OBS outside studio mode. */
const STUDIO_MODE_NOT_ACTIVE = 506;
/** obs-websocket's close code for a wrong or missing password. */
const AUTHENTICATION_FAILED = 4009;

export const OFF_SNAPSHOT: TransmitterSnapshot = { state: { status: "off" }, scenes: {}, stream: null, sceneList: [] };
const NO_REPORT: TransmitterReport = { dataChange() {}, streamStatus() {}, disconnect() {} };

/** One identified obs-websocket session. */
interface Session {
  obs: OBSWebSocket;
  /** Rejects when the socket closes: obs-websocket-js leaves a request in flight at that moment pending forever. */
  closed: Promise<never>;
}

/**
 * The browser's link to OBS (SPEC §4 "Stream software connection", §7): connects over
 * obs-websocket v5, reads the scenes and the stream, follows OBS's events and reports each
 * change at once (a tally must follow a cut within 100 ms, so nothing is debounced), polls the
 * stream status while live, and tries again every 2 s until stopped (not after a wrong password).
 * The stream key is read only to name the channel: it never reaches the snapshot or a report.
 */
export class Transmitter implements ObsTransmitter {
  private current = OFF_SNAPSHOT;
  private readonly listeners = new Set<() => void>();
  private readonly address: string;
  private readonly report: TransmitterReport;
  /** The socket of the attempt under way or the open session, so stop() can close either. */
  private obs: OBSWebSocket | null = null;
  private session: Session | null = null;
  /** Bumped by every attempt and by stop(): an answer for an older one is dropped. */
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pollTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: TransmitterOptions) {
    this.address = transmitterAddress(options.url);
    this.report = options.report ?? NO_REPORT;
  }

  get snapshot(): TransmitterSnapshot {
    return this.current;
  }

  /** An arrow, so React's useSyncExternalStore gets the same function on every render. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (this.current.state.status === "off") void this.connect();
  }

  stop(): void {
    const wasConnected = this.session !== null;
    this.attempt++;
    clearTimeout(this.retryTimer);
    clearTimeout(this.pollTimer);
    void this.obs?.disconnect();
    this.obs = null;
    this.session = null;
    this.replace(OFF_SNAPSHOT);
    if (wasConnected) this.report.disconnect();
  }

  async call(requestType: RemoteRequestType, requestData?: Record<string, unknown>): Promise<unknown> {
    if (!this.session) throw new Error("Not connected to OBS");
    try {
      // The server checked the request against RemoteRequestSchema; OBS checks it again.
      return await request(this.session, requestType, requestData as never);
    } catch (error) {
      throw new Error(messageOf(error) || `OBS could not run ${requestType}`);
    }
  }

  private async connect(): Promise<void> {
    const attempt = ++this.attempt;
    this.setState({ status: "connecting", address: this.address });
    let session: Session;
    try {
      const lib = await loadObsWebSocket();
      if (attempt !== this.attempt) return;
      const obs = new lib.OBSWebSocket();
      this.obs = obs;
      const closed = new Promise<never>((_, reject) => obs.once("ConnectionClosed", reject));
      closed.catch(() => {});
      const { Scenes, Outputs, Ui } = lib.EventSubscription;
      await obs.connect(this.address, this.options.password || undefined, { eventSubscriptions: Scenes | Outputs | Ui });
      session = { obs, closed };
    } catch (error) {
      if (attempt === this.attempt) this.fail(error);
      return;
    }
    if (attempt !== this.attempt) return;
    this.session = session;
    this.setState({ status: "connected", address: this.address, since: Date.now() });
    session.closed.catch((error: unknown) => this.session === session && this.lost(error));
    // Listening before reading: a change OBS makes before the reads is in their answers, any later one arrives as an event.
    this.follow(session);
    await this.readEverything(session).catch((error: unknown) => this.warnFor(session, error));
  }

  private follow(session: Session): void {
    const { obs } = session;
    const live = () => this.session === session;
    obs.on("CurrentProgramSceneChanged", ({ sceneName }) => live() && this.setScenes({ ...this.current.scenes, programScene: sceneName }));
    obs.on("CurrentPreviewSceneChanged", ({ sceneName }) => live() && this.setScenes({ ...this.current.scenes, previewScene: sceneName }));
    obs.on("StudioModeStateChanged", ({ studioModeEnabled }) => {
      if (!live()) return;
      if (!studioModeEnabled) return this.setScenes({ programScene: this.current.scenes.programScene });
      readPreview(session).then(
        (previewScene) => live() && this.setScenes({ ...this.current.scenes, previewScene }),
        (error: unknown) => this.warnFor(session, error),
      );
    });
    obs.on("SceneListChanged", ({ scenes }) => live() && this.replace({ ...this.current, sceneList: sceneNames(scenes) }));
    obs.on("StreamStateChanged", ({ outputState }) => {
      // STARTING and STOPPING change nothing a page shows; STARTED and STOPPED (and reconnects) do.
      if (live() && !/_(STARTING|STOPPING)$/.test(outputState)) this.readStream(session, true);
    });
  }

  private async readEverything(session: Session): Promise<void> {
    const [program, previewScene, list] = await Promise.all([
      request(session, "GetCurrentProgramScene"),
      readPreview(session),
      request(session, "GetSceneList"),
    ]);
    if (this.session !== session) return;
    this.replace({ ...this.current, sceneList: sceneNames(list.scenes) });
    this.setScenes({ programScene: program.currentProgramSceneName, previewScene });
    this.readStream(session, true);
  }

  /**
   * Reads the stream status (and where it goes when that may have changed: the settings change
   * only while the output is stopped, so at connect and at each start and stop), reports it, and
   * reads it again after pollMs while the output is live.
   */
  private readStream(session: Session, withTarget: boolean): void {
    clearTimeout(this.pollTimer);
    const target = withTarget ? readTarget(session) : this.current.stream?.target;
    Promise.all([request(session, "GetStreamStatus"), target]).then(
      ([status, target = {}]) => {
        if (this.session !== session) return;
        const stream: ObsStream = { status: { outputActive: status.outputActive, outputDuration: status.outputDuration }, target };
        this.replace({ ...this.current, stream });
        this.report.streamStatus(stream, this.current.scenes);
        // One timer, whichever read (poll or event) finishes last.
        clearTimeout(this.pollTimer);
        if (status.outputActive)
          this.pollTimer = setTimeout(() => this.readStream(session, false), this.options.pollMs ?? STREAM_STATUS_POLL_MS);
      },
      (error: unknown) => this.warnFor(session, error),
    );
  }

  /** A failed read while the session is up is worth a line in the console; one the disconnect cut short is not. */
  private warnFor(session: Session, error: unknown): void {
    if (this.session === session) console.warn(`[Transmitter] could not read OBS's state: ${messageOf(error) || String(error)}`);
  }

  /** The connection dropped after it was up (OBS closed or crashed): report it and try again. */
  private lost(error: unknown): void {
    clearTimeout(this.pollTimer);
    this.obs = null;
    this.session = null;
    this.report.disconnect();
    this.retry(reasonOf(error, `Lost the connection to OBS at ${this.address}`));
  }

  private fail(error: unknown): void {
    this.obs = null;
    if (codeOf(error) === AUTHENTICATION_FAILED) {
      this.replace({
        ...OFF_SNAPSHOT,
        state: { status: "wrong-password", address: this.address, reason: reasonOf(error, "Authentication failed.") },
      });
      return;
    }
    this.retry(reasonOf(error, `Could not reach OBS at ${this.address}`));
  }

  private retry(reason: string): void {
    const retryMs = this.options.retryMs ?? TRANSMITTER_RETRY_MS;
    this.replace({ ...OFF_SNAPSHOT, state: { status: "retrying", address: this.address, reason, retryAt: Date.now() + retryMs } });
    this.retryTimer = setTimeout(() => void this.connect(), retryMs);
  }

  private setScenes(scenes: ObsScenes): void {
    this.replace({ ...this.current, scenes });
    this.report.dataChange(scenes);
  }

  private setState(state: TransmitterState): void {
    this.replace({ ...this.current, state });
  }

  private replace(snapshot: TransmitterSnapshot): void {
    this.current = snapshot;
    for (const listener of this.listeners) listener();
  }
}

/** One request, settled even if the socket closes before OBS answers. */
function request<T extends keyof OBSRequestTypes>(
  session: Session,
  requestType: T,
  requestData?: OBSRequestTypes[T],
): Promise<OBSResponseTypes[T]> {
  return Promise.race([session.obs.call(requestType, requestData), session.closed]);
}

/** The preview scene; none outside studio mode (OBS answers that as a failure, which it is not here). */
async function readPreview(session: Session): Promise<string | undefined> {
  try {
    return (await request(session, "GetCurrentPreviewScene")).currentPreviewSceneName;
  } catch (error) {
    if (codeOf(error) === STUDIO_MODE_NOT_ACTIVE) return undefined;
    throw error;
  }
}

/**
 * Where the stream goes, with the key reduced to the channel it names, and how long OBS holds it
 * back. A stream software that answers with no settings names no target: the status still goes.
 */
async function readTarget(session: Session): Promise<StreamTarget> {
  const [answer, delay] = await Promise.all([request(session, "GetStreamServiceSettings"), readDelay(session)]);
  const settings = serviceSettings(answer);
  return { service: text(settings.service), url: text(settings.server), channelID: channelIdFromStreamKey(text(settings.key)), ...delay };
}

/** GetStreamServiceSettings' settings, read by shape: an empty answer (or none) is no settings. */
function serviceSettings(answer: unknown): Record<string, unknown> {
  const settings = (answer as { streamServiceSettings?: unknown } | undefined)?.streamServiceSettings;
  return settings && typeof settings === "object" ? (settings as Record<string, unknown>) : {};
}

/** OBS's stream delay (Settings → Advanced) for the Stream Deck module; none where OBS cannot say (an older OBS): the rest still goes. */
async function readDelay(session: Session): Promise<StreamDelay> {
  try {
    const [enabled, seconds] = await Promise.all([readOutputParameter(session, "DelayEnable"), readOutputParameter(session, "DelaySec")]);
    const delay: StreamDelay = {};
    if (enabled !== undefined) delay.stream_delay_enabled = configFlag(enabled);
    const delaySeconds = seconds === undefined ? undefined : wholeSeconds(seconds);
    if (delaySeconds !== undefined) delay.stream_delay_seconds = delaySeconds;
    return delay;
  } catch {
    return {};
  }
}

/** A setting of the profile's Output section as OBS uses it: the value set, else the default; undefined where OBS has neither. */
async function readOutputParameter(session: Session, parameterName: string): Promise<string | undefined> {
  const parameter = await request(session, "GetProfileParameter", { parameterCategory: "Output", parameterName });
  return text(parameter.parameterValue ?? parameter.defaultParameterValue);
}

/** DelaySec as a number; none where the server's schema would refuse it, as that would cost the whole report. */
function wholeSeconds(value: string): number | undefined {
  const parsed = StreamTargetSchema.shape.stream_delay_seconds.safeParse(Number(value));
  return parsed.success ? parsed.data : undefined;
}

/** Read as OBS's config_get_bool does: "true" in any case, or a non-zero number. */
function configFlag(value: string): boolean {
  return value.toLowerCase() === "true" || Number.parseInt(value, 10) > 0;
}

/** OBS lists scenes bottom first; pages show them top first, as OBS's Scenes dock does. */
function sceneNames(scenes: unknown[]): string[] {
  return scenes
    .flatMap((scene) => (scene && typeof scene === "object" && "sceneName" in scene ? text(scene.sceneName) : undefined) ?? [])
    .reverse();
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** The close code or request status of an OBSWebSocketError (read by shape: the class lives in the lazily loaded module). */
function codeOf(error: unknown): number | undefined {
  return error instanceof Error && "code" in error && typeof error.code === "number" ? error.code : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : "";
}

/** SPEC §8's "Error: {message}", with a readable message where the socket gave none (a browser never says why). */
function reasonOf(error: unknown, fallback: string): string {
  return `Error: ${messageOf(error) || fallback}`;
}
