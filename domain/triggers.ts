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
  cams_toggle: "Cams: show or hide the player cams",
} as const;

export type ProdTrigger = keyof typeof PROD_TRIGGERS;
export const PROD_TRIGGER_NAMES = Object.keys(PROD_TRIGGERS) as [ProdTrigger, ...ProdTrigger[]];

export function isProdTrigger(value: unknown): value is ProdTrigger {
  return typeof value === "string" && Object.hasOwn(PROD_TRIGGERS, value);
}

/**
 * The original system's trigger names (its overlays and Stream Deck module) and the
 * trigger each is here. `draft_*` names are the original draft board's own: they reach
 * the client's room under their name and no overlay here acts on them.
 */
export const ORIGINAL_TRIGGERS = {
  comms_enable: "comms_enable",
  comms_disable: "comms_disable",
  show_talent: "desk_show",
  hide_talent: "desk_hide",
  toggle_talent: "desk_toggle",
  stop_confetti: "confetti_stop",
  enable_confetti: "confetti_enable",
  disable_confetti: "confetti_disable",
  skip_song: "music_skip",
  fade_skip_song: "music_fade_skip",
  fade_stop_song: "music_fade_stop",
  // The original's maps overlay faded its own map music; here the music overlay plays it, so it fades that.
  fade_map_music: "music_fade_stop",
  toggle_cams: "cams_toggle",
  draft_reset: "reset_draft",
  draft_advance: "advance_draft",
} as const satisfies Record<string, ProdTrigger>;
export type OriginalTrigger = keyof typeof ORIGINAL_TRIGGERS;

/** A draft board trigger of the original, relayed by name only. */
export const ORIGINAL_DRAFT_TRIGGER = /^draft_[a-z0-9_]{1,40}$/;

/**
 * The original source overview's "Remote OBS control": it asks the client's remote page for
 * OBS's scenes and inputs, the page answers with them. Relayed by name only, to the client's
 * pages and its remote page.
 */
export const ORIGINAL_REMOTE_TRIGGERS = ["request_obs_remote_control_update", "obs_remote_data"] as const;

export function isOriginalRemoteTrigger(name: string): boolean {
  return (ORIGINAL_REMOTE_TRIGGERS as readonly string[]).includes(name);
}

/**
 * The original name of one of our triggers, for the original overlays listening in the
 * client's room: the first listed, where several original names map onto one trigger.
 */
export function originalTriggerName(trigger: ProdTrigger): OriginalTrigger | null {
  const entry = Object.entries(ORIGINAL_TRIGGERS).find(([, ours]) => ours === trigger);
  return entry ? (entry[0] as OriginalTrigger) : null;
}
