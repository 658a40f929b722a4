/**
 * The crew pages among the client routes, and the transmitter's default address. Apart
 * from domain/streamSoftware.ts, which needs zod: the site's entry and its settings read
 * these on every page, which must stay small.
 */

/** SPEC §3: the transmitter's address when the settings name none. */
export const DEFAULT_TRANSMITTER_URL = "localhost:4455";

/**
 * Routes under `/client/<key>/` that are crew pages, not graphics: they sign in with the
 * `token` query option (an OBS browser source has no site session) and run in the site's build.
 */
export const CREW_ROUTES = ["admin", "remote", "tally-transmitter", "websocket-transmitter"] as const;
export type CrewRoute = (typeof CREW_ROUTES)[number];
export function isCrewRoute(overlay: string): overlay is CrewRoute {
  return (CREW_ROUTES as readonly string[]).includes(overlay.toLowerCase().replace(/\/+$/, ""));
}

/** `/client/<key>/<crew route>` → its client key and route; null for any other path. */
export function crewPath(pathname: string): { client: string; route: CrewRoute } | null {
  const match = /^\/client\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const route = decodeURIComponent(match[2]).toLowerCase();
  return isCrewRoute(route) ? { client: decodeURIComponent(match[1]).toLowerCase(), route } : null;
}
