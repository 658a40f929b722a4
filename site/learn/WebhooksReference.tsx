import { Link } from "react-router";
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_TIMEOUT_MS, WEBHOOK_TYPE_LABELS, retryScheduleText } from "../../domain/webhooks.ts";
import { PageHeader, usePageTitle } from "../components/common.tsx";
import {
  EXAMPLE_BODIES,
  EXAMPLE_HEADERS,
  EXAMPLE_SECRET,
  STREAM_EXAMPLE,
  STREAM_WIRE,
  VERIFY_WITH_CRYPTO,
  VERIFY_WITH_PACKAGE,
} from "./webhookSnippets.ts";

/** /learn/webhooks: what a hook is sent, how to check it came from us, when it is tried again, and the live event stream. */
export default function WebhooksReference() {
  usePageTitle("Webhooks and the event stream");
  return (
    <div className="prose" data-testid="webhooks-reference">
      <PageHeader title="Webhooks and the event stream" subtitle="The event's activity, told to your own tools as it happens." />
      <p>
        A webhook posts each event it is given to your address. Event staff add them for their event in the{" "}
        <Link to="/organiser/webhooks">organiser console</Link> (organisers can add site-wide ones there, under “All events”), or as Discord
        channel webhooks in the event's settings, under Discord logging. A <code>json</code> hook receives the body below, signed as{" "}
        <a href="https://www.standardwebhooks.com/">Standard Webhooks</a> says; a <code>discord</code> hook posts a Discord message (
        <code>content</code> and <code>embeds</code>) to a channel webhook address.
      </p>

      <h2>Event types</h2>
      <p>
        Every body has the same shape: its <code>type</code>, a <code>timestamp</code> (ISO 8601) and its <code>data</code>, the public
        fields of the records concerned.
      </p>
      {EXAMPLE_BODIES.map(({ type, body }) => (
        <section key={type} data-testid="webhooks-type">
          <h3>
            <code>{type}</code>
          </h3>
          <p>{WEBHOOK_TYPE_LABELS[type]}.</p>
          <details>
            <summary>Example body</summary>
            <pre className="code">{body}</pre>
          </details>
        </section>
      ))}

      <h2>Headers and signature</h2>
      <p>
        Each delivery is a <code>POST</code> with these headers. <code>webhook-id</code> is the same on every attempt of one delivery, so a
        receiver that sees it twice can skip the repeat. <code>webhook-timestamp</code> is in seconds. <code>webhook-signature</code> is{" "}
        <code>v1,</code> and the base64 HMAC-SHA256 of <code>id.timestamp.body</code>, keyed by the base64-decoded part of the hook's secret
        after <code>whsec_</code> (the console shows it once after Save, and behind “Show secret”).
      </p>
      <pre className="code">{EXAMPLE_HEADERS}</pre>
      <p className="hint">
        These sign the <code>match.score_updated</code> example above, as sent (on one line), with the secret <code>{EXAMPLE_SECRET}</code>:
        try your receiver's check on them.
      </p>
      <p>
        Verify it with the <code>standardwebhooks</code> package (npm; there are libraries for other languages too), on the body exactly as
        received, before any JSON parsing:
      </p>
      <pre className="code" data-testid="webhooks-verify">
        {VERIFY_WITH_PACKAGE}
      </pre>
      <p>Or with Node's own crypto:</p>
      <pre className="code">{VERIFY_WITH_CRYPTO}</pre>

      <h2>Retries and switching off</h2>
      <p>
        Answer with any 2xx status within {WEBHOOK_TIMEOUT_MS / 1000} s. Any other answer, or none, is a failure, and the delivery is tried
        again after about <span data-testid="webhooks-retries">{retryScheduleText()}</span>, with the same <code>webhook-id</code>; after
        the last it fails. A hook whose deliveries have all failed for {WEBHOOK_DISABLE_AFTER_MS / 3_600_000} hours is switched off, and the
        console says why; switch it on again once your receiver answers. The console lists each hook's latest deliveries: their state,
        attempts, last answer and next attempt.
      </p>

      <h2>The event stream</h2>
      <p>
        Without a server of your own, read the same events live from <code>GET /api/events/&lt;event id&gt;/stream</code>: public
        server-sent events, one message per event, named by its type, with the same body as <code>data</code>. A reconnecting{" "}
        <code>EventSource</code> sends <code>Last-Event-ID</code> and the stream resumes after the last message it had. A comment line every
        15 s keeps the connection open through proxies.
      </p>
      <pre className="code">{STREAM_EXAMPLE}</pre>
      <pre className="code">{STREAM_WIRE}</pre>

      <h2>Addresses</h2>
      <p>
        A hook's address must be <code>http:</code> or <code>https:</code> and on the public internet: local, private and cloud metadata
        addresses are refused, also when a host name resolves to one. To try a receiver on your own machine against a server you run, start
        the server with <code>WEBHOOKS_ALLOW_PRIVATE=1</code>.
      </p>
    </div>
  );
}
