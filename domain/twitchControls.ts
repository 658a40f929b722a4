import { COMMERCIAL_LENGTHS, PREDICTION_AUTO_LOCK_S } from "./actions.ts";
import type { BroadcastRecord, MatchRecord } from "./tables.ts";

/**
 * Rules of the dashboard's Twitch controls (SPEC §2.9, §5, §9): when the title can be set,
 * how commercial lengths read, and what each prediction button sends.
 */

/** The title format set-title uses (SPEC §5): the special title format for a special event, else the title format. */
export function titleFormatOf(
  broadcast: Pick<BroadcastRecord, "title_format" | "special_title_format">,
  match: Pick<MatchRecord, "special_event"> | null | undefined,
): string | undefined {
  return match?.special_event ? broadcast.special_title_format : broadcast.title_format;
}

/** Why Update title is disabled (SPEC §5), or null when it can run. */
export function titleBlocker(
  broadcast: Pick<BroadcastRecord, "title_format" | "special_title_format">,
  liveMatch: Pick<MatchRecord, "special_event"> | null | undefined,
): string | null {
  if (!liveMatch) return "Choose a live match to set the title";
  if (titleFormatOf(broadcast, liveMatch)) return null;
  return liveMatch.special_event
    ? "This special event needs a special title format on the broadcast"
    : "This broadcast has no title format";
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

/**
 * Why a prediction button cannot act now (SPEC §2.9), or null: create needs a live match and no
 * running prediction; the others need a running one, and lock an open one.
 */
export function predictionBlocker(
  button: Pick<PredictionButton, "action">,
  broadcast: Pick<BroadcastRecord, "prediction_id" | "prediction_status">,
  liveMatch: Pick<MatchRecord, "id"> | null | undefined,
): string | null {
  const running = !!broadcast.prediction_id;
  if (button.action === "create") {
    if (!liveMatch) return "Choose a live match to create a prediction";
    return running ? "A prediction is already running" : null;
  }
  if (!running) return "No prediction is running";
  return button.action === "lock" && broadcast.prediction_status !== "ACTIVE" ? "The prediction is already locked" : null;
}

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
