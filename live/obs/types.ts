import type { RemoteRequestType, StreamStatus, StreamTarget, TransmitterState } from "../../domain/streamSoftware.ts";

/** The stream software's scenes as a transmitter last read them. */
export interface ObsScenes {
  programScene?: string;
  previewScene?: string;
}

/** The stream's state as a transmitter last read it. */
export interface ObsStream {
  status: StreamStatus;
  target: StreamTarget;
}

/**
 * Where a transmitter's readings go: SPEC §7's `obs_data_change`, `obs_stream_status` and
 * `obs_disconnect` for a client (`reportToServer` in socketReport.ts), or a test's recorder.
 */
export interface TransmitterReport {
  dataChange(scenes: ObsScenes): void;
  streamStatus(stream: ObsStream, scenes: ObsScenes): void;
  disconnect(): void;
}

export interface TransmitterOptions {
  /** `localhost:4455`, `ws://…` or `wss://…`; the SPEC §3 default when empty. */
  url: string | null;
  password: string | null;
  report?: TransmitterReport;
  /** Tests shorten these; SPEC §4's 2 s and the 1 s poll otherwise. */
  retryMs?: number;
  pollMs?: number;
}

/** What a page sees of a transmitter: one immutable snapshot, replaced on every change (for useSyncExternalStore). */
export interface TransmitterSnapshot {
  state: TransmitterState;
  scenes: ObsScenes;
  /** null until the stream status was read. */
  stream: ObsStream | null;
  /** The scene collection's scenes, in OBS's order (top first). */
  sceneList: string[];
}

export interface ObsTransmitter {
  readonly snapshot: TransmitterSnapshot;
  subscribe(listener: () => void): () => void;
  /** Connects, and keeps connecting every 2 s until stopped (not after a wrong password). */
  start(): void;
  /** Disconnects for good (reports `disconnect` if it was connected). */
  stop(): void;
  /** Runs one OBS request on the open connection (the remote page); rejects with OBS's comment when it fails. */
  call(requestType: RemoteRequestType, requestData?: Record<string, unknown>): Promise<unknown>;
}
