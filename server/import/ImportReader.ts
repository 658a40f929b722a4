import { Worker } from "node:worker_threads";
import type { ImportFormat, ImportKind, ImportRead } from "../../domain/importRows.ts";
import { ActionError } from "../actions/ActionError.ts";
import type { ServerDeps } from "../deps.ts";

export interface ReadInput {
  kind: ImportKind;
  format: ImportFormat;
  text: string;
  timezone?: string;
}
export interface ReadRequest {
  id: number;
  input: ReadInput;
}
export type ReadReply = { id: number; read: ImportRead } | { id: number; error: string };

/** Files waiting at once, beyond which an import is refused (each holds up to 2 MB of text). */
const MAX_WAITING = 8;
/** A thread idle this long is ended (about 40 MB); the next import starts one again (about 0.3 s). */
const IDLE_MS = 60_000;

/**
 * Reads import files (domain readImport) on a worker thread of its own: one thread, started at
 * the first file and reused, reading files one after another in the order they came. The
 * server's event loop only sends the text and receives the rows.
 */
export class ImportReader {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, { resolve(read: ImportRead): void; reject(error: Error): void }>();
  private nextId = 1;
  private idle: NodeJS.Timeout | null = null;
  private closed = false;

  read(input: ReadInput): Promise<ImportRead> {
    if (this.closed) return Promise.reject(new Error("[ImportReader] closed"));
    if (this.waiting.size >= MAX_WAITING)
      return Promise.reject(new ActionError(503, "The server is reading other imports: try again in a moment"));
    if (this.idle) clearTimeout(this.idle);
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    const request: ReadRequest = { id, input: { kind: input.kind, format: input.format, text: input.text, timezone: input.timezone } };
    return new Promise<ImportRead>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  /** End the thread; files still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.idle) clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error("[ImportReader] closed"));
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(new URL("./workerEntry.mjs", import.meta.url));
    // An idle reader never keeps the process alive; a waiting request does (its socket).
    worker.unref();
    worker.on("message", (reply: ReadReply) => {
      const pending = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ("read" in reply) pending?.resolve(reply.read);
      else pending?.reject(new Error(`[ImportReader] ${reply.error}`));
      if (!this.waiting.size) this.idleSoon();
    });
    worker.on("error", (error) => this.lost(worker, error));
    worker.on("exit", (code) => this.lost(worker, new Error(`[ImportReader] the worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  /** The thread failed or stopped: what it held is refused, and the next file starts a new one. */
  private lost(worker: Worker, error: Error) {
    if (this.worker !== worker) return;
    this.worker = null;
    this.failAll(error);
  }

  private failAll(error: Error) {
    for (const pending of this.waiting.values()) pending.reject(error);
    this.waiting.clear();
  }

  private idleSoon() {
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      const worker = this.worker;
      this.worker = null;
      void worker?.terminate();
    }, IDLE_MS);
    this.idle.unref();
  }
}

/** Each server's reader (one per createServer, found by its deps): the action reaches it through its context. */
const readers = new WeakMap<ServerDeps, ImportReader>();

export function importReaderOf(deps: ServerDeps): ImportReader {
  let reader = readers.get(deps);
  if (!reader) {
    reader = new ImportReader();
    readers.set(deps, reader);
  }
  return reader;
}

export async function closeImportReader(deps: ServerDeps): Promise<void> {
  await readers.get(deps)?.close();
  readers.delete(deps);
}
