import { shortId } from "./ids.ts";

/**
 * Player cams travel through a peer video service (SPEC §5: webcams are its view links).
 * Each player sends under a stream id made from their record id, so a cam link never
 * needs typing: the player opens their send link (on /cams), overlays open the view link.
 * A broadcast may name its own service link in `player_cams` (for a private room).
 */
export const PEER_VIDEO_SERVICE = "https://vdo.ninja/";
/** SPEC §9 and OVERLAYS.md: the default camera parameters of a view link. */
export const DEFAULT_CAM_PARAMS = ["cover", "na", "animate=0"];

/** The player's stream id on the service: letters and digits only. */
export function camStreamId(playerId: string): string {
  return shortId(playerId).replace(/[^A-Za-z0-9]/g, "");
}

/** The broadcast's service link when it names one (http or https), else the default service. */
export function camService(playerCams: string | null | undefined): URL {
  const text = (playerCams ?? "").trim();
  try {
    if (/^https?:\/\//i.test(text)) return new URL(text);
  } catch {
    // A bad link falls back to the default service.
  }
  return new URL(PEER_VIDEO_SERVICE);
}

function withParams(base: URL, first: [string, string], params: readonly string[]): string {
  const url = new URL(base);
  url.searchParams.set(...first);
  const extra = params
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [k, ...v] = p.split("=");
      return v.length ? `${encodeURIComponent(k)}=${encodeURIComponent(v.join("="))}` : encodeURIComponent(k);
    });
  return extra.length ? `${url.toString()}&${extra.join("&")}` : url.toString();
}

/** The link an overlay frames for a player's cam (the `params` option, else the defaults). */
export function camViewUrl(playerId: string, params: readonly string[] | null, playerCams?: string | null): string {
  return withParams(camService(playerCams), ["view", camStreamId(playerId)], params?.length ? params : DEFAULT_CAM_PARAMS);
}

/** The link a player opens to send their cam. */
export function camSendUrl(playerId: string, playerCams?: string | null): string {
  return withParams(camService(playerCams), ["push", camStreamId(playerId)], []);
}

/** Whether a broadcast's cams are on: they are until turned off (`show_cams: false`, the Stream Deck's toggle_cams). */
export function camsOn(broadcast: { show_cams?: boolean }): boolean {
  return broadcast.show_cams !== false;
}
