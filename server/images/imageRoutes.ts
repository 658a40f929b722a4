import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { ThingStore } from "../store/ThingStore.ts";

const QuerySchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  size: z.coerce.number().int().min(8).max(4096).optional(),
});
const FORMATS = {
  png: "image/png",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
} as const;
type Format = keyof typeof FORMATS;
const CACHE_LIMIT = 500;

/** `GET /image.{ext}?id=&size=`: a stored attachment, converted and resized, cached in memory. */
export function mountImageRoutes(router: Router, store: ThingStore) {
  const cache = new Map<string, { mime: string; data: Buffer }>();
  router.get(/^\/image\.([a-z]+)$/, async (req: Request, res: Response) => {
    const ext = String((req.params as Record<string, string>)[0]);
    const query = QuerySchema.safeParse(req.query);
    if (!(ext in FORMATS) || !query.success) {
      res.status(400).json({ error: true, message: "Expected /image.{png|webp|jpg|gif|svg}?id={attachment id}&size={pixels}" });
      return;
    }
    const format = ext as Format;
    const cacheKey = `${query.data.id}:${format}:${query.data.size ?? ""}`;
    let out = cache.get(cacheKey);
    if (!out) {
      const image = await store.getImage(query.data.id);
      if (!image) {
        res.status(404).json({ error: true, message: "No such image" });
        return;
      }
      out = await convert(image, format, query.data.size);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(cacheKey, out);
    }
    res.setHeader("Content-Type", out.mime);
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.send(out.data);
  });
}

async function convert(image: { ext: string; mime: string; data: Buffer }, format: Format, size?: number) {
  if (format === "svg" || (image.ext === format && !size)) {
    return { mime: image.mime, data: image.data };
  }
  const { default: sharp } = await import("sharp");
  let pipeline = sharp(image.data, { density: 144 });
  if (size) pipeline = pipeline.resize(size, size, { fit: "inside", withoutEnlargement: false });
  const target = format === "jpeg" ? "jpg" : format;
  const data = await pipeline.toFormat(target === "jpg" ? "jpeg" : target).toBuffer();
  return { mime: FORMATS[format], data };
}
