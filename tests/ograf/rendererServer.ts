import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";

const FILES: Record<string, [file: string, type: string]> = {
  "/": ["renderer.html", "text/html; charset=utf-8"],
  "/renderer.js": ["renderer.js", "text/javascript; charset=utf-8"],
};

const TYPES: Record<string, string> = {
  ".json": "application/json",
  ".mjs": "text/javascript",
  ".js": "text/javascript",
  ".woff2": "font/woff2",
};

/**
 * Serves the test renderer page (tests/ograf/renderer.html) on its own origin,
 * localhost:<port>, and under /packages/ the files of `packagesDir` (unzipped OGraf
 * packages, as a tool that loads graphics from disk serves them).
 */
export async function startRendererServer(port: number, packagesDir?: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (packagesDir && path.startsWith("/packages/")) {
      const file = join(packagesDir, normalize(decodeURIComponent(path.slice("/packages/".length))).replace(/^(\.\.[/\\])+/, ""));
      void readFile(file).then(
        (body) => res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body),
        () => res.writeHead(404).end(),
      );
      return;
    }
    const file = FILES[path];
    if (!file) return void res.writeHead(404).end();
    void readFile(join(import.meta.dirname, file[0])).then(
      (body) => res.writeHead(200, { "Content-Type": file[1], "Cache-Control": "no-store" }).end(body),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, "localhost", resolve));
  return server;
}
