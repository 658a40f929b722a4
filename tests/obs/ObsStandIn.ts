// OBS as the transmitter sees it: a local obs-websocket v5 server (JSON over text frames), started by
// the tests themselves, with the scenes, studio mode and stream output a crew member would change by hand.
import { createHash, randomBytes } from "node:crypto";
import { WebSocket, WebSocketServer, type RawData } from "ws";

/** The only encoding spoken here; a client offering just `obswebsocket.msgpack` gets no subprotocol and gives up. */
const SUBPROTOCOL = "obswebsocket.json";
const HOST = "127.0.0.1";

const Op = { Hello: 0, Identify: 1, Identified: 2, Reidentify: 3, Event: 5, Request: 6, RequestResponse: 7 } as const;
const Close = {
  MessageDecodeError: 4002,
  UnknownOpCode: 4006,
  NotIdentified: 4007,
  AlreadyIdentified: 4008,
  AuthenticationFailed: 4009,
  UnsupportedRpcVersion: 4010,
} as const;
const Status = {
  Success: 100,
  UnknownRequestType: 204,
  MissingRequestField: 300,
  InvalidRequestFieldType: 401,
  RequestFieldEmpty: 403,
  OutputRunning: 500,
  OutputNotRunning: 501,
  StudioModeNotActive: 506,
  ResourceNotFound: 600,
} as const;
/** Event subscription bits (an event reaches a client whose subscriptions include its intent). */
const Intent = { Scenes: 1 << 2, Outputs: 1 << 6, Ui: 1 << 10 } as const;
/** What OBS subscribes a client to when its Identify names nothing: every non-high-volume event. */
const ALL_EVENTS = (1 << 12) - 1;
/** OBS's defaults for Settings → Advanced → Stream Delay. */
const DEFAULT_STREAM_DELAY = { enabled: false, seconds: 20 };
/** OBS's answer for a profile parameter it has neither a value nor a default for: nulls, not a failure. */
const UNKNOWN_PARAMETER = { parameterValue: null, defaultParameterValue: null };

export interface ObsStandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** null (the default): no authentication, like OBS with "Enable Authentication" off. */
  password?: string | null;
  /** The scene collection, top first as OBS's Scenes dock shows it. */
  scenes?: string[];
  programScene?: string;
  /** null turns studio mode off (no preview scene). */
  previewScene?: string | null;
  streamKey?: string;
  service?: string;
  /** Settings → Advanced → Stream Delay, read with GetProfileParameter (Output/DelayEnable, Output/DelaySec); off and 20 s unless set. */
  streamDelayEnabled?: boolean;
  streamDelaySeconds?: number;
  /** Request types this OBS lacks, as an older obs-websocket would: refused with 204 like any unknown one. */
  unknownRequests?: string[];
  /** GetStreamServiceSettings answers an empty object, as some stream software does: no service, server or key. */
  emptyStreamServiceSettings?: boolean;
}

/** One request as the stand-in received it, for tests to assert on. */
export interface ObsRequestRecord {
  requestType: string;
  requestData?: unknown;
}

interface Client {
  socket: WebSocket;
  /** Per connection, so a captured Identify cannot be replayed on another. */
  challenge: string;
  identified: boolean;
  subscriptions: number;
}

type Result = { ok: true; data?: object } | { ok: false; code: number; comment: string };
type Message = { op: number; d: Record<string, unknown> };

const ok = (data?: object): Result => ({ ok: true, data });
const fail = (code: number, comment: string): Result => ({ ok: false, code, comment });
const base64Sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

