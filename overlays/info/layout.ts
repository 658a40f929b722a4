import type { BroadcastRecord, EventRecord } from "../../domain/tables.ts";

export interface InfoText {
  eventName: string;
  dates: string;
  /** The broadcast's notice, else its title; "" for none. */
  text: string;
}

const day = (ms: number, zone: string, year: boolean) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", ...(year ? { year: "numeric" } : {}), timeZone: zone }).format(ms);

/** The event's span, from its start to its last match day: "Nov 3 – Nov 24, 2026" (one day alone when it is one). */
export function eventDates(event: Pick<EventRecord, "start_date" | "event_date"> | null, zone = "UTC"): string {
  const days = [event?.start_date, ...(event?.event_date ?? [])].filter((x): x is number => typeof x === "number");
  if (!days.length) return "";
  const first = Math.min(...days);
  const last = Math.max(...days);
  const a = day(first, zone, false);
  const b = day(last, zone, true);
  return a === day(last, zone, false) ? b : `${a} – ${b}`;
}

export function infoText(
  broadcast: Pick<BroadcastRecord, "notice_text" | "title" | "timezone">,
  event: EventRecord | null,
  title: string | null,
): InfoText {
  return {
    eventName: (event?.name ?? "").toUpperCase(),
    dates: eventDates(event, broadcast.timezone || "UTC").toUpperCase(),
    text: (broadcast.notice_text?.trim() || title?.trim() || broadcast.title?.trim() || "").trim(),
  };
}
