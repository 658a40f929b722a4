import { Suspense, useEffect, useState } from "react";
import { usePageTitle } from "../../ui/components/usePageTitle.ts";
import { Navigate, NavLink, Route, Routes, useParams, useSearchParams } from "react-router";
import { Loading } from "../../ui/components/Loading.tsx";
import { lazyWithRetry } from "../../ui/components/lazyWithRetry.ts";
import { AuditPage } from "./AuditPage.tsx";
import { listQueryString } from "../../live/console.ts";
import { EditView } from "./EditView.tsx";
import { TABLE_INFO, TABLE_ORDER, tableOfSlug } from "./fields.ts";
import { ListView } from "./ListView.tsx";
import { useConsoleList } from "./useConsole.ts";
import { WebhooksPage } from "./WebhooksPage.tsx";
import "./organiser.css";

// The import page (its own chunk).
const ImportPage = lazyWithRetry(() => import("./import/ImportPage.tsx"));
// The Stages page (ui/stages/, shared with the event's settings; its own chunk).
const StagesPage = lazyWithRetry(() => import("../../ui/stages/StagesPage.tsx").then((m) => ({ default: m.StagesPage })));

const EVENT_KEY = "organiser:event";

function storedEvent(): string | null {
  try {
    return sessionStorage.getItem(EVENT_KEY) || null;
  } catch {
    return null;
  }
}

/** The console's event scope: "All events" or one event, kept for the tab's session. */
function EventScope({ event, onChange }: { event: string | null; onChange: (event: string | null) => void }) {
  const { result } = useConsoleList(listQueryString({ table: "Events", size: 200, sort: "updated", dir: "desc", archived: "all" }));
  const rows = result?.ok ? result.data.rows : [];
  return (
    <label className="org-scope">
      <span>Event</span>
      <select value={event ?? ""} onChange={(e) => onChange(e.target.value || null)} data-testid="org-event-scope">
        <option value="">All events</option>
        {event && !rows.some((row) => row.id === event) ? <option value={event}>{event}</option> : null}
        {rows.map((row) => (
          <option key={row.id} value={row.id}>
            {row.label}
            {row.archived ? " (archived)" : ""}
          </option>
        ))}
      </select>
    </label>
  );
}

function TableRoute({ event, edit }: { event: string | null; edit: boolean }) {
  const { slug, id } = useParams();
  const table = tableOfSlug(slug);
  if (!table)
    return (
      <p className="empty" data-testid="org-unknown">
        There is no “{slug}” in the console.
      </p>
    );
  if (!edit) return <ListView key={table} table={table} event={event} />;
  return <EditView key={`${table}:${id}`} table={table} id={id === "new" ? null : (id ?? null)} event={event} />;
}

/** The organiser console (SPEC §2.5, §3): events, teams, players, matches and the rest, for staff. */
export default function OrganiserPage() {
  // ?event=<id> (the event settings page's link) opens the console scoped to that event.
  const [params, setParams] = useSearchParams();
  const linkedEvent = params.get("event");
  const [event, setEvent] = useState<string | null>(() => linkedEvent || storedEvent());
  usePageTitle("Organiser console");
  // A link followed while the console is open scopes it too (state set while rendering, React's way).
  const [followed, setFollowed] = useState(linkedEvent);
  if (linkedEvent !== followed) {
    setFollowed(linkedEvent);
    if (linkedEvent) setEvent(linkedEvent);
  }
  useEffect(() => {
    if (!linkedEvent) return;
    try {
      sessionStorage.setItem(EVENT_KEY, linkedEvent);
    } catch {
      // Storage refused: the scope lasts for this page only.
    }
    const next = new URLSearchParams(params);
    next.delete("event");
    setParams(next, { replace: true });
  }, [linkedEvent, params, setParams]);
  const changeEvent = (next: string | null) => {
    setEvent(next);
    try {
      if (next) sessionStorage.setItem(EVENT_KEY, next);
      else sessionStorage.removeItem(EVENT_KEY);
    } catch {
      // Storage refused (private mode): the scope lasts for this page only.
    }
  };
  return (
    <div className="org" data-testid="organiser">
      <nav className="org-nav" aria-label="Organiser console">
        <p className="org-nav-title">Organiser console</p>
        <ul>
          {TABLE_ORDER.map((table) => (
            <li key={table}>
              <NavLink to={`/organiser/${TABLE_INFO[table].slug}`} data-testid={`org-nav-${TABLE_INFO[table].slug}`}>
                {TABLE_INFO[table].title}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="org-nav-tools">
          <li>
            <NavLink to="/organiser/stages" data-testid="org-nav-stages">
              Stages
            </NavLink>
          </li>
          <li>
            <NavLink to="/organiser/import" data-testid="org-nav-import">
              Import
            </NavLink>
          </li>
          <li>
            <NavLink to="/organiser/audit" data-testid="org-nav-audit">
              Audit
            </NavLink>
          </li>
          <li>
            <NavLink to="/organiser/webhooks" data-testid="org-nav-webhooks">
              Webhooks
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="org-main">
        <div className="org-topbar">
          <EventScope event={event} onChange={changeEvent} />
        </div>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route index element={<Navigate to="/organiser/events" replace />} />
            <Route path="import" element={<ImportPage />} />
            <Route path="stages" element={<StagesPage eventId={event} heading />} />
            <Route path="audit" element={<AuditPage event={event} />} />
            <Route path="webhooks" element={<WebhooksPage key={event ?? ""} event={event} />} />
            <Route path=":slug" element={<TableRoute event={event} edit={false} />} />
            <Route path=":slug/:id" element={<TableRoute event={event} edit />} />
          </Routes>
        </Suspense>
      </div>
    </div>
  );
}
