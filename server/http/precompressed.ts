import type { NextFunction, Request, RequestHandler, Response } from "express";
import { existsSync, readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

/** The encodings the build writes beside a file (scripts/precompress.ts), best first. */
const ENCODINGS = [
  { name: "br", ext: ".br" },
  { name: "gzip", ext: ".gz" },
] as const;

interface Variants {
  /** The file's own extension, for its Content-Type. */
  type: string;
  /** Encoding → the compressed copy on disk. */
  copies: Map<string, string>;
}

/** Every file under `dir` that has compressed copies, by its URL path under `dir`. */
function scan(dir: string): Map<string, Variants> {
  const found = new Map<string, Variants>();
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(br|gz)$/.test(entry.name)) continue;
    const copy = join(entry.parentPath, entry.name);
    const original = copy.slice(0, -extname(copy).length);
    if (!existsSync(original)) continue;
    const url = `/${relative(dir, original).split(sep).join("/")}`;
    const variants = found.get(url) ?? { type: extname(original), copies: new Map() };
    const encoding = ENCODINGS.find((e) => copy.endsWith(e.ext))!;
    variants.copies.set(encoding.name, copy);
    found.set(url, variants);
  }
  return found;
}

/**
 * Serves a static file's brotli or gzip copy made at build time to a browser that accepts
 * it, with `Content-Encoding` and `Vary: Accept-Encoding`; anything else falls through to
 * the plain file. Mounted before `express.static` on the same folder, with its cache options.
 */
export function precompressed(dir: string, cache: { maxAge: string; immutable: boolean }): RequestHandler {
  const files = scan(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const variants = files.get(req.path);
    if (!variants) return next();
    // The same URL answers differently by Accept-Encoding, plain or not: caches must key on it.
    res.vary("Accept-Encoding");
    // Ours is the preference (brotli is smaller); browsers list gzip first at the same weight.
    const accepted = ENCODINGS.find((e) => variants.copies.has(e.name) && req.acceptsEncodings(e.name) === e.name);
    if (!accepted) return next();
    res.setHeader("Content-Encoding", accepted.name);
    res.type(variants.type);
    res.sendFile(variants.copies.get(accepted.name)!, { maxAge: cache.maxAge, immutable: cache.immutable }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
