import { Link } from "react-router";
import { DISCORD_LOG_EVENT_LABELS, DISCORD_LOG_EVENTS, signupSettings } from "../../../domain/eventBlocks.ts";
import type { EventRecord } from "../../../domain/tables.ts";
import { DateTimeInput } from "../../../ui/match/DateTimeInput.tsx";
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

/** /settings/discord-logging: the channel the event's activity is logged to, and which activity (blocks.discordLogging). */
export function DiscordLoggingSettings({ event }: { event: EventRecord }) {
  const blocks = useBlocks(event);
  const [form, setForm] = useFormFor(event.id, () => {
    const logging = blockOf(blocks, "discordLogging");
    const events = Array.isArray(logging.events) ? (logging.events as string[]) : [];
    return { channelId: text(logging.channelId), events: DISCORD_LOG_EVENTS.filter((e) => events.includes(e)) };
  });
  const payload = () => {
    const logging: Record<string, unknown> = { ...blockOf(blocks, "discordLogging"), events: form.events };
    if (form.channelId.trim()) logging.channelId = form.channelId.trim();
    else delete logging.channelId;
    return eventPayload(event, { blocks: { discordLogging: logging } });
  };
  return (
    <SettingsForm testId="event-discord-logging" action="update-event-settings" payload={payload}>
      <label>
        Log channel id
        <input
          inputMode="numeric"
          value={form.channelId}
          onChange={(e) => setForm({ ...form, channelId: e.target.value })}
          data-testid="discord-logging-channel"
        />
      </label>
      <fieldset className="settings-fieldset">
        <legend>Logged</legend>
        {DISCORD_LOG_EVENTS.map((key) => (
          <label key={key} className="check">
            <input
              type="checkbox"
              checked={form.events.includes(key)}
              onChange={(e) =>
                setForm({ ...form, events: DISCORD_LOG_EVENTS.filter((k) => (k === key ? e.target.checked : form.events.includes(k))) })
              }
              data-testid={`discord-logging-${key}`}
            />
            {DISCORD_LOG_EVENT_LABELS[key]}
          </label>
        ))}
      </fieldset>
    </SettingsForm>
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
