import * as z from "zod/mini";

/** The server's clock as seen from here: countdowns and clocks agree across every screen. */
let offset = 0;
let synced: Promise<void> | null = null;
const TimeReply = z.object({ now: z.number() });

/** Measure the offset once (half the round trip is assumed each way). */
export function syncServerClock(baseUrl = "", doFetch: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<void> {
  synced ??= (async () => {
    try {
      const sent = Date.now();
      const response = await doFetch(`${baseUrl}/time`, { cache: "no-store" });
      const reply = TimeReply.safeParse(await response.json());
      const received = Date.now();
      // Whole milliseconds: times made from it (a countdown's end) are stored as integers.
      if (reply.success) offset = Math.round(reply.data.now - (sent + received) / 2);
    } catch {
      offset = 0;
    }
  })();
  return synced;
}

export function serverNow(): number {
  return Date.now() + offset;
}
