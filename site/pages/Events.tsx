import type { EventRecord } from "../../domain/tables.ts";
import { listedEvents } from "../../domain/collections.ts";
import { present, useThing, useThings, useTableList } from "../../live/hooks.ts";
import { Logo, PageHeader, SmartLink, useLinkTo, usePageTitle } from "../components/common.tsx";
import { Loading } from "../../ui/components/Loading.tsx";

function EventCard({ event }: { event: EventRecord }) {
  const theme = useThing("Themes", event.theme?.[0]);
  const linkTo = useLinkTo();
  const style = theme?.color_theme ? { borderColor: theme.color_accent ?? theme.color_theme } : undefined;
  return (
    <SmartLink to={linkTo("event", event)} className="event-card" testId="event-card">
      <span className="event-logo" style={{ background: theme?.color_logo_background ?? "#1b2333", ...style }}>
        <Logo attachments={theme?.default_logo} alt="" size={56} />
      </span>
      <span className="event-text">
        <strong>{event.name}</strong>
        {event.series_subtitle ? <span className="muted">{event.series_subtitle}</span> : null}
        {event.in_progress ? <span className="badge">In progress</span> : null}
      </span>
    </SmartLink>
  );
}

function Section({ title, events }: { title: string; events: EventRecord[] }) {
  if (!events.length) return null;
  return (
    <section data-testid="event-section">
      <h2>{title}</h2>
      <div className="card-grid">
        {events.map((e) => (
          <EventCard key={e.id} event={e} />
        ))}
      </div>
    </section>
  );
}

/** SPEC §2.2: In progress, then one section per series by its order, then Other events. */
export default function Events() {
  usePageTitle("Events");
  // As the original site: every event (the `Events` list), then those shown in the events list.
  const list = useTableList("Events");
  const events = listedEvents(present(useThings("Events", list?.ids ?? null)));
  const seriesIds = [...new Set(events.flatMap((e) => e.series ?? []))];
  const series = present(useThings("Event Series", seriesIds));
  if (list === undefined) return <Loading />;
  const inProgress = events.filter((e) => e.in_progress);
  const rest = events.filter((e) => !e.in_progress);
  const ordered = [...series].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.name.localeCompare(b.name));
  const placed = new Set<string>();
  const sections = ordered.map((s) => {
    const list = rest.filter((e) => !placed.has(e.id) && (e.series?.includes(s.id) || s.events?.includes(e.id)));
    list.forEach((e) => placed.add(e.id));
    return { title: s.name, events: list };
  });
  return (
    <div>
      <PageHeader title="Events" subtitle="Every community event, current and past." />
      <Section title="In progress" events={inProgress} />
      {sections.map((s) => (
        <Section key={s.title} title={s.title} events={s.events} />
      ))}
      <Section title="Other events" events={rest.filter((e) => !placed.has(e.id))} />
    </div>
  );
}
