import { NavLink } from "react-router";
import { eventNavItems } from "../../domain/eventNav.ts";
import type { EventRecord } from "../../domain/tables.ts";
import { useThing, useThings } from "../../live/hooks.ts";
import { Logo, SmartLink, useLinkTo } from "../components/common.tsx";
import { useSite } from "./SiteContext.tsx";

/**
 * Minisite navigation (SPEC §2.3): schedule, bracket(s), standings, the event's navbar events.
 * On a phone the links fold behind the navbar's Menu button (site/styles.css); a link closes it.
 */
export function MinisiteNav({ event, onNavigate }: { event: EventRecord; onNavigate: () => void }) {
  const theme = useThing("Themes", event.theme?.[0]);
  const brackets = useThings("Brackets", event.brackets ?? null);
  const navbarEvents = useThings("Events", event.navbar_events ?? null);
  const linkTo = useLinkTo();
  const site = useSite();
  const items = eventNavItems(event, { brackets, canEditEvent: false }).filter((i) =>
    ["schedule", "bracket", "brackets", "standings"].includes(i.path),
  );
  return (
    <>
      <NavLink to="/" className="brand" data-testid="nav-home">
        <Logo attachments={theme?.small_logo ?? theme?.default_logo} alt="" size={28} /> {event.short ?? event.name}
      </NavLink>
      <div id="minisite-links" className="minisite-links">
        {items.map((item) => (
          <NavLink key={item.path} to={`/${item.path}`} data-testid={`minisite-nav-${item.path}`} onClick={onNavigate}>
            {item.label}
          </NavLink>
        ))}
        {navbarEvents.map((other) =>
          other ? (
            <SmartLink key={other.id} to={linkTo("event", other)}>
              {other.short ?? other.name}
            </SmartLink>
          ) : null,
        )}
        <a href={`${site.mainOrigin}/`} className="muted-link">
          Main site
        </a>
      </div>
    </>
  );
}
