import type { Express, Request, RequestHandler, Response } from "express";
import type { Selectable } from "kysely";
import { longId } from "../../../domain/ids.ts";
import { webhookBody, type WebhookType } from "../../../domain/webhooks.ts";
import type { Logger } from "../../deps.ts";
import { oneAtATime } from "../../realtime/resync.ts";
import type { ThingStore } from "../../store/ThingStore.ts";
import type { Database } from "../../store/schema.ts";
import type { WebhookSettings } from "./settings.ts";

/** Events one read of the log takes at most (a stream resuming from far back reads in pages). */
const PAGE = 500;
/** Streams one address may hold open. */
const STREAMS_PER_ADDRESS = 20;

type LoggedRow = Selectable<Database["webhook_events"]>;

interface Listener {
  event: string;
  /** The last seq this stream sent. */
  after: number;
  /** Rows heard while the stream was still sending what it missed: sent after that, in order. */
  held: LoggedRow[] | null;
  send(row: LoggedRow): void;
}

/**
 * The log's tail, read once for every stream of this process: after each local commit that
 * logged something and every `pollMs` (other processes' events), the rows past the last seen
 * go to the streams of their event. The log's seq follows commit order (each logging commit
 * holds the store's revision row until it commits), so reading past the last seq misses none.
 */
export class EventTail {
  private last: number | null = null;
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
  /** Reads the rows past the last seen; a kick while it reads makes it read once more after. */
  private readonly reader = oneAtATime(
    () => this.read(),
    () => this.log,
    "[Webhooks] reading the event log failed",
  );

  constructor(
    private readonly store: ThingStore,
    private readonly pollMs: number,
    private readonly log: Logger,
  ) {}

  /** The last seq logged, read once. */
  private async lastSeq(): Promise<number> {
    if (this.last === null) {
      const row = await this.store.db
        .selectFrom("webhook_events")
        .select((eb) => eb.fn.max("seq").as("seq"))
        .executeTakeFirst();
      this.last ??= Number(row?.seq ?? 0);
    }
    return this.last;
  }

  async subscribe(listener: Omit<Listener, "after" | "held">, from: number | null): Promise<() => void> {
    const entry: Listener = { ...listener, after: from ?? (await this.lastSeq()), held: from === null ? null : [] };
    this.listeners.add(entry);
    this.timer ??= setInterval(() => this.kick(), this.pollMs);
    if (entry.held) {
      // What it missed, page by page, then what was heard meanwhile.
      for (;;) {
        const rows = await this.store.db
          .selectFrom("webhook_events")
          .selectAll()
          .where("event_id", "=", entry.event)
          .where("seq", ">", entry.after)
          .orderBy("seq")
          .limit(PAGE)
          .execute();
        for (const row of rows) deliver(entry, row);
        if (rows.length < PAGE) break;
      }
      const held = entry.held;
      entry.held = null;
      for (const row of held) deliver(entry, row);
    }
    return () => {
      this.listeners.delete(entry);
      if (!this.listeners.size && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
        // Not read while nobody listens: the next stream reads where the log is then.
        this.last = null;
      }
    };
  }

  kick(): void {
    if (this.listeners.size) void this.reader();
  }

  private async read(): Promise<void> {
    for (;;) {
      const after = await this.lastSeq();
      const rows = await this.store.db
        .selectFrom("webhook_events")
        .selectAll()
        .where("seq", ">", after)
        .orderBy("seq")
        .limit(PAGE)
        .execute();
      for (const row of rows) {
        this.last = Number(row.seq);
        for (const listener of this.listeners) if (listener.event === row.event_id) deliver(listener, row);
      }
      if (rows.length < PAGE) return;
    }
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.listeners.clear();
  }
}

function deliver(listener: Listener, row: LoggedRow): void {
  if (listener.held) {
    listener.held.push(row);
    return;
  }
  const seq = Number(row.seq);
  if (seq <= listener.after) return;
  listener.after = seq;
  listener.send(row);
}

/** One server-sent event: `id:` the log's seq, `event:` the type, `data:` the webhook body. */
function eventText(row: LoggedRow): string {
  const body = webhookBody({ type: row.type as WebhookType, at: Number(row.at), data: JSON.parse(row.data) as Record<string, unknown> });
  return `id: ${row.seq}\nevent: ${row.type}\ndata: ${body}\n\n`;
}

/**
 * `GET /api/events/<event id>/stream`: the event's webhook events as server-sent events, public
 * and read-only, from any origin. `Last-Event-ID` (or `?lastEventId=`) resumes after that seq
 * with nothing missed; a comment line every `heartbeatMs` keeps proxies from closing it.
 */
export function mountEventStream(app: Express, store: ThingStore, tail: EventTail, settings: WebhookSettings, limit: RequestHandler) {
  const open = new Map<string, number>();
  const responses = new Set<Response>();
  app.get("/api/events/:id/stream", limit, async (req: Request, res: Response) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    const event = await store.getTyped(longId(String(req.params.id)), "Events");
    if (!event) {
      res.status(404).json({ error: true, errorMessage: "Event not found" });
      return;
    }
    const resume = req.get("Last-Event-ID") ?? (typeof req.query.lastEventId === "string" ? req.query.lastEventId : undefined);
    const from = resume !== undefined && /^\d{1,15}$/.test(resume.trim()) ? Number(resume) : null;
    if (resume !== undefined && from === null) {
      res.status(400).json({ error: true, errorMessage: "Last-Event-ID must be an event id this stream sent (a whole number)" });
      return;
    }
    const address = String(req.ip);
    if ((open.get(address) ?? 0) >= STREAMS_PER_ADDRESS) {
      res.status(429).json({ error: true, errorMessage: `At most ${STREAMS_PER_ADDRESS} event streams per address` });
      return;
    }
    open.set(address, (open.get(address) ?? 0) + 1);
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      // nginx would hold the events in its buffer.
      "X-Accel-Buffering": "no",
    });
    res.write(`retry: 3000\n: events of ${event.id}\n\n`);
    responses.add(res);
    const heartbeat = setInterval(() => res.write(": heartbeat\n\n"), settings.heartbeatMs);
    let stop: (() => void) | null = null;
    let gone = false;
    res.on("close", () => {
      gone = true;
      clearInterval(heartbeat);
      stop?.();
      responses.delete(res);
      const count = (open.get(address) ?? 1) - 1;
      if (count > 0) open.set(address, count);
      else open.delete(address);
    });
    stop = await tail.subscribe({ event: event.id, send: (row) => res.write(eventText(row)) }, from);
    // Gone while it subscribed: let go at once.
    if (gone) stop();
  });
  return {
    /** End every open stream (the server is closing). */
    close() {
      for (const res of responses) res.end();
    },
  };
}
