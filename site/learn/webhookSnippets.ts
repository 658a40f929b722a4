import { WEBHOOK_EXAMPLES, WEBHOOK_TYPES, webhookBody, type WebhookType } from "../../domain/webhooks.ts";

/** The learn page's examples are all stamped at one moment, so they read alike. */
const EXAMPLE_AT = Date.UTC(2026, 10, 28, 18, 42, 7);

/** The body a JSON hook receives for `type`, pretty-printed (the wire sends it on one line). */
export function exampleBody(type: WebhookType): string {
  return JSON.stringify(JSON.parse(exampleWireBody(type)), null, 2);
}

/** The body as it is sent and signed: one line. */
export function exampleWireBody(type: WebhookType): string {
  return webhookBody({ type, at: EXAMPLE_AT, data: WEBHOOK_EXAMPLES[type] });
}

export const EXAMPLE_BODIES: readonly { type: WebhookType; body: string }[] = WEBHOOK_TYPES.map((type) => ({
  type,
  body: exampleBody(type),
}));

/** A secret to check the example headers with (a real one comes from the console). */
export const EXAMPLE_SECRET = "whsec_YXV0dW1uLWN1cC1leGFtcGxlLXNlY3JldC0zMmJ5dGU=";

/** The headers of the `match.score_updated` example, signed with EXAMPLE_SECRET over its one-line body (webhookSnippets.test.ts checks it). */
export const EXAMPLE_HEADERS = `content-type: application/json
webhook-id: msg_2mFq0V8cP4hXo1Kd
webhook-timestamp: ${Math.floor(EXAMPLE_AT / 1000)}
webhook-signature: v1,ILLSAXAoANJTDoX3ivK+K/4IjyzSY6gyw83MHcgIvCI=`;

/** With the `standardwebhooks` package: it checks the signature and refuses a timestamp over 5 minutes off. */
export const VERIFY_WITH_PACKAGE = `import { Webhook } from "standardwebhooks";
const wh = new Webhook(secret); // "whsec_…"
const payload = wh.verify(body, headers); // body: the raw text, as received; throws if it is not ours`;

/** The same with node:crypto alone. */
export const VERIFY_WITH_CRYPTO = `import { createHmac, timingSafeEqual } from "node:crypto";
const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
const signed = \`\${headers["webhook-id"]}.\${headers["webhook-timestamp"]}.\${body}\`;
const expected = Buffer.from(createHmac("sha256", key).update(signed).digest("base64"));
const ok = headers["webhook-signature"].split(" ").some((sig) => {
  const given = Buffer.from(sig.replace(/^v1,/, ""));
  return sig.startsWith("v1,") && given.length === expected.length && timingSafeEqual(given, expected);
});
// Also refuse a webhook-timestamp more than about 5 minutes from now (a replayed delivery).`;

export const STREAM_EXAMPLE = `const stream = new EventSource("/api/events/<event id>/stream");
stream.addEventListener("match.score_updated", (message) => {
  const { type, timestamp, data } = JSON.parse(message.data);
  console.log(type, data.match.score_1, data.match.score_2);
});`;

export const STREAM_WIRE = `id: 1042
event: match.score_updated
data: {"type":"match.score_updated","timestamp":"2026-11-28T18:42:07.000Z","data":{…}}

: heartbeat`;