export class ObsStandIn {
  /** Every request received, in order, from every client. */
  readonly requests: ObsRequestRecord[] = [];
  private server: WebSocketServer;
  private readonly clients = new Set<Client>();
  private readonly password: string | null;
  private readonly salt = randomBytes(24).toString("base64");
  private scenes: string[];
  private program: string;
  private preview: string | null;
  private readonly streamKey: string;
  private readonly service: string;
  private readonly streamDelay: { enabled: boolean; seconds: number };
  private readonly unknownRequests: ReadonlySet<string>;
  private readonly emptyStreamServiceSettings: boolean;
  /** ms; null while the stream output is stopped. */
  private streamStartedAt: number | null = null;
  private opened = 0;

  private constructor(
    server: WebSocketServer,
    readonly port: number,
    options: ObsStandInOptions,
  ) {
    this.server = server;
    this.password = options.password ?? null;
    this.scenes = options.scenes ?? ["Starting Soon", "Desk", "Game", "Break"];
    this.program = options.programScene ?? this.scenes[0];
    this.preview = options.previewScene === undefined ? (this.scenes[1] ?? this.program) : options.previewScene;
    this.streamKey = options.streamKey ?? "live_123456_abc";
    this.service = options.service ?? "Twitch";
    this.streamDelay = {
      enabled: options.streamDelayEnabled ?? DEFAULT_STREAM_DELAY.enabled,
      seconds: options.streamDelaySeconds ?? DEFAULT_STREAM_DELAY.seconds,
    };
    this.unknownRequests = new Set(options.unknownRequests);
    this.emptyStreamServiceSettings = options.emptyStreamServiceSettings ?? false;
    this.accept(server);
  }

  static async start(options: ObsStandInOptions = {}): Promise<ObsStandIn> {
    const server = await listen(options.port ?? 0);
    const address = server.address();
    if (typeof address !== "object" || !address) throw new Error("[ObsStandIn] the server has no port");
    return new ObsStandIn(server, address.port, options);
  }

  get url(): string {
    return `ws://${this.address}`;
  }

  get address(): string {
    return `${HOST}:${this.port}`;
  }

  /** Identified clients now connected. */
  get connections(): number {
    return [...this.clients].filter((c) => c.identified).length;
  }

  /** WebSocket connections ever opened, identified or not: how a test sees that a client stopped trying. */
  get attempts(): number {
    return this.opened;
  }

  /** The scene on air. */
  get programScene(): string {
    return this.program;
  }

  /** null while studio mode is off. */
  get previewScene(): string | null {
    return this.preview;
  }

  /** Whether the stream output is live. */
  get streaming(): boolean {
    return this.streamStartedAt !== null;
  }

  /** Switches the program scene as a crew member in OBS would (an event only when it changes). */
  setProgramScene(name: string): void {
    this.requireScene(name);
    if (name === this.program) return;
    this.program = name;
    this.emit("CurrentProgramSceneChanged", Intent.Scenes, { sceneName: name });
  }

  /** Switches the preview scene; studio mode must be on. */
  setPreviewScene(name: string): void {
    this.requireScene(name);
    if (this.preview === null) throw new Error("[ObsStandIn] studio mode is off: there is no preview scene");
    if (name === this.preview) return;
    this.preview = name;
    this.emit("CurrentPreviewSceneChanged", Intent.Scenes, { sceneName: name });
  }

  /** Turns studio mode on (the preview starts as a copy of the program, as in OBS) or off. */
  setStudioMode(enabled: boolean): void {
    if (enabled === (this.preview !== null)) return;
    this.preview = enabled ? this.program : null;
    this.emit("StudioModeStateChanged", Intent.Ui, { studioModeEnabled: enabled });
  }

  /** Replaces the scene collection (top first); the program and preview scenes must stay in it. */
  setSceneList(scenes: string[]): void {
    for (const kept of [this.program, this.preview]) {
      if (kept !== null && !scenes.includes(kept)) throw new Error(`[ObsStandIn] ${kept} is on air and cannot be removed`);
    }
    this.scenes = [...scenes];
    this.emit("SceneListChanged", Intent.Scenes, { scenes: this.sceneList() });
  }

