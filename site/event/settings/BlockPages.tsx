import { Link } from "react-router";
import { signupSettings } from "../../../domain/eventBlocks.ts";
import { WEBHOOK_TYPE_LABELS } from "../../../domain/webhooks.ts";
import type { EventRecord } from "../../../domain/tables.ts";
import { DateTimeInput } from "../../../ui/match/DateTimeInput.tsx";
import { DeleteWebhook } from "../../../ui/webhooks/DeleteWebhook.tsx";
import { useWebhooks } from "../../../ui/webhooks/useWebhooks.ts";
import { WebhookForm } from "../../../ui/webhooks/WebhookForm.tsx";
import { blockOf, eventPayload, SettingsForm, useBlocks, useFormFor } from "./fields.tsx";

const DISCORD_FIELDS = [
  ["guildId", "Server (guild) id"],
  ["announcementChannelId", "Announcement channel id"],
  ["captainRoleId", "Captain role id"],
  ["playerRoleId", "Player role id"],
  ["staffRoleId", "Staff role id"],
] as const;

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** /settings/discord: the event's Discord server, announcement channel and roles (blocks.discord). */
export function DiscordSettings({ event }: { event: EventRecord }) {
  const blocks = useBlocks(event);
  const [form, setForm] = useFormFor(event.id, () => {
    const discord = blockOf(blocks, "discord");
    return Object.fromEntries(DISCORD_FIELDS.map(([key]) => [key, text(discord[key])])) as Record<
      (typeof DISCORD_FIELDS)[number][0],
      string
    >;
  });
  const payload = () => {
    const discord = { ...blockOf(blocks, "discord") };
    for (const [key] of DISCORD_FIELDS) {
      const value = form[key].trim();
      if (value) discord[key] = value;
      else delete discord[key];
    }
    return eventPayload(event, { blocks: { discord: Object.keys(discord).length ? discord : null } });
  };
  return (
    <SettingsForm testId="event-discord" action="update-event-settings" payload={payload}>
      <p className="hint">Discord ids are the numbers Discord copies with developer mode on.</p>
      {DISCORD_FIELDS.map(([key, label]) => (
        <label key={key}>
          {label}
          <input
            inputMode="numeric"
            value={form[key]}
            onChange={(e) => setForm({ ...form, [key]: e.target.value })}
            data-testid={`discord-${key}`}
          />
        </label>
      ))}
    </SettingsForm>
  );
}

/**
 * /settings/discord-logging: Discord channel webhooks for the event's activity: each posts a
 * message to its channel for the types it is given (save-webhook with `format: "discord"`).
 */
export function DiscordLoggingSettings({ event }: { event: EventRecord }) {
  const { result, refetch } = useWebhooks(event.id);
  const hooks = result?.ok ? result.data.filter((hook) => hook.format === "discord") : [];
  return (
    <div className="discord-logging" data-testid="discord-logging">
      <p className="hint">
        Each channel webhook posts a message to its Discord channel when the event's activity you pick happens.{" "}
        <Link to="/learn/webhooks">What each message says</Link>
      </p>
      {result && !result.ok ? (
        <p className="error" role="alert" data-testid="discord-logging-error">
          {result.message}
        </p>
      ) : null}
      {result?.ok && !hooks.length ? <p className="muted">No channel webhooks yet.</p> : null}
      {hooks.length ? (
        <ul className="webhook-list">
          {hooks.map((hook) => (
            <li key={hook.id} data-testid="discord-logging-hook">
              <code className="webhook-url">{hook.url}</code>
              {hook.active ? null : <span className="badge">Switched off</span>}
              {hook.disabledReason ? <p className="hint error">{hook.disabledReason}</p> : null}
              <ul className="hint">
                {hook.events.map((type) => (
                  <li key={type}>{WEBHOOK_TYPE_LABELS[type]}</li>
                ))}
              </ul>
              <DeleteWebhook id={hook.id} testId="discord-logging-delete" onDeleted={refetch} />
            </li>
          ))}
        </ul>
      ) : null}
      <h3>Add a channel webhook</h3>
      <WebhookForm
        event={event.id}
        format="discord"
        testId="event-discord-logging"
        urlLabel="Channel webhook URL"
        urlHint="The address Discord gives under the channel's settings › Integrations › Webhooks › Copy Webhook URL."
        onSaved={refetch}
      />
    </div>
  );
}

/** /settings/signups: whether sign-ups are open, until when, and how skill ratings are asked (blocks.signups). */
export function SignupSettingsForm({ event, root }: { event: EventRecord; root: string }) {
  const blocks = useBlocks(event);
  const [form, setForm] = useFormFor(event.id, () => signupSettings(event.blocks));
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const payload = () =>
    eventPayload(event, {
      blocks: {
        signups: {
          ...blockOf(blocks, "signups"),
          open: form.open,
          closes: form.closes,
          splitSrByRole: form.splitSrByRole,
          showAllSrInputs: form.showAllSrInputs,
        },
      },
    });
  return (
    <>
      <p>
        <Link to={`${root}/signups`} data-testid="see-signups">
          See sign-ups
        </Link>
      </p>
      <SettingsForm testId="event-signups" action="update-event-settings" payload={payload}>
        <label className="check">
          <input type="checkbox" checked={form.open} onChange={(e) => set({ open: e.target.checked })} data-testid="signups-open" />
          Sign-ups are open
        </label>
        <DateTimeInput label="Sign-ups close at" value={form.closes} onChange={(closes) => set({ closes })} testId="signups-closes" />
        <small className="hint">Leave empty to keep sign-ups open until they are closed here.</small>
        <label className="check">
          <input
            type="checkbox"
            checked={form.splitSrByRole}
            onChange={(e) => set({ splitSrByRole: e.target.checked })}
            data-testid="signups-split-sr"
          />
          Ask a skill rating per role
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={form.showAllSrInputs}
            onChange={(e) => set({ showAllSrInputs: e.target.checked })}
            data-testid="signups-all-sr"
          />
          Show every role's rating input
        </label>
      </SettingsForm>
    </>
  );
}
