import type { Request, Response, Router } from "express";
import { z } from "zod";
import { describeIssues } from "../../domain/actions.ts";
import type { ThingStore } from "../store/ThingStore.ts";
import type { Collections } from "./collections.ts";
import { resolveKeys } from "./resolve.ts";

/** SPEC §9: at most 500 ids a request. */
export const THINGS_BATCH = 500;

const key = z.string().trim().min(1).max(200);
const ThingsBodySchema = z.object({
  ids: z.union([z.string().max(200 * THINGS_BATCH), z.array(key).max(THINGS_BATCH)]),
});

/** `POST /things {ids: "a,b,c"}`, `GET /things/a,b,c` (the original website's fetch) and `GET /thing/:id`. */
export function mountThingsRoutes(router: Router, store: ThingStore, collections: Collections) {
  const answer = async (res: Response, list: string | string[]) => {
    const ids = (typeof list === "string" ? list.split(",") : list).map((s) => s.trim()).filter(Boolean);
    if (ids.length > THINGS_BATCH) {
      res.status(400).json({ error: true, message: `At most ${THINGS_BATCH} ids a request (got ${ids.length})` });
      return;
    }
    res.json(await resolveKeys(store, collections, ids));
  };
  router.post("/things", async (req: Request, res: Response) => {
    const body = ThingsBodySchema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json({ error: true, message: 'Expected {ids: "id1,id2"}', issues: describeIssues(body.error) });
      return;
    }
    await answer(res, body.data.ids);
  });

  router.get("/things/:ids", async (req: Request, res: Response) => {
    const ids = ThingsBodySchema.shape.ids.safeParse(req.params.ids);
    if (!ids.success) {
      res.status(400).json({ error: true, message: "Expected /things/id1,id2", issues: describeIssues(ids.error) });
      return;
    }
    await answer(res, ids.data);
  });

  router.get("/thing/:id", async (req: Request, res: Response) => {
    const id = key.safeParse(req.params.id);
    if (!id.success) {
      res.status(400).json({ error: true, message: "Bad id" });
      return;
    }
    const [record] = await resolveKeys(store, collections, [id.data]);
    res.status("error" in record ? 404 : 200).json(record);
  });
}
