import express, { type Request, type Response, type Router } from "express";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { precompressed } from "./precompressed.ts";

/** What the build writes to dist/ograf/index.json (scripts/ograf.ts). */
const BuiltIndex = z.object({
  graphics: z.array(z.object({ id: z.string(), name: z.string(), manifest: z.string(), package: z.string() })),
});

/** Anyone's renderer may load them: public code, no data in them. No credentials are asked for or taken. */
function openToAll(res: Response): void {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.removeHeader("Access-Control-Allow-Credentials");
  res.removeHeader("Vary");
}

/**
 * Our overlays as EBU OGraf graphics, as the build packaged them (dist/ograf/):
 * `GET /ograf/index.json` lists them with their manifests' addresses, `/ograf/<id>/…`
 * serves each manifest and the module and files it loads, `/ograf/<id>.zip` its package.
 * All with `Access-Control-Allow-Origin: *`, for a renderer at any origin.
 */
export function mountOgrafRoutes(router: Router, distDir: string): void {
  const dir = join(distDir, "ograf");
  const indexFile = join(dir, "index.json");
  const built = existsSync(indexFile) ? BuiltIndex.parse(JSON.parse(readFileSync(indexFile, "utf8"))) : null;

  router.use("/ograf", (req: Request, res: Response, next) => {
    openToAll(res);
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS");
      return void res.status(204).end();
    }
    if (!built) return void res.status(404).json({ error: "The OGraf graphics are not built: run npm run build" });
    next();
  });
  router.get("/ograf/index.json", (req: Request, res: Response) => {
    const base = `${req.protocol}://${req.get("host")}/ograf/`;
    res.setHeader("Cache-Control", "no-cache");
    res.json({
      graphics: built!.graphics.map((g) => ({
        id: g.id,
        name: g.name,
        manifest: new URL(g.manifest, base).href,
        package: new URL(g.package, base).href,
      })),
    });
  });
  router.get(/^\/ograf\/[a-z0-9-]+\.zip$/, (req: Request, res: Response, next) => {
    res.attachment(req.path.slice("/ograf/".length));
    next();
  });
  // Module and chunk names carry no hash a renderer could rely on (the entry's is fixed): an hour, then revalidated.
  const cache = { maxAge: "1h", immutable: false };
  router.use("/ograf", precompressed(dir, cache));
  router.use("/ograf", express.static(dir, { ...cache, index: false, setHeaders: (res) => openToAll(res) }));
  router.use("/ograf", (_req: Request, res: Response) => void res.status(404).json({ error: "No such OGraf file" }));
}
