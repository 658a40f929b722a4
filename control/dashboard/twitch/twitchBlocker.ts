import { useEffect, useState } from "react";
import type { BroadcastRecord } from "../../../domain/tables.ts";
import { fetchSignInProviders } from "../../../live/auth.ts";

/** Where a channel's owner connects it (SPEC §2.5, §2.12). */
export const TWITCH_AUTH_PATH = "/tools/twitch-auth";

/** The server's words when it has no Twitch application (server/actions/twitch/twitchContext.ts). */
export const TWITCH_NOT_CONFIGURED = "Twitch is not configured on this server";
/** The server's words when the broadcast's channel is not connected. */
export const TWITCH_NOT_CONNECTED = "This broadcast has no connected Twitch channel";

/**
 * Why no Twitch control can act for this broadcast, or null when they can, so the controls say
 * so before a click instead of after one. The server says whether it has a Twitch application
 * (`/auth/providers`; null while asking), and the broadcast record whether its channel is
 * connected: /twitch_auth/return writes `channel_id` once the channel's owner connects it. Every
 * Twitch action refuses without either. `channel` alone is only the name shown.
 */
export function twitchBlocker(broadcast: Pick<BroadcastRecord, "channel_id">, configured: boolean | null): string | null {
  if (configured === false) return TWITCH_NOT_CONFIGURED;
  return broadcast.channel_id?.trim() ? null : TWITCH_NOT_CONNECTED;
}

/** Whether the server has a Twitch application: null until it has answered (or when it cannot). */
export function useTwitchConfigured(): boolean | null {
  const [configured, setConfigured] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void fetchSignInProviders().then((providers) => current && setConfigured(providers?.twitch ?? null));
    return () => {
      current = false;
    };
  }, []);
  return configured;
}
