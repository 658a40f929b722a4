import { useState } from "react";
import { Link } from "react-router";
import { formatDateTime, type TimeFormat } from "../../domain/time.ts";
import { WEBHOOK_TYPE_LABELS, type WebhookView } from "../../domain/webhooks.ts";
import { useThing } from "../../live/hooks.ts";
import { ActionFeedback } from "../../ui/actions/ActionFeedback.tsx";
import { useActionCall } from "../../ui/actions/useActionCall.ts";
import { useSettings } from "../../ui/settings.tsx";
import { DeleteWebhook } from "../../ui/webhooks/DeleteWebhook.tsx";
import { DeliveriesTable } from "../../ui/webhooks/DeliveriesTable.tsx";
import { useWebhooks } from "../../ui/webhooks/useWebhooks.ts";
import { WebhookForm } from "../../ui/webhooks/WebhookForm.tsx";

/**
 * /organiser/webhooks: the console's event's hooks, or the site-wide ones under "All events":
 * each with its state and latest deliveries, and a form to add one. Read again every 5 s.
 */
export function WebhooksPage({ event }: { event: string | null }) {
  const eventRecord = useThing("Events", event);
  const { result, refetch } = useWebhooks(event);
  // A new hook's secret is shown here once, where it cannot be missed; the card keeps it behind "Show secret".
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <section className="org-webhooks" aria-labelledby="org-webhooks-title" data-testid="org-webhooks">
      <h1 id="org-webhooks-title">Webhooks{event ? `: ${eventRecord?.name ?? event}` : ": site-wide"}</h1>
      <p className="hint">
        {event
          ? "This event's activity, posted to your address as it happens."
          : "Every event's activity, posted to your address as it happens (organisers only). Choose an event above for its own hooks."}{" "}
        <Link to="/learn/webhooks">Payloads, signatures and retries</Link>
      </p>
      {secret ? (
        <div className="org-webhook-secret" role="status" data-testid="webhook-secret-notice">
          <p>
            Signing secret: <code data-testid="webhook-secret-value">{secret}</code>, keep it to verify deliveries. It stays behind “Show
            secret” on the hook.
          </p>
          <button type="button" className="secondary small-button" onClick={() => setSecret(null)}>
            Done
          </button>
        </div>
      ) : null}
      {!result ? <p className="muted">Loading webhooks…</p> : null}
      {result && !result.ok ? (
        <p className="error" role="alert" data-testid="org-webhooks-error">
          {result.message}
        </p>
      ) : null}
      {result?.ok && !result.data.length ? <p className="muted">No webhooks yet.</p> : null}
      {result?.ok ? (
        <ul className="org-webhook-list">
          {result.data.map((hook) => (
            <li key={hook.id}>
              <WebhookCard hook={hook} onChanged={refetch} />
            </li>
          ))}
        </ul>
      ) : null}
      <h2>Add a webhook</h2>
      <WebhookForm
        event={event}
        testId="webhook-new"
        onSaved={(saved, { format }) => {
          setSecret(format === "json" ? saved.secret : null);
          refetch();
        }}
      />
    </section>
  );
}

/** One hook: where it posts, what, whether it is on (and why not), its secret on request, its deliveries. */
function WebhookCard({ hook, onChanged }: { hook: WebhookView; onChanged: () => void }) {
  const { settings } = useSettings();
  const format: TimeFormat = { zone: settings.timezone, use24Hour: settings.use24HourTime };
  const [editing, setEditing] = useState(false);
  const [showSecret, setShowSecret] = useState(false);
  const { call, busy, feedback } = useActionCall();
  const switchTo = async (active: boolean) => {
    const { id, event, url, events, format: hookFormat } = hook;
    const done = await call("save-webhook", { id, ...(event ? { event } : {}), url, events, format: hookFormat, active }, () =>
      active ? "Switched on" : "Switched off",
    );
    if (done) onChanged();
  };
  return (
    <article className="org-webhook" data-testid="webhook" data-active={hook.active}>
      <header className="org-webhook-head">
        <code className="org-webhook-url" data-testid="webhook-url">
          {hook.url}
        </code>
        <span className="badge">{hook.format === "discord" ? "Discord" : "JSON"}</span>
        <span className={`badge org-webhook-${hook.active ? "on" : "off"}`} data-testid="webhook-state">
          {hook.active ? "Active" : "Switched off"}
        </span>
      </header>
      {hook.disabledReason ? (
        <p className="error" role="alert" data-testid="webhook-disabled-reason">
          {hook.disabledReason}
        </p>
      ) : null}
      {hook.failingSince !== null ? (
        <p className="org-webhook-failing" data-testid="webhook-failing">
          Failing since {formatDateTime(hook.failingSince, format)}
        </p>
      ) : null}
      <ul className="org-webhook-types" aria-label="Sends">
        {hook.events.map((type) => (
          <li key={type} title={WEBHOOK_TYPE_LABELS[type]}>
            <code>{type}</code>
          </li>
        ))}
      </ul>
      <div className="row org-webhook-actions">
        {showSecret ? (
          <code className="org-webhook-secret-value" data-testid="webhook-secret">
            {hook.secret}
          </code>
        ) : (
          <button type="button" className="secondary small-button" onClick={() => setShowSecret(true)} data-testid="webhook-show-secret">
            Show secret
          </button>
        )}
        <button type="button" className="secondary small-button" onClick={() => setEditing(!editing)} data-testid="webhook-edit">
          {editing ? "Close" : "Edit"}
        </button>
        <button
          type="button"
          className="secondary small-button"
          disabled={busy}
          onClick={() => void switchTo(!hook.active)}
          data-testid="webhook-switch"
        >
          {hook.active ? "Switch off" : "Switch on"}
        </button>
        <DeleteWebhook id={hook.id} testId="webhook-delete" onDeleted={onChanged} />
      </div>
      <ActionFeedback feedback={feedback} testId="webhook-switch" />
      {editing ? (
        <WebhookForm
          event={hook.event}
          hook={hook}
          testId="webhook-edit-form"
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <h3>Latest deliveries</h3>
      <DeliveriesTable deliveries={hook.deliveries} testId="webhook-deliveries" />
    </article>
  );
}