  /** Starts the stream output: STARTING then STARTED; outputDuration counts from now. */
  startStream(): void {
    if (this.streamStartedAt !== null) throw new Error("[ObsStandIn] the stream is already live");
    this.emit("StreamStateChanged", Intent.Outputs, { outputActive: false, outputState: "OBS_WEBSOCKET_OUTPUT_STARTING" });
    this.streamStartedAt = Date.now();
    this.emit("StreamStateChanged", Intent.Outputs, { outputActive: true, outputState: "OBS_WEBSOCKET_OUTPUT_STARTED" });
  }

  /** Stops the stream output: STOPPING then STOPPED. */
  stopStream(): void {
    if (this.streamStartedAt === null) throw new Error("[ObsStandIn] the stream is not live");
    this.emit("StreamStateChanged", Intent.Outputs, { outputActive: true, outputState: "OBS_WEBSOCKET_OUTPUT_STOPPING" });
    this.streamStartedAt = null;
    this.emit("StreamStateChanged", Intent.Outputs, { outputActive: false, outputState: "OBS_WEBSOCKET_OUTPUT_STOPPED" });
  }

  /** OBS crashed or was closed: every socket drops without a close frame and nothing listens any more. */
  async kill(): Promise<void> {
    for (const client of this.clients) client.socket.terminate();
    this.clients.clear();
    await stopListening(this.server);
  }

  /** OBS is back: listens again on the same port, with the scenes and stream as they were. */
  async restart(): Promise<void> {
    this.server = await listen(this.port);
    this.accept(this.server);
  }

  /** Shuts down cleanly: clients get a close frame (1001, going away); one that does not answer it within 1 s is cut off. */
  async close(): Promise<void> {
    const closing = [...this.clients].map(
      ({ socket }) =>
        new Promise((resolve) => {
          socket.once("close", resolve).close(1001, "OBS is closing");
          setTimeout(() => socket.terminate(), 1000).unref();
        }),
    );
    await Promise.all(closing);
    await stopListening(this.server);
  }

