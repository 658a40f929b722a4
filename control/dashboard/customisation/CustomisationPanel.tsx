import { linkTo } from "../../../domain/links.ts";
import { BROADCAST_SETTINGS } from "../../../domain/records.ts";
import type { EventRecord } from "../../../domain/tables.ts";
import { useThing } from "../../../live/hooks.ts";
import { Loading } from "../../../ui/components/Loading.tsx";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import { CamLinkControl } from "./CamLinkControl.tsx";
import { ThemeSwatches } from "./ThemeSwatches.tsx";
import "./customisation.css";

/** Customisation (SPEC §2.9): the broadcast's event and theme, its settings, and the cam link; when the broadcast has an event. */
export function CustomisationPanel() {
  const { broadcast, event } = useDashboard();
  if (!broadcast.event?.length) return null;
  return (
    <Panel id="customisation" title="Customisation" status={event ? (event.short ?? event.name) : "Loading the event"}>
      {event ? <EventTheme event={event} /> : event === undefined ? <Loading label="Loading the event" /> : <MissingEvent />}
      <BroadcastSettings />
      <CamLinkControl />
    </Panel>
  );
}

function MissingEvent() {
  return <p className="hint">The broadcast&apos;s event could not be found: ask the organiser to set the broadcast&apos;s event again.</p>;
}

/** The event's theme colours, with the event and theme pages (new tabs, so the show keeps running here). */
function EventTheme({ event }: { event: EventRecord }) {
  const theme = useThing("Themes", event.theme?.[0]);
  // Events with a subdomain live on their minisite (SPEC §2.1); the dashboard is on the main site.
  const context = { mainOrigin: window.location.origin };
  return (
    <section className="custom-section" aria-label="Event theme">
      <h3>{event.name}</h3>
      <p className="custom-links">
        <a href={linkTo("event", event, null, context)} target="_blank" rel="noreferrer" data-testid="customisation-event-link">
          Event page
        </a>
        <a href={linkTo("event", event, "theme", context)} target="_blank" rel="noreferrer" data-testid="customisation-theme-link">
          Theme page
        </a>
      </p>
      {theme ? (
        <ThemeSwatches theme={theme} />
      ) : theme === undefined && event.theme?.length ? (
        <Loading label="Loading the theme" />
      ) : (
        <p className="hint">This event has no theme: give it one on the event&apos;s theme page.</p>
      )}
    </section>
  );
}

/** Which overlay settings (SPEC §3 broadcast_settings) are on; shown for reference, as no action changes them. */
function BroadcastSettings() {
  const { broadcast } = useDashboard();
  const on = new Set(broadcast.broadcast_settings ?? []);
  return (
    <section className="custom-section" aria-label="Broadcast settings">
      <h3>Broadcast settings</h3>
      <ul className="custom-settings" data-testid="customisation-settings">
        {BROADCAST_SETTINGS.map((setting) => (
          <li key={setting} className={on.has(setting) ? "on" : "off"}>
            <span aria-hidden>{on.has(setting) ? "●" : "○"}</span> {setting}
            <span className="sr-only">{on.has(setting) ? ": on" : ": off"}</span>
          </li>
        ))}
      </ul>
      <p className="hint">The organiser sets these on the broadcast.</p>
    </section>
  );
}
