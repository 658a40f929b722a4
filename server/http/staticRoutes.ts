import express, { type Request, type Response, type Router } from "express";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { crewPath } from "../../domain/crewRoutes.ts";
import { precompressed } from "./precompressed.ts";
import { setPageHeaders } from "./securityHeaders.ts";

/** `/client/<key>/admin`, `/remote`, the transmitters: crew pages, React pages of the site's build (the same test the page makes). */
export function isCrewPath(path: string): boolean {
  try {
    return crewPath(path) !== null;
  } catch {
    // A malformed escape: not a page the site's router would show as a crew page either.
    return false;
  }
}

/** Paths that load the overlay page rather than the site (ARCHITECTURE "Overlays"), crew pages aside. */
const OVERLAY_ROUTE = /^\/(broadcast|client)\/[^/]+/;

/** A site page whose URL carries a secret: the first run's one-time code (`/setup?code=`), or a sign-in token. */
const carriesSecret = (req: Request) => req.path.replace(/\/+$/, "") === "/setup" || "token" in req.query || "code" in req.query;

/**
 * The built front end: hashed assets cached for good and sent as the brotli or gzip copy
 * the build made when the browser takes one, the overlay entry for overlay
 * routes (an OBS source never downloads the site), the site's entry for everything else,
 * crew pages under `/client/<key>/` included.
 */
export function mountStaticRoutes(router: Router, distDir: string, renderSitePage?: (req: Request, html: string) => Promise<string>) {
  const sitePage = join(distDir, "index.html");
  const overlayPage = join(distDir, "overlay.html");
  if (!existsSync(sitePage)) throw new Error(`[Static] ${sitePage} is missing: run npm run build`);
  const siteHtml = readFileSync(sitePage, "utf8");
  const overlayHtml = existsSync(overlayPage) ? readFileSync(overlayPage, "utf8") : siteHtml;

  const assets = join(distDir, "assets");
  const forGood = { immutable: true, maxAge: "1y" };
  router.use("/assets", precompressed(assets, forGood));
  router.use("/assets", express.static(assets, { ...forGood, index: false }));
  // A chunk that is not there (an old build's) is a 404, never the site's page in its place.
  router.use("/assets", (_req: Request, res: Response) => void res.status(404).end());
  // The entries as files (`/index.html`, `/overlay.html`) carry their page's policy too.
  const entryHeaders = (res: Response, path: string) => {
    if (path.endsWith(".html")) setPageHeaders(res.req, res, path.endsWith("overlay.html") ? "overlay" : "site");
  };
  router.use(express.static(distDir, { index: false, maxAge: "1h", setHeaders: entryHeaders }));
  router.get(/.*/, async (req: Request, res: Response) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    const crew = isCrewPath(req.path);
    const overlay = !crew && OVERLAY_ROUTE.test(req.path);
    // Overlay and crew URLs may carry `?token=`, the setup page `?code=`: no link or request from the page sends it on.
    if (overlay || crew || carriesSecret(req)) res.setHeader("Referrer-Policy", "no-referrer");
    setPageHeaders(req, res, overlay ? "overlay" : "site");
    if (overlay) {
      res.send(overlayHtml);
      return;
    }
    res.send(renderSitePage ? await renderSitePage(req, siteHtml) : siteHtml);
  });
}