  /** Resolves once at least `n` clients are identified. */
  async waitForConnections(n: number, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.connections < n) {
      if (Date.now() > deadline) throw new Error(`[ObsStandIn] waited ${timeoutMs} ms for ${n} connection(s), have ${this.connections}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  private accept(server: WebSocketServer): void {
    server.on("connection", (socket) => {
      this.opened++;
      const client: Client = { socket, challenge: randomBytes(24).toString("base64"), identified: false, subscriptions: ALL_EVENTS };
      this.clients.add(client);
      socket.on("close", () => this.clients.delete(client));
      socket.on("message", (raw, isBinary) => this.receive(client, raw, isBinary));
      const authentication = this.password === null ? undefined : { challenge: client.challenge, salt: this.salt };
      send(socket, Op.Hello, { obsWebSocketVersion: "5.5.0", rpcVersion: 1, authentication });
    });
  }

  private receive(client: Client, raw: RawData, isBinary: boolean): void {
    const message = isBinary ? null : decode(raw);
    if (!message) return client.socket.close(Close.MessageDecodeError, "Unable to decode the message as JSON.");
    if (message.op === Op.Identify) return this.identify(client, message.d);
    if (!client.identified) return client.socket.close(Close.NotIdentified, "You must identify before sending other messages.");
    switch (message.op) {
      case Op.Reidentify:
        client.subscriptions = subscriptionsOf(message.d);
        return send(client.socket, Op.Identified, { negotiatedRpcVersion: 1 });
      case Op.Request:
        return this.request(client, message.d);
      default:
        return client.socket.close(Close.UnknownOpCode, `Unknown OpCode: ${message.op}`);
    }
  }

  private identify(client: Client, d: Record<string, unknown>): void {
    if (client.identified) return client.socket.close(Close.AlreadyIdentified, "You are already identified with the obs-websocket server.");
    if (d.rpcVersion !== 1) return client.socket.close(Close.UnsupportedRpcVersion, `Unsupported RPC version ${String(d.rpcVersion)}.`);
    if (this.password !== null) {
      const expected = base64Sha256(base64Sha256(this.password + this.salt) + client.challenge);
      if (d.authentication !== expected) return client.socket.close(Close.AuthenticationFailed, "Authentication failed.");
    }
    client.identified = true;
    client.subscriptions = subscriptionsOf(d);
    send(client.socket, Op.Identified, { negotiatedRpcVersion: 1 });
  }

  private request(client: Client, d: Record<string, unknown>): void {
    const requestType = String(d.requestType ?? "");
    const requestData = d.requestData as Record<string, unknown> | undefined;
    this.requests.push({ requestType, requestData });
    const result = this.run(requestType, requestData ?? {});
    const requestStatus = result.ok
      ? { result: true, code: Status.Success }
      : { result: false, code: result.code, comment: result.comment };
    send(client.socket, Op.RequestResponse, {
      requestType,
      requestId: d.requestId,
      requestStatus,
      responseData: result.ok ? result.data : undefined,
    });
  }

  private run(requestType: string, data: Record<string, unknown>): Result {
    if (this.unknownRequests.has(requestType)) return unknownRequest(requestType);
    const live = this.streaming;
    switch (requestType) {
      case "GetVersion":
        return ok({ obsVersion: "31.0.0", obsWebSocketVersion: "5.5.0", rpcVersion: 1, platform: "stand-in" });
      case "GetStudioModeEnabled":
        return ok({ studioModeEnabled: this.preview !== null });
      case "GetCurrentProgramScene":
        return ok({ currentProgramSceneName: this.program, sceneName: this.program });
      case "GetCurrentPreviewScene":
        if (this.preview === null) return fail(Status.StudioModeNotActive, "Studio mode is not active.");
        return ok({ currentPreviewSceneName: this.preview, sceneName: this.preview });
      case "GetSceneList":
        return ok({ currentProgramSceneName: this.program, currentPreviewSceneName: this.preview, scenes: this.sceneList() });
      case "SetCurrentProgramScene":
      case "SetCurrentPreviewScene":
        return this.switchScene(requestType, data.sceneName);
      case "GetStreamStatus":
        return ok(this.streamStatus());
      case "GetStreamServiceSettings":
        if (this.emptyStreamServiceSettings) return ok({});
        return ok({
          streamServiceType: "rtmp_common",
          streamServiceSettings: { service: this.service, server: "auto", key: this.streamKey },
        });
      case "GetProfileParameter":
        return this.profileParameter(data);
      case "StartStream":
        if (live) return fail(Status.OutputRunning, "The stream output is already running.");
        this.startStream();
        return ok();
      case "StopStream":
        if (!live) return fail(Status.OutputNotRunning, "The stream output is not running.");
        this.stopStream();
        return ok();
      case "ToggleStream":
        if (live) this.stopStream();
        else this.startStream();
        return ok({ outputActive: !live });
      default:
        return unknownRequest(requestType);
    }
  }

  /** A parameter of the current profile, as the text OBS keeps it in with its default; nulls for one it does not have. */
  private profileParameter(data: Record<string, unknown>): Result {
    const invalid = invalidString(data, "parameterCategory") ?? invalidString(data, "parameterName");
    if (invalid) return invalid;
    return ok(this.profile().get(`${String(data.parameterCategory)}/${String(data.parameterName)}`) ?? UNKNOWN_PARAMETER);
  }

  /** The profile parameters the stand-in has, by "Category/Name": OBS keeps them as text, the value set beside its default. */
  private profile() {
    const { enabled, seconds } = this.streamDelay;
    return new Map([
      ["Output/DelayEnable", { parameterValue: String(enabled), defaultParameterValue: String(DEFAULT_STREAM_DELAY.enabled) }],
      ["Output/DelaySec", { parameterValue: String(seconds), defaultParameterValue: String(DEFAULT_STREAM_DELAY.seconds) }],
    ]);
  }

  private switchScene(requestType: "SetCurrentProgramScene" | "SetCurrentPreviewScene", sceneName: unknown): Result {
    if (typeof sceneName !== "string") return fail(Status.MissingRequestField, "Your request is missing the `sceneName` field.");
    if (!this.scenes.includes(sceneName)) return fail(Status.ResourceNotFound, `No source was found by the name of \`${sceneName}\`.`);
    if (requestType === "SetCurrentProgramScene") {
      this.setProgramScene(sceneName);
      return ok();
    }
    if (this.preview === null) return fail(Status.StudioModeNotActive, "Studio mode is not active.");
    this.setPreviewScene(sceneName);
    return ok();
  }

