import { Suspense, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ABOUT_LIMIT } from "../../../domain/eventSettings.ts";
import { BROADCAST_CSS_LIMIT } from "../../../domain/cssSanitize.ts";
import { canUseConsole, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import { usePermissionSubject } from "../../../ui/auth/usePlayer.ts";
import type { EventRecord } from "../../../domain/tables.ts";
import { present, useTableList, useThing, useThings } from "../../../live/hooks.ts";
import { DateTimeInput } from "../../../ui/match/DateTimeInput.tsx";
import { RichText } from "../../components/RichText.tsx";
import { DiscordLoggingSettings, DiscordSettings, SignupSettingsForm } from "./BlockPages.tsx";
import { BlocksSettings } from "./BlocksSettings.tsx";
import {
  ColourFields,
  coloursOf,
  coloursPayload,
  eventPayload,
  SettingsForm,
  socialRows,
  socialsPayload,
  SocialsFields,
  useFormFor,
} from "./fields.tsx";
import { StaffSettings } from "./StaffSettings.tsx";
import { lazyWithRetry } from "../../../ui/components/lazyWithRetry.ts";
import { Loading } from "../../../ui/components/Loading.tsx";

// The Stages page (ui/stages/, shared with the organiser console): its own chunk.
const StagesPage = lazyWithRetry(() => import("../../../ui/stages/StagesPage.tsx").then((m) => ({ default: m.StagesPage })));

const TABS = [
  ["general", "General"],
  ["blocks", "Blocks"],
  ["staff", "Staff"],
  ["socials", "Socials"],
  ["about", "About"],
  ["css", "Broadcast CSS"],
] as const;
type Tab = (typeof TABS)[number][0];

const SUB_PAGES = [
  ["discord", "Discord"],
  ["discord-logging", "Discord logging"],
  ["signups", "Sign-ups"],
  ["stages", "Stages"],
] as const;

/** /event/{id}/settings (SPEC §2.5): only for users who may edit the event; sub-pages discord, discord-logging, signups, stages. */
export function EventSettings({ event, canEdit, root, section }: { event: EventRecord; canEdit: boolean; root: string; section?: string }) {
  // ?tab=blocks opens a tab (the organiser console links to Settings › Blocks).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => TABS.find(([key]) => key === params.get("tab"))?.[0] ?? "general");
  const consoleAllowed = canUseConsole(usePermissionSubject());
  if (!canEdit)
    return (
      <p className="error" data-testid="event-settings-denied">
        {PERMISSION_MESSAGES.editEvent}
      </p>
    );
  const sub = SUB_PAGES.find(([path]) => path === section);
  return (
    <section data-testid="event-settings">
      <h2>Settings{sub ? `: ${sub[1]}` : ""}</h2>
      {consoleAllowed ? (
        <p className="settings-console-link">
          <Link to={`/organiser/teams?event=${event.id}`} data-testid="settings-console-link">
            Open this event in the organiser console
          </Link>{" "}
          for its teams, players, matches, brackets, broadcasts and imports.
        </p>
      ) : null}
      <nav className="sub-nav" aria-label="Settings pages">
        <Link to={`${root}/settings`} className={!section ? "active" : undefined}>
          Event
        </Link>
        {SUB_PAGES.map(([path, label]) => (
          <Link
            key={path}
            to={`${root}/settings/${path}`}
            className={section === path ? "active" : undefined}
            data-testid={`settings-link-${path}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {section === "discord" ? (
        <DiscordSettings event={event} />
      ) : section === "discord-logging" ? (
        <DiscordLoggingSettings event={event} />
      ) : section === "signups" ? (
        <SignupSettingsForm event={event} root={root} />
      ) : section === "stages" ? (
        <Suspense fallback={<Loading />}>
          <StagesPage eventId={event.id} root={root} />
        </Suspense>
      ) : section ? (
        <p className="empty">No such settings page.</p>
      ) : (
        <>
          <div className="settings-tabs" role="tablist">
            {TABS.map(([key, label]) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={tab === key}
                className={`chip${tab === key ? " active" : ""}`}
                onClick={() => setTab(key)}
                data-testid={`settings-tab-${key}`}
              >
                {label}
              </button>
            ))}
          </div>
          {tab === "general" ? <GeneralSettings event={event} /> : null}
          {tab === "blocks" ? <BlocksSettings event={event} /> : null}
          {tab === "staff" ? <StaffSettings event={event} /> : null}
          {tab === "socials" ? <SocialSettings event={event} /> : null}
          {tab === "about" ? <AboutSettings event={event} /> : null}
          {tab === "css" ? <CssSettings event={event} /> : null}
        </>
      )}
    </section>
  );
}

function GeneralSettings({ event }: { event: EventRecord }) {
  const theme = useThing("Themes", event.theme?.[0]);
  const seriesList = useTableList("Event Series");
  const series = present(useThings("Event Series", seriesList?.ids ?? null));
  const mapList = useTableList("Map Data");
  const maps = present(useThings("Map Data", mapList?.ids ?? null));
  const [form, setForm] = useFormFor(event.id, () => ({
    name: event.name,
    short: event.short ?? "",
    start_date: event.start_date ?? null,
    first_day: event.event_date?.[0] ?? null,
    last_day: event.event_date?.[1] ?? null,
    game: event.game ?? "",
    subdomain: event.subdomain ?? "",
    partial_subdomain: event.partial_subdomain ?? "",
    series: event.series?.[0] ?? "",
    map_pool: event.map_pool ?? [],
  }));
  const [colours, setColours] = useFormFor(theme ? `${event.id}:${theme.id}` : event.theme?.length ? null : event.id, () =>
    coloursOf(theme),
  );
  const games = useMemo(() => [...new Set(maps.map((m) => m.game).filter((g): g is string => !!g))].sort(), [maps]);
  const poolMaps = maps
    .filter((m) => !form.game || !m.game || m.game === form.game)
    .sort((a, b) => (a.type ?? "").localeCompare(b.type ?? "") || a.name.localeCompare(b.name));
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  /** The theme is still on its way: its colours are neither shown nor sent. */
  const coloursLoading = !!event.theme?.length && theme === undefined;
  const colourPayload = coloursLoading ? undefined : coloursPayload(colours);
  return (
    <SettingsForm
      testId="event-general"
      action="update-event-settings"
      payload={() =>
        eventPayload(event, {
          name: form.name,
          short: form.short || null,
          start_date: form.start_date,
          event_date: [form.first_day, form.last_day].filter((d): d is number => d !== null),
          game: form.game || null,
          subdomain: form.subdomain || null,
          partial_subdomain: form.partial_subdomain || null,
          series: form.series || null,
          map_pool: form.map_pool,
          ...(colourPayload ? { theme: colourPayload } : {}),
        })
      }
    >
      <label>
        Name
        <input value={form.name} required onChange={(e) => set({ name: e.target.value })} data-testid="event-general-name" />
      </label>
      <label>
        Short name
        <input value={form.short} onChange={(e) => set({ short: e.target.value })} data-testid="event-general-short" />
      </label>
      <DateTimeInput
        label="Start date"
        value={form.start_date}
        onChange={(start_date) => set({ start_date })}
        testId="event-general-start"
      />
      <DateTimeInput
        label="First day"
        value={form.first_day}
        onChange={(first_day) => set({ first_day })}
        testId="event-general-first-day"
      />
      <DateTimeInput label="Last day" value={form.last_day} onChange={(last_day) => set({ last_day })} testId="event-general-last-day" />
      <label>
        Game
        <input list="settings-games" value={form.game} onChange={(e) => set({ game: e.target.value })} data-testid="event-general-game" />
        <datalist id="settings-games">
          {games.map((g) => (
            <option key={g} value={g} />
          ))}
        </datalist>
      </label>
      <label>
        Subdomain
        <input value={form.subdomain} onChange={(e) => set({ subdomain: e.target.value })} data-testid="event-general-subdomain" />
      </label>
      <small className="hint">The event's own site: lowercase letters, digits and hyphens.</small>
      <label>
        Partial subdomain
        <input value={form.partial_subdomain} onChange={(e) => set({ partial_subdomain: e.target.value })} />
      </label>
      <label>
        Series
        <select value={form.series} onChange={(e) => set({ series: e.target.value })} data-testid="event-general-series">
          <option value="">No series</option>
          {series.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {/* The colours show once the event's theme is here: an edit made before would be lost when it arrives. */}
      {coloursLoading ? (
        <Loading label="Loading the event's colours" />
      ) : (
        <ColourFields value={colours} onChange={setColours} testId="event-theme" preview={form.short || form.name} />
      )}
      {!colourPayload && !coloursLoading ? (
        <p className="hint error">Fix the colours above; they are not saved until they are valid.</p>
      ) : null}
      <fieldset className="settings-fieldset">
        <legend>Map pool</legend>
        {!poolMaps.length ? <p className="empty">No maps{form.game ? ` for ${form.game}` : ""}.</p> : null}
        <div className="check-grid">
          {poolMaps.map((m) => (
            <label key={m.id} className="check">
              <input
                type="checkbox"
                checked={form.map_pool.includes(m.id)}
                onChange={(e) => set({ map_pool: e.target.checked ? [...form.map_pool, m.id] : form.map_pool.filter((id) => id !== m.id) })}
              />
              {m.name}
              {m.type ? <span className="muted">{m.type}</span> : null}
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsForm>
  );
}

function SocialSettings({ event }: { event: EventRecord }) {
  const records = useThings("Socials", event.socials ?? null);
  const loaded = records.every((r) => r !== undefined);
  const [rows, setRows] = useFormFor(loaded ? `${event.id}:${(event.socials ?? []).join()}` : null, () => socialRows(records));
  return (
    <SettingsForm
      testId="event-socials"
      action="update-event-settings"
      payload={() => eventPayload(event, { socials: socialsPayload(rows) })}
    >
      <SocialsFields value={rows} onChange={setRows} testId="event-socials" />
    </SettingsForm>
  );
}

function AboutSettings({ event }: { event: EventRecord }) {
  const [about, setAbout] = useFormFor(event.id, () => event.about ?? "");
  return (
    <SettingsForm testId="event-about" action="update-event-settings" payload={() => eventPayload(event, { about: about || null })}>
      <label>
        About
        <textarea
          className="about-editor"
          value={about}
          maxLength={ABOUT_LIMIT}
          onChange={(e) => setAbout(e.target.value)}
          data-testid="event-about-text"
        />
      </label>
      <small className="hint">
        HTML with the usual formatting tags; anything else is removed when shown ({about.length}/{ABOUT_LIMIT.toLocaleString("en")}).
      </small>
      <h3>Preview</h3>
      <div className="about-preview">
        <RichText html={about} testId="event-about-preview" />
      </div>
    </SettingsForm>
  );
}

function CssSettings({ event }: { event: EventRecord }) {
  const [css, setCss] = useFormFor(event.id, () => event.broadcast_css ?? "");
  return (
    <SettingsForm testId="event-css" action="update-event-settings" payload={() => eventPayload(event, { broadcast_css: css || null })}>
      <label>
        Broadcast CSS
        <textarea
          className="css-editor"
          spellCheck={false}
          value={css}
          onChange={(e) => setCss(e.target.value)}
          data-testid="event-css-text"
        />
      </label>
      <small className={css.length > BROADCAST_CSS_LIMIT ? "hint error" : "hint"}>
        Applied to every overlay of the event's broadcasts. No @import, scripts or images from other sites (
        {css.length.toLocaleString("en")}/{BROADCAST_CSS_LIMIT.toLocaleString("en")}).
      </small>
    </SettingsForm>
  );
}
