/** SPEC §9: the disconnected notice waits out a 3 s grace. */
export const DISCONNECT_GRACE_MS = 3000;

export type NavNoticeKind = "disconnected" | "rebuilding" | "error-rate" | null;

/** The one notice the navigation shows, by SPEC §2.3's priority: disconnected, server rebuilding, high error rate. */
export function pickNavNotice(state: {
  connected: boolean;
  disconnectedSince: number | null;
  flags: readonly string[];
  now: number;
}): NavNoticeKind {
  if (!state.connected && state.disconnectedSince !== null && state.now - state.disconnectedSince >= DISCONNECT_GRACE_MS)
    return "disconnected";
  if (state.flags.some((f) => /rebuild/i.test(f))) return "rebuilding";
  if (state.flags.some((f) => /error/i.test(f))) return "error-rate";
  return null;
}
