import { BREAK_AUTOMATION_ENDINGS, BREAK_AUTOMATION_ROTATION } from "./actions.ts";
import { normaliseBreakAutomation } from "./breakAutomation.ts";
import { breakPanelAt, msUntilNextPanel, type BreakState } from "./breakRotation.ts";
import type { BroadcastRecord } from "./tables.ts";

/** The break display of a broadcast: Automated when none is stored (the break overlay's default). */
export function breakDisplayOf(state: Pick<BreakState, "break_display">): string {
  return state.break_display || "Automated";
}

/**
 * The break panel's one-line status: "Break: Standings", or when Automated the panel the
 * rotation moves to next ("Break: Automated, next Standings"), or the one it holds.
 */
export function breakStatus(state: BreakState, now: number): string {
  const display = breakDisplayOf(state);
  if (display !== "Automated") return `Break: ${display}`;
  const current = breakPanelAt(state, now);
  const next = breakPanelAt(state, now + msUntilNextPanel(state, now));
  return next === current ? `Break: Automated, showing ${current}` : `Break: Automated, next ${next}`;
}

/** SPEC §5: Matchup won't show when no live match is selected or the live match isn't showing. */
export function matchupWontShow(broadcast: Pick<BroadcastRecord, "live_match" | "show_live_match">): boolean {
  return !broadcast.live_match?.length || !broadcast.show_live_match;
}

export type BreakAutomationOption = (typeof BREAK_AUTOMATION_ROTATION)[number] | (typeof BREAK_AUTOMATION_ENDINGS)[number];
const AUTOMATION_OPTIONS: readonly string[] = [...BREAK_AUTOMATION_ROTATION, ...BREAK_AUTOMATION_ENDINGS];
const isAutomationOption = (o: string): o is BreakAutomationOption => AUTOMATION_OPTIONS.includes(o);

/**
 * Ticking or unticking one automation option. Rotation options keep the order they were
 * ticked in; ticking an ending option replaces the other one (SPEC §5: the last choice
 * wins). Stored names the server no longer accepts are dropped.
 */
export function toggleAutomationOption(
  current: readonly string[] | null | undefined,
  option: BreakAutomationOption,
): BreakAutomationOption[] {
  const list = (current ?? []).filter(isAutomationOption);
  return list.includes(option) ? list.filter((o) => o !== option) : normaliseBreakAutomation([...list, option]).filter(isAutomationOption);
}
