/**
 * Overlay routes: `/broadcast/<code>/<overlay>` (a fixed broadcast) and
 * `/client/<key>/<overlay>` (whatever broadcast that client has active). The overlay
 * name may have a sub-path (cams/desk, gfx/2); an empty one is the stinger.
 */
export interface OverlayRoute {
  kind: "broadcast" | "client";
  /** Broadcast code, or the client key lowercased. */
  code: string;
  overlay: string;
  params: URLSearchParams;
}

export function parseOverlayRoute(pathname: string, search: string): OverlayRoute | null {
  const parts = pathname
    .split("/")
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  if (parts.length < 2 || (parts[0] !== "broadcast" && parts[0] !== "client")) return null;
  const kind = parts[0];
  return {
    kind,
    code: kind === "client" ? parts[1].toLowerCase() : parts[1],
    overlay: parts.slice(2).join("/").toLowerCase(),
    params: new URLSearchParams(search),
  };
}

/** The live key of the record a route starts from. */
export function rootKey(route: OverlayRoute): string {
  return route.kind === "client" ? `client-${route.code}` : `broadcast-${route.code}`;
}
