import { NavLink, useLocation, useParams } from "react-router";
import { longId } from "../../domain/ids.ts";
import { eventNavItems } from "../../domain/eventNav.ts";
import { recordPath } from "../../domain/links.ts";
import type { EventRecord, ThemeRecord } from "../../domain/tables.ts";
import { useThing, useThings } from "../../live/hooks.ts";
import { useSite } from "../app/SiteContext.tsx";
import { Protected } from "../auth/Protected.tsx";
import { useCanEditEvent } from "../../ui/auth/usePlayer.ts";
import { Logo, SmartLink, themeColours, useLinkTo, usePageTitle } from "../components/common.tsx";
import { Loading } from "../../ui/components/Loading.tsx";
import NotFound from "../pages/NotFound.tsx";
import {
  EventAbout,
  EventBrackets,
  EventOverview,
  EventRosters,
  EventSchedule,
  EventStaff,
  EventStreams,
  EventTheme,
} from "./EventSections.tsx";
import { EventAuction, EventBrands, EventDraft, EventScenarios, EventSettings, EventStandings, EventStats } from "./EventExtras.tsx";
import { SignupPage } from "./SignupPage.tsx";
import { SignupList } from "./SignupList.tsx";

/** An event and its sub-pages (SPEC §2.5, §2.7), at /event/{id}/{sub} or /{sub} on its minisite. */
export default function EventPage({ eventId, base }: { eventId?: string; base?: string }) {
  const params = useParams();
  const site = useSite();
  const id = eventId ?? longId(params.id ?? "");
  const event = useThing("Events", id);
  const theme = useThing("Themes", event?.theme?.[0]);
  const brackets = useThings("Brackets", event?.brackets ?? null);
  const socials = useThings("Socials", event?.socials ?? null);
  const canEdit = useCanEditEvent(event ?? null);
  const linkTo = useLinkTo();
  const location = useLocation();
  usePageTitle(event?.name ?? (event === null ? "Not Found" : "Event"));
  if (event === undefined) return <Loading label="Loading the event" />;
  if (event === null) return <NotFound />;
  const root = base ?? recordPath("event", event.id);
  const items = eventNavItems(event, { brackets, socials, canEditEvent: canEdit });
  const onMinisite = site.minisiteEventId === event.id;
  return (
    <div className="event-page">
      <header className="event-header" style={themeColours(theme?.color_theme, theme?.color_text_on_theme)}>
        <Logo attachments={theme?.default_logo} alt="" size={72} />
        <div>
          <h1 data-testid="event-name">{event.name}</h1>
          {event.series_subtitle || event.week_text ? (
            <p className="subtitle">{[event.series_subtitle, event.week_text].filter(Boolean).join(" · ")}</p>
          ) : null}
        </div>
      </header>
      {event.subdomain && !onMinisite ? (
        <p className="minisite-prompt" data-testid="minisite-prompt">
          This event has its own site: <SmartLink to={linkTo("event", event)}>open {event.short ?? event.name}</SmartLink>
        </p>
      ) : null}
      <nav className="sub-nav" aria-label="Event pages" data-testid="event-nav">
        {items.map((item) =>
          item.external ? (
            <a key={item.path} href={item.path} target="_blank" rel="noopener noreferrer">
              {item.label}
            </a>
          ) : (
            <NavLink
              key={item.path}
              end
              to={`${root}/${item.path}`.replace(/\/$/, "") || "/"}
              data-testid={`event-tab-${item.path || "overview"}`}
            >
              {item.label}
            </NavLink>
          ),
        )}
      </nav>
      <EventSubPage
        sub={(base !== undefined ? location.pathname.slice(base.length) : (params["*"] ?? "")).replace(/^\/+|\/+$/g, "")}
        event={event}
        theme={theme}
        canEdit={canEdit}
        root={root}
      />
    </div>
  );
}

/** The sub-page for a path below the event (a switch: the same code serves /event/{id}/x and a minisite's /x). */
function EventSubPage({
  sub,
  event,
  theme,
  canEdit,
  root,
}: {
  sub: string;
  event: EventRecord;
  theme: ThemeRecord | null | undefined;
  canEdit: boolean;
  root: string;
}) {
  const [first, second, ...rest] = sub.split("/");
  // Only settings (its sections) and staff (extended) have pages below them: any other deeper path is unknown.
  if (rest.length || (second !== undefined && first !== "settings" && first !== "staff")) return <NotFound />;
  switch (first) {
    case "":
      return <EventOverview event={event} root={root} />;
    case "schedule":
      return <EventSchedule event={event} />;
    case "rosters":
      return <EventRosters event={event} />;
    case "bracket":
    case "brackets":
      return <EventBrackets event={event} />;
    case "standings":
      return <EventStandings event={event} />;
    case "scenarios":
      return <EventScenarios event={event} />;
    case "draft":
      return <EventDraft event={event} />;
    case "auction":
      return (
        <Protected>
          <EventAuction event={event} />
        </Protected>
      );
    case "staff":
      return second && second !== "extended" ? <NotFound /> : <EventStaff event={event} extended={second === "extended"} />;
    case "about":
      return <EventAbout event={event} />;
    case "theme":
      return <EventTheme theme={theme} />;
    case "brands":
      return <EventBrands event={event} />;
    case "stats":
      return <EventStats event={event} />;
    case "signup":
      return <SignupPage event={event} root={root} canEdit={canEdit} />;
    case "signups":
      return <SignupList event={event} canEdit={canEdit} />;
    case "streams":
      return <EventStreams event={event} />;
    case "settings":
      return (
        <Protected>
          <EventSettings event={event} canEdit={canEdit} root={root} section={second} />
        </Protected>
      );
    default:
      return <NotFound />;
  }
}
