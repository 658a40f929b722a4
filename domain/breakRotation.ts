import { BREAK_AUTOMATION_ENDINGS, BREAK_AUTOMATION_ROTATION } from "./actions.ts";

/** The panels a break screen can show in its main area. */
export type BreakPanel = "Schedule" | "Standings" | "Image" | "Bracket" | "Staff" | "Matchup" | "Title" | "Other Info" | "Other Streams";

export const ROTATION_MS = 20_000;
export const FINAL_STRETCH_MS = 30_000;

/** break_automation names → the panel they show. */
const AUTOMATION_PANEL: Record<(typeof BREAK_AUTOMATION_ROTATION)[number], BreakPanel> = {
  Schedule: "Schedule",
  Standings: "Standings",
  Bracket: "Bracket",
  Matchup: "Matchup",
  Image: "Image",
  "Event Staff": "Staff",
  Title: "Title",
  "Other Broadcast Matches": "Other Info",
};
const PANELS = new Set<string>(["Schedule", "Standings", "Image", "Bracket", "Staff", "Matchup", "Title", "Other Info", "Other Streams"]);

export interface BreakState {
  break_display?: string | null;
  break_automation?: string[] | null;
  countdown_end?: number | null;
}

/** The rotation list when Automated (endings are not panels); Schedule when empty. */
export function automationPanels(automation: readonly string[] | null | undefined): BreakPanel[] {
  const list = (automation ?? []).flatMap((a) => (a in AUTOMATION_PANEL ? [AUTOMATION_PANEL[a as keyof typeof AUTOMATION_PANEL]] : []));
  return list.length ? list : ["Schedule"];
}

/**
 * Which panel the break shows at time `now` (ms): the chosen break_display, or when it is
 * Automated, break_automation in turn every 20 s, with "Always do 30s Matchup/Schedule"
 * taking over for the countdown's last 30 s.
 */
export function breakPanelAt(state: BreakState, now: number): BreakPanel {
  const display = state.break_display ?? "Automated";
  if (display !== "Automated") return PANELS.has(display) ? (display as BreakPanel) : "Title";
  const automation = state.break_automation ?? [];
  const left = state.countdown_end == null ? null : state.countdown_end - now;
  if (left != null && left > 0 && left <= FINAL_STRETCH_MS) {
    if (automation.includes(BREAK_AUTOMATION_ENDINGS[0])) return "Matchup";
    if (automation.includes(BREAK_AUTOMATION_ENDINGS[1])) return "Schedule";
  }
  const panels = automationPanels(automation);
  return panels[Math.floor(Math.max(0, now) / ROTATION_MS) % panels.length];
}

/** Milliseconds until the panel may next change (for scheduling a redraw). */
export function msUntilNextPanel(state: BreakState, now: number): number {
  const toRotation = ROTATION_MS - (now % ROTATION_MS);
  const left = state.countdown_end == null ? Infinity : state.countdown_end - now;
  const toStretch = left > FINAL_STRETCH_MS ? left - FINAL_STRETCH_MS : left > 0 ? left : Infinity;
  return Math.max(50, Math.min(toRotation, toStretch));
}
