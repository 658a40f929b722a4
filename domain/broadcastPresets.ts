import type { ActionInput, BREAK_DISPLAY_OPTIONS } from "./actions.ts";
import type { BroadcastRecord, EventRecord } from "./tables.ts";

/** SPEC §9 quick titles: one click sets the broadcast title to one of these. */
export const QUICK_TITLES = ["Starting Soon", "Be Right Back", "Thanks for Watching"] as const;

export const END_OF_STREAM_TITLE = "Thanks for watching!";

export type BreakDisplayOption = (typeof BREAK_DISPLAY_OPTIONS)[number];

/** A preset: what it writes to the broadcast (update-broadcast) and the break display it sets (update-break-display). */
export interface BroadcastPreset {
  id: "start-of-stream" | "end-of-stream";
  name: string;
  broadcast: ActionInput<"update-broadcast">;
  breakDisplay: BreakDisplayOption;
}

/** SPEC §9 Start of stream: the title is the event's short name, else its name, else the broadcast's name; break display Automated. */
export function startOfStreamPreset(
  broadcast: Pick<BroadcastRecord, "name">,
  event: Pick<EventRecord, "name" | "short"> | null | undefined,
): BroadcastPreset {
  const title = event?.short?.trim() || event?.name?.trim() || broadcast.name;
  return { id: "start-of-stream", name: "Start of stream", broadcast: { title }, breakDisplay: "Automated" };
}

/** SPEC §9 End of stream: title 'Thanks for watching!', break display Staff, countdown cleared. */
export function endOfStreamPreset(): BroadcastPreset {
  return {
    id: "end-of-stream",
    name: "End of stream",
    broadcast: { title: END_OF_STREAM_TITLE, countdownEnd: null },
    breakDisplay: "Staff",
  };
}

/** Both presets, in the order the dashboard offers them. */
export function broadcastPresets(
  broadcast: Pick<BroadcastRecord, "name">,
  event: Pick<EventRecord, "name" | "short"> | null | undefined,
): BroadcastPreset[] {
  return [startOfStreamPreset(broadcast, event), endOfStreamPreset()];
}
