import type { Express, Request, RequestHandler, Response } from "express";
import { longId } from "../../../domain/ids.ts";
import { subjectOf } from "../../actions/context.ts";
import { ActionError, notAuthenticated } from "../../actions/ActionError.ts";
import { refusalResult } from "../../actions/runAction.ts";
import { playerForToken, requestToken } from "../../auth/tokens.ts";
import type { ServerDeps } from "../../deps.ts";
import { checkScope, hookViews } from "./hooks.ts";
import { outboxWriter } from "./outbox.ts";
import { WebhookSender } from "./sender.ts";
import { DEFAULT_WEBHOOK_SETTINGS } from "./settings.ts";
import { EventTail, mountEventStream } from "./stream.ts";

/**
 * Webhooks and the event stream on a server: the outbox written in every writing transaction,
 * the sender that posts it, `GET /api/webhooks` (a scope's hooks and deliveries, for their
 * owners) and `GET /api/events/<id>/stream`. `close` stops sending and ends the streams.
 */
export function attachWebhooks(app: Express, deps: ServerDeps, limit: RequestHandler) {
  const { store } = deps;
  const settings = { ...DEFAULT_WEBHOOK_SETTINGS, ...deps.config.webhooks };
  const sender = new WebhookSender(store, settings, deps.now, deps.log);
  const tail = new EventTail(store, settings.pollMs, deps.log);
  // Revisions whose commit logged events: once committed, the sender and the streams look.
  const logged = new Set<number>();
  const stopWriting = store.duringCommit(outboxWriter(deps.config.publicOrigin, deps.now, (revision) => logged.add(revision)));
  const stopHearing = store.onCommit(({ revision }) => {
    if (!logged.delete(revision)) return;
    sender.kick();
    tail.kick();
  });
  sender.start();

  app.get("/api/webhooks", limit, async (req: Request, res: Response) => {
    try {
      const player = await playerForToken(store, requestToken(req));
      if (!player) throw notAuthenticated();
      const event = typeof req.query.event === "string" && req.query.event ? longId(req.query.event) : null;
      await checkScope(store, await subjectOf(store, player), event);
      res.setHeader("Cache-Control", "no-store");
      res.json({ hooks: await hookViews(store.db, event) });
    } catch (error) {
      if (!(error instanceof ActionError)) throw error;
      const { status, body } = refusalResult(error);
      res.status(status).json(body);
    }
  });
  const streams = mountEventStream(app, store, tail, settings, limit);

  return {
    async close() {
      stopWriting();
      stopHearing();
      streams.close();
      tail.close();
      await sender.close();
    },
  };
}
