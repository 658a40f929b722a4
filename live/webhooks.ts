import type { WebhookView } from "../domain/webhooks.ts";
import { getJson, type GetOptions, type GetResult } from "./console.ts";

/** Whose hooks: one event's (its staff), or the site-wide ones (organisers) when `event` is null. */
export interface WebhookScope {
  event: string | null;
}

export function webhooksPath(scope: WebhookScope): string {
  return scope.event ? `/api/webhooks?${new URLSearchParams({ event: scope.event }).toString()}` : "/api/webhooks";
}

/** `GET /api/webhooks`: the hooks of the scope with their latest deliveries, or the server's message. */
export async function getWebhooks(scope: WebhookScope, options: GetOptions): Promise<GetResult<WebhookView[]>> {
  const reply = await getJson<{ hooks?: unknown }>(webhooksPath(scope), options);
  if (!reply.ok) return reply;
  // A server that answers without a list has no hooks to show, not a page to break.
  return { ok: true, data: Array.isArray(reply.data?.hooks) ? (reply.data.hooks as WebhookView[]) : [] };
}