  /** OBS lists scenes bottom first: index 0 is the last scene of the dock. */
  private sceneList() {
    return [...this.scenes].reverse().map((sceneName, sceneIndex) => ({ sceneName, sceneIndex }));
  }

  private streamStatus() {
    const outputDuration = this.streamStartedAt === null ? 0 : Date.now() - this.streamStartedAt;
    return {
      outputActive: this.streaming,
      outputReconnecting: false,
      outputTimecode: timecode(outputDuration),
      outputDuration,
      outputCongestion: 0,
      // 6 Mbit/s at 60 fps, so the numbers move like a real stream's.
      outputBytes: Math.round(outputDuration * 750),
      outputSkippedFrames: 0,
      outputTotalFrames: Math.floor(outputDuration * 0.06),
    };
  }

  private requireScene(name: string): void {
    if (!this.scenes.includes(name)) throw new Error(`[ObsStandIn] no scene named ${name} (scenes: ${this.scenes.join(", ")})`);
  }

  private emit(eventType: string, eventIntent: number, eventData: object): void {
    for (const client of this.clients) {
      if (client.identified && client.subscriptions & eventIntent) send(client.socket, Op.Event, { eventType, eventIntent, eventData });
    }
  }
}

/** OBS's answer to a request type it does not have. */
function unknownRequest(requestType: string): Result {
  return fail(Status.UnknownRequestType, `Your request type is not valid: ${requestType}`);
}

/** obs-websocket's check of a required string field: missing (300), not a string (401) or empty (403). */
function invalidString(data: Record<string, unknown>, field: string): Result | undefined {
  const value = data[field];
  if (value === undefined || value === null) return fail(Status.MissingRequestField, `Your request is missing the \`${field}\` field.`);
  if (typeof value !== "string") return fail(Status.InvalidRequestFieldType, `The field value of \`${field}\` must be a string.`);
  if (!value) return fail(Status.RequestFieldEmpty, `The field value of \`${field}\` must not be empty.`);
  return undefined;
}

function listen(port: number): Promise<WebSocketServer> {
  return new Promise((resolve, reject) => {
    const server = new WebSocketServer({
      host: HOST,
      port,
      handleProtocols: (offered) => (offered.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
    });
    server.once("listening", () => resolve(server));
    server.once("error", reject);
  });
}

function stopListening(server: WebSocketServer): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

function send(socket: WebSocket, op: number, d: object): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ op, d }));
}

function decode(raw: RawData): Message | null {
  try {
    // A JSON null or number throws here too, and is as undecodable.
    const { op, d } = JSON.parse(raw.toString()) as Partial<Message>;
    return typeof op === "number" && d && typeof d === "object" ? { op, d } : null;
  } catch {
    return null;
  }
}

function subscriptionsOf(d: Record<string, unknown>): number {
  return typeof d.eventSubscriptions === "number" ? d.eventSubscriptions : ALL_EVENTS;
}

/** `HH:MM:SS.mmm`, as OBS formats outputTimecode. */
function timecode(ms: number): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  const seconds = Math.floor(ms / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}.${pad(ms % 1000, 3)}`;
}
