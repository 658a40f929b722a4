/**
 * Production triggers (SPEC §7 `prod_trigger`): one-off commands a producer, the
 * dashboard or a Stream Deck sends to the overlays of a broadcast. Comms and draft
 * triggers are the SPEC's own; the others drive the overlays of OVERLAYS.md that list
 * triggers (confetti: stop, disable, enable; desk: show, hide, toggle, clear talent;
 * music: skip, fade-skip, fade-stop).
 */
export const PROD_TRIGGERS = {
  comms_enable: "Enable team comms (data: team 1 or 2)",
  comms_disable: "Disable team comms",
  reset_draft: "Reset the draft board",
  advance_draft: "Advance the draft board",
  confetti_burst: "Confetti: burst now",
  confetti_stop: "Confetti: clear what is falling",
  confetti_disable: "Confetti: stop and ignore bursts",
  confetti_enable: "Confetti: allow bursts again",
  desk_show: "Desk: bring the desk on",
  desk_hide: "Desk: take the desk off",
  desk_toggle: "Desk: toggle on or off",
  clear_talent: "Desk: clear the talent name plates",
  music_skip: "Music: next track now",
  music_fade_skip: "Music: crossfade to the next track",
  music_fade_stop: "Music: fade out and stop",
} as const;

export type ProdTrigger = keyof typeof PROD_TRIGGERS;
export const PROD_TRIGGER_NAMES = Object.keys(PROD_TRIGGERS) as [ProdTrigger, ...ProdTrigger[]];

export function isProdTrigger(value: unknown): value is ProdTrigger {
  return typeof value === "string" && Object.hasOwn(PROD_TRIGGERS, value);
}
