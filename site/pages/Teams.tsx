import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { teamsByEvent, type EventTeams } from "../../domain/search.ts";
import type { EventRecord } from "../../domain/tables.ts";
import type { TeamListItem } from "../../domain/wireRecords.ts";
import { countOf } from "../../domain/words.ts";
import { useThing, useThings, useCollection } from "../../live/hooks.ts";
import { Logo, PageHeader, SmartLink, useLinkTo, usePageTitle } from "../components/common.tsx";

function TeamRow({ team }: { team: TeamListItem }) {
  const theme = useThing("Themes", team.theme);
  const linkTo = useLinkTo();
  return (
    <SmartLink to={linkTo("team", team.id)} className="list-row" testId="team-row">
      <Logo attachments={theme?.small_logo ?? theme?.default_logo} alt="" size={36} />
      <strong>{team.name}</strong>
      {team.code ? <span className="muted">{team.code}</span> : null}
    </SmartLink>
  );
}

/** One event's teams under its name (linked to the event), so teams of one name in two events are told apart. */
function EventGroup({ group, event }: { group: EventTeams<TeamListItem>; event: EventRecord | null | undefined }) {
  const linkTo = useLinkTo();
  const title = event ? event.name : group.event ? "Loading the event…" : "No event";
  return (
    <section className="team-event" data-testid="team-event-group">
      <h2 className="team-event-title">
        {event ? (
          <SmartLink to={linkTo("event", event)} testId="team-event-name">
            {title}
          </SmartLink>
        ) : (
          <span data-testid="team-event-name">{title}</span>
        )}{" "}
        <span className="muted">{countOf(group.teams.length, "team")}</span>
      </h2>
      <div className="list">
        {group.teams.map((team) => (
          <TeamRow key={team.id} team={team} />
        ))}
      </div>
    </section>
  );
}

/** SPEC §2.2: a filter (above 2 characters), 10 events a page with their teams, the page number in ?page=. */
export default function Teams() {
  usePageTitle("Teams");
  const [params, setParams] = useSearchParams();
  const filter = params.get("q") ?? "";
  const collection = useCollection("special:teams");
  const { groups, page, pages } = useMemo(
    () => teamsByEvent(collection?.teams ?? [], filter, Number(params.get("page") ?? 1)),
    [collection, filter, params],
  );
  const eventIds = useMemo(() => groups.flatMap((g) => (g.event ? [g.event] : [])), [groups]);
  const events = useThings("Events", eventIds);
  const eventOf = (id: string | null) => (id ? events[eventIds.indexOf(id)] : null);
  const go = (next: number) => {
    const p = new URLSearchParams(params);
    p.set("page", String(next));
    setParams(p);
  };
  return (
    <div>
      <PageHeader title="Teams" />
      <label className="search">
        <span className="sr-only">Filter teams</span>
        <input
          type="search"
          placeholder="Filter teams"
          value={filter}
          data-testid="team-filter"
          onChange={(e) => {
            const p = new URLSearchParams(params);
            p.set("q", e.target.value);
            p.delete("page");
            setParams(p, { replace: true });
          }}
        />
      </label>
      <div className="team-events" data-testid="team-list">
        {collection === undefined ? <p className="muted">Loading teams…</p> : null}
        {collection && !groups.length ? <p className="muted">No teams match this filter.</p> : null}
        {groups.map((group) => (
          <EventGroup key={group.event ?? "none"} group={group} event={eventOf(group.event)} />
        ))}
      </div>
      <nav className="pager" aria-label="Pages">
        <button type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
          Previous
        </button>
        <span data-testid="team-page">
          Page {page} of {pages}
        </span>
        <button type="button" disabled={page >= pages} onClick={() => go(page + 1)} data-testid="team-next">
          Next
        </button>
      </nav>
    </div>
  );
}
