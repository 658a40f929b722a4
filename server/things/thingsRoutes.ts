import type { Request, Response, Router } from "express";
import { z } from "zod";
import { describeIssues } from "../../domain/actions.ts";
import { requestToken } from "../auth/tokens.ts";
import { addressKey, tooMany, type RateLimiter } from "../http/rateLimit.ts";
import type { ThingStore } from "../store/ThingStore.ts";
import type { Collections } from "./collections.ts";
import { resolveKeysFor } from "./resolve.ts";
import { viewerForToken } from "./viewer.ts";

/** SPEC §9: at most 500 ids a request. */
export const THINGS_BATCH = 500;

const keySchema = z.string().trim().min(1).max(200);
const ThingsBodySchema = z.object({
  ids: z.union([z.string().max(200 * THINGS_BATCH), z.array(keySchema).max(THINGS_BATCH)]),
});

/**
 * `POST /things {ids: "a,b,c"}`, `GET /things/a,b,c` (the original website's fetch) and `GET /thing/:id`.
 * Records go out as the caller may see them (domain/projection.ts): the public projection,
 * or with a token (`Authorization`, or `Authentication` as the original website sends it)
 * also the fields the caller owns or staffs. Each key asked counts against the caller's
 * `keys` limit (a repeated key too: it is answered in full each time it is listed).
 */
export function mountThingsRoutes(router: Router, store: ThingStore, collections: Collections, keys: RateLimiter) {
  const resolveFor = async (req: Request, res: Response, ids: readonly string[]) => {
    const token = requestToken(req);
    // An answer that may hold a caller's private fields is theirs alone: no shared cache keeps it.
    if (token) res.set("Cache-Control", "private, no-store");
    return resolveKeysFor(await viewerForToken(store, token), store, collections, ids);
  };
  const answer = async (req: Request, res: Response, list: string | string[]) => {
    const ids = (typeof list === "string" ? list.split(",") : list).map((s) => s.trim()).filter(Boolean);
    if (ids.length > THINGS_BATCH) {
      res.status(400).json({ error: true, message: `At most ${THINGS_BATCH} ids a request (got ${ids.length})` });
      return;
    }
    const caller = addressKey(req);
    if (!(await keys.take(caller, Math.max(1, ids.length)))) return tooMany(res, keys.retryAfter(caller));
    res.json(await resolveFor(req, res, ids));
  };
  router.post("/things", async (req: Request, res: Response) => {
    const body = ThingsBodySchema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json({ error: true, message: 'Expected {ids: "id1,id2"}', issues: describeIssues(body.error) });
      return;
    }
    await answer(req, res, body.data.ids);
  });

  router.get("/things/:ids", async (req: Request, res: Response) => {
    const ids = ThingsBodySchema.shape.ids.safeParse(req.params.ids);
    if (!ids.success) {
      res.status(400).json({ error: true, message: "Expected /things/id1,id2", issues: describeIssues(ids.error) });
      return;
    }
    await answer(req, res, ids.data);
  });

  router.get("/thing/:id", async (req: Request, res: Response) => {
    const id = keySchema.safeParse(req.params.id);
    if (!id.success) {
      res.status(400).json({ error: true, message: "Bad id" });
      return;
    }
    const caller = addressKey(req);
    if (!(await keys.take(caller))) return tooMany(res, keys.retryAfter(caller));
    const [record] = await resolveFor(req, res, [id.data]);
    res.status("error" in record ? 404 : 200).json(record);
  });
}
