import type { NextFunction, Request, Response } from "express";

/** The two front ends: the site (with the crew's tools) and the overlay page OBS loads. */
export type PageKind = "site" | "overlay";

/** A Host header fit to name in a policy; anything else is left out (`'self'` still covers it). */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * What each page loads, and nothing more. Both: Vite's scripts and styles under /assets,
 * images from /image, Pixi's blob: workers and data:/blob: textures, the live socket to this
 * host. No 'unsafe-eval': the pages run Pixi's eval-free build (`pixi.js/unsafe-eval`) and
 * zod without its compiled parsers (live/noEval.ts).
 * The site also: images from anywhere over https (sign-in avatars, images in news and event
 * text), VOD videos and players (YouTube, Twitch, PDF links) and the stream software's own
 * WebSocket at an address the crew types. The overlay: its inline page style and the crews'
 * `broadcast_css` (which may pull fonts and images from the web), cams framed from the peer
 * video service (a broadcast may name its own, http or https), and the music's audio.
 */
function directives(kind: PageKind, host: string | undefined): string[][] {
  const socket = host && HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  const common = [
    ["default-src", "'self'"],
    ["script-src", "'self'"],
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  if (kind === "site")
    return [
      ...common,
      ["style-src", "'self'"],
      ["img-src", "'self'", "data:", "blob:", "https:"],
      ["font-src", "'self'", "data:"],
      ["media-src", "'self'", "data:", "blob:", "https:"],
      ["frame-src", "'self'", "https:"],
      ["connect-src", "'self'", "ws:", "wss:"],
      // The site need not be framed by anyone else.
      ["frame-ancestors", "'self'"],
    ];
  return [
    ...common,
    ["style-src", "'self'", "'unsafe-inline'", "https:"],
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'", "data:", "https:"],
    ["media-src", "'self'", "data:", "blob:"],
    ["frame-src", "'self'", "https:", "http:"],
    // http: and https:: an embedded page is checked to answer before it shows, so an address that does not
    // answer never puts the browser's error page on air (engine/domLayer.ts).
    ["connect-src", "'self'", ...socket, "http:", "https:"],
    // No frame-ancestors: OBS, the dashboard's previews and any crew tool may frame an overlay.
  ];
}

/** The Content-Security-Policy of a page, for the host the browser reached it by. */
export function contentSecurityPolicy(kind: PageKind, host?: string): string {
  return directives(kind, host)
    .map((d) => d.join(" "))
    .join("; ");
}

/** A page's own headers: its policy and, for the site, the older frame rule browsers without CSP read. */
export function setPageHeaders(req: Request, res: Response, kind: PageKind): void {
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(kind, req.headers.host));
  if (kind === "site") res.setHeader("X-Frame-Options", "SAMEORIGIN");
}

/**
 * Every response: never sniffed into another type (an upload read as a script or page), and
 * only the origin as referrer to other sites. Pages add their own policy (setPageHeaders);
 * overlay and crew pages narrow the referrer to none, as their URLs carry tokens.
 */
export function securityHeaders() {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    next();
  };
}
