import express, { type Request, type Response, type Router } from "express";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Paths that load the overlay page rather than the site (ARCHITECTURE "Overlays"). */
export function isOverlayPath(path: string): boolean {
  return /^\/(broadcast|client)\/[^/]+/.test(path);
}

/**
 * The built front end: hashed assets cached for good, the overlay entry for overlay
 * routes (an OBS source never downloads the site), the site's entry for everything else.
 */
export function mountStaticRoutes(router: Router, distDir: string, renderSitePage?: (req: Request, html: string) => Promise<string>) {
  const sitePage = join(distDir, "index.html");
  const overlayPage = join(distDir, "overlay.html");
  if (!existsSync(sitePage)) throw new Error(`[Static] ${sitePage} is missing: run npm run build`);
  const siteHtml = readFileSync(sitePage, "utf8");
  const overlayHtml = existsSync(overlayPage) ? readFileSync(overlayPage, "utf8") : siteHtml;

  router.use("/assets", express.static(join(distDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  router.get(/.*/, async (req: Request, res: Response) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    if (isOverlayPath(req.path)) {
      res.send(overlayHtml);
      return;
    }
    res.send(renderSitePage ? await renderSitePage(req, siteHtml) : siteHtml);
  });
}
