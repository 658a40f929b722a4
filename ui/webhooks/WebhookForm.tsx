import { useState, type FormEvent, type ReactNode } from "react";
import {
  WEBHOOK_FORMATS,
  WEBHOOK_TYPE_LABELS,
  WEBHOOK_TYPES,
  type WebhookFormat,
  type WebhookType,
  type WebhookView,
} from "../../domain/webhooks.ts";
import { ActionFeedback } from "../actions/ActionFeedback.tsx";
import { useActionCall } from "../actions/useActionCall.ts";
import "./webhooks.css";

const FORMAT_LABELS: Record<WebhookFormat, string> = { json: "JSON (signed, Standard Webhooks)", discord: "Discord channel message" };

/**
 * Adds a hook to an event (or the site, `event` null) or edits one: its address, its format
 * (or the one `format` fixes) and the types it is sent. The server checks the address and the
 * types and words any refusal; a saved hook comes back with its id and signing secret.
 */
export function WebhookForm({
  event,
  hook = null,
  format: fixedFormat,
  testId,
  urlLabel = "Address (URL)",
  urlHint,
  onSaved,
  onCancel,
}: {
  event: string | null;
  /** The hook to edit; null adds one. */
  hook?: WebhookView | null;
  /** Fixes the format and hides its choice (the event's Discord page). */
  format?: WebhookFormat;
  testId: string;
  urlLabel?: string;
  urlHint?: ReactNode;
  /** After a save: the hook's id and secret, whether it was new, and its format (Discord checks no signature, so a Discord hook's secret is not shown). */
  onSaved: (saved: { id: string; secret: string }, sent: { created: boolean; format: WebhookFormat }) => void;
  onCancel?: () => void;
}) {
  const { call, busy, feedback } = useActionCall();
  const [url, setUrl] = useState(hook?.url ?? "");
  const [format, setFormat] = useState<WebhookFormat>(fixedFormat ?? hook?.format ?? "json");
  const [types, setTypes] = useState<WebhookType[]>(hook?.events ?? []);
  const toggle = (type: WebhookType, on: boolean) => setTypes(WEBHOOK_TYPES.filter((t) => (t === type ? on : types.includes(t))));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const scope = hook ? hook.event : event;
    const saved = await call(
      "save-webhook",
      { ...(hook ? { id: hook.id, active: hook.active } : {}), ...(scope ? { event: scope } : {}), url: url.trim(), events: types, format },
      () => "Saved",
    );
    if (!saved) return;
    // A new hook's form starts empty again for the next one; an edit's closes (the parent's choice).
    if (!hook) {
      setUrl("");
      setTypes([]);
    }
    onSaved(saved, { created: !hook, format });
  };
  return (
    // noValidate: the server words every refusal (an ftp: address too), not the browser.
    <form className="form-grid webhook-form" noValidate onSubmit={(e) => void submit(e)} data-testid={testId}>
      <label>
        {urlLabel}
        <input
          type="url"
          inputMode="url"
          value={url}
          placeholder="https://"
          onChange={(e) => setUrl(e.target.value)}
          data-testid={`${testId}-url`}
        />
      </label>
      {urlHint ? <small className="hint">{urlHint}</small> : null}
      {fixedFormat ? null : (
        <label>
          Format
          <select value={format} onChange={(e) => setFormat(e.target.value as WebhookFormat)} data-testid={`${testId}-format`}>
            {WEBHOOK_FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="webhook-types">
        <legend>Send</legend>
        {WEBHOOK_TYPES.map((type) => (
          <label key={type} className="check">
            <input
              type="checkbox"
              checked={types.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
              data-testid={`${testId}-type-${type}`}
            />
            <span>
              {WEBHOOK_TYPE_LABELS[type]} <code>{type}</code>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="row">
        <button type="submit" disabled={busy} data-testid={`${testId}-save`}>
          {busy ? "Saving…" : hook ? "Save changes" : "Save"}
        </button>
        {onCancel ? (
          <button type="button" className="secondary" onClick={onCancel} data-testid={`${testId}-cancel`}>
            Cancel
          </button>
        ) : null}
      </div>
      <ActionFeedback feedback={feedback} testId={testId} />
    </form>
  );
}
