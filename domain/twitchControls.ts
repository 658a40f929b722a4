import { COMMERCIAL_LENGTHS, PREDICTION_AUTO_LOCK_S } from "./actions.ts";
import type { BroadcastRecord, MatchRecord } from "./tables.ts";

/**
 * Rules of the dashboard's Twitch controls (SPEC §2.9, §5, §9): when the title can be set,
 * how commercial lengths read, and what each prediction button sends.
 */

/** Why Update title is disabled (SPEC §5), or null when it can run. */
export function titleBlocker(
  broadcast: Pick<BroadcastRecord, "title_format" | "special_title_format">,
  liveMatch: Pick<MatchRecord, "special_event"> | null | undefined,
): string | null {
  if (!liveMatch) return "Choose a live match to set the title";
  if (liveMatch.special_event)
    return broadcast.special_title_format ? null : "This special event needs a special title format on the broadcast";
  return broadcast.title_format ? null : "This broadcast has no title format";
}

export type CommercialLength = (typeof COMMERCIAL_LENGTHS)[number];

/** 30 → 30s, 60 → 1m, 90 → 1m30s (SPEC §2.9 button labels). */
export function commercialLabel(seconds: CommercialLength): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (!minutes) return `${rest}s`;
  return rest ? `${minutes}m${rest}s` : `${minutes}m`;
}

export interface PredictionButton {
  label: string;
  action: "create" | "lock" | "resolve" | "cancel";
  type: "match" | "map";
  /** Seconds until Twitch locks a new prediction (SPEC §9); create only. */
  autoLockAfter?: number;
}

/** SPEC §2.9 prediction buttons in order; the lock and cancel act on the running prediction. */
export const PREDICTION_BUTTONS: readonly PredictionButton[] = [
  { label: "Create Match", action: "create", type: "match", autoLockAfter: PREDICTION_AUTO_LOCK_S.match },
  { label: "Resolve (match)", action: "resolve", type: "match" },
  { label: "Create Map", action: "create", type: "map", autoLockAfter: PREDICTION_AUTO_LOCK_S.map },
  { label: "Resolve (map)", action: "resolve", type: "map" },
  { label: "Lock", action: "lock", type: "match" },
  { label: "Cancel", action: "cancel", type: "match" },
];

/** What a prediction's state reads as in the panel. */
const PREDICTION_STATES: Record<string, string> = {
  ACTIVE: "Prediction open",
  LOCKED: "Prediction locked",
  RESOLVED: "Prediction resolved",
  CANCELED: "Prediction cancelled",
};
export function predictionStatusText(status: string | null | undefined): string {
  return (status && PREDICTION_STATES[status]) || "No prediction running";
}
