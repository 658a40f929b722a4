import type { EventRecord, TeamRecord, ThemeRecord } from "../../domain/tables.ts";
import { shortId } from "../../domain/ids.ts";
import { visibleBrackets } from "../../domain/eventNav.ts";
import { upcomingMatches } from "../../domain/match.ts";
import { present, useServerNow, useThing, useThings } from "../../live/hooks.ts";
import { useCanResolveBrackets } from "../../ui/auth/usePlayer.ts";
import { BracketView } from "../../ui/bracket/BracketView.tsx";
import { Empty, Logo, SmartLink, useLinkTo } from "../components/common.tsx";
import { RichText } from "../components/RichText.tsx";
import { MatchList, useLiveMatchIds } from "../components/MatchCard.tsx";

export function EventOverview({ event, root }: { event: EventRecord; root: string }) {
  const matches = present(useThings("Matches", event.matches ?? null));
  const news = present(useThings("News", event.news_items ?? null));
  const live = useLiveMatchIds().filter((id) => event.matches?.includes(id));
  const now = useServerNow();
  const next = upcomingMatches(matches, now)
    .filter((m) => !live.includes(m.id))
    .slice(0, 4);
  return (
    <div className="event-overview" data-testid="event-overview">
      {live.length ? (
        <section>
          <h2>Live now</h2>
          <MatchList ids={live} />
        </section>
      ) : null}
      <section>
        <h2>Next matches</h2>
        <MatchList ids={next.map((m) => m.id)} empty="No matches scheduled." />
      </section>
      {event.about ? (
        <section>
          <h2>About</h2>
          <RichText html={event.about} />
        </section>
      ) : null}
      {news.length ? (
        <section>
          <h2>News</h2>
          <ul className="news-list">
            {news.map((n) => (
              <li key={n.id}>
                <SmartLink to={`/news/${n.slug}`}>{n.name}</SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="muted">
        Teams: <span data-testid="event-team-count">{event.teams?.length ?? 0}</span> ·{" "}
        <SmartLink to={`${root}/rosters`}>Rosters</SmartLink>
      </p>
    </div>
  );
}

/** Matches grouped by week (or round), soonest first. */
export function EventSchedule({ event }: { event: EventRecord }) {
  const matches = present(useThings("Matches", event.matches ?? null)).sort((a, b) => (a.start ?? Infinity) - (b.start ?? Infinity));
  const groups = new Map<string, string[]>();
  for (const m of matches) {
    const key = m.week_text ?? m.round ?? m.match_group ?? "Matches";
    groups.set(key, [...(groups.get(key) ?? []), m.id]);
  }
  if (!matches.length) return <Empty>No matches yet.</Empty>;
  return (
    <div data-testid="event-schedule">
      <p>
        <a href={`/calendar/event/${shortId(event.id)}.ics`} data-testid="calendar-link">
          Add to calendar
        </a>
      </p>
      {[...groups].map(([title, ids]) => (
        <section key={title}>
          <h2>{title}</h2>
          <MatchList ids={ids} />
        </section>
      ))}
    </div>
  );
}

export function EventBrackets({ event }: { event: EventRecord }) {
  const brackets = visibleBrackets(useThings("Brackets", event.brackets ?? null));
  const live = useLiveMatchIds();
  const canResolve = useCanResolveBrackets(event);
  if (!brackets.length) return <Empty>No brackets yet.</Empty>;
  return (
    <div className="brackets">
      {brackets.map((b) => (
        <BracketView
          key={b.id}
          bracket={b}
          canResolve={canResolve}
          highlightMatchId={live.find((id) => b.ordered_matches?.includes(id)) ?? null}
        />
      ))}
    </div>
  );
}

function TeamRoster({ team }: { team: TeamRecord }) {
  const theme = useThing("Themes", team.theme?.[0]);
  const players = present(useThings("Players", team.players ?? null));
  const linkTo = useLinkTo();
  return (
    <article className="roster-card" data-testid="roster-card" style={{ borderTopColor: theme?.color_theme }}>
      <header>
        <Logo attachments={theme?.small_logo ?? theme?.default_logo} alt="" size={40} />{" "}
        <SmartLink to={linkTo("team", team.id)}>{team.name}</SmartLink>
      </header>
      <ul>
        {players.map((p) => (
          <li key={p.id}>
            <SmartLink to={linkTo("player", p.id)}>{p.name}</SmartLink> <span className="muted">{p.role}</span>
            {team.captains?.includes(p.id) ? <span className="badge">Captain</span> : null}
          </li>
        ))}
      </ul>
    </article>
  );
}

export function EventRosters({ event }: { event: EventRecord }) {
  // An archived team stays in the event's records, but off its public pages.
  const teams = present(useThings("Teams", event.teams ?? null)).filter((t) => !t.archived);
  if (!teams.length) return <Empty>No teams have signed up yet.</Empty>;
  return (
    <div className="card-grid" data-testid="event-rosters">
      {teams.map((t) => (
        <TeamRoster key={t.id} team={t} />
      ))}
    </div>
  );
}

export function EventStaff({ event, extended }: { event: EventRecord; extended: boolean }) {
  const staff = present(useThings("Players", event.staff ?? null));
  const casters = new Set(event.casters ?? []);
  const linkTo = useLinkTo();
  return (
    <section data-testid="event-staff">
      <h2>{extended ? "Staff and crew" : "Staff"}</h2>
      <ul className="people">
        {staff.map((p) => (
          <li key={p.id}>
            <SmartLink to={linkTo("player", p.id)}>{p.name}</SmartLink>
            {extended && p.pronouns ? <span className="muted"> {p.pronouns}</span> : null}
            {casters.has(p.id) ? <span className="badge">Caster</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EventAbout({ event }: { event: EventRecord }) {
  return (
    <section data-testid="event-about">
      <h2>About</h2>
      {event.about ? <RichText html={event.about} /> : <Empty>Nothing here yet.</Empty>}
    </section>
  );
}

export function EventTheme({ theme }: { theme: ThemeRecord | null | undefined }) {
  if (!theme) return <Empty>This event has no theme.</Empty>;
  const colours = Object.entries(theme).filter(([k, v]) => k.startsWith("color_") && typeof v === "string") as [string, string][];
  return (
    <section data-testid="event-theme">
      <h2>Theme</h2>
      <Logo attachments={theme.default_logo} alt="Event logo" size={120} />
      <ul className="swatches">
        {colours.map(([k, v]) => (
          <li key={k}>
            <span className="swatch" style={{ background: v }} /> {k.replace(/^color_/, "").replace(/_/g, " ")} <code>{v}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EventStreams({ event }: { event: EventRecord }) {
  const broadcasts = present(useThings("Broadcasts", event.broadcasts ?? null));
  const linkTo = useLinkTo();
  if (!broadcasts.length) return <Empty>No streams for this event.</Empty>;
  return (
    <section data-testid="event-streams">
      <h2>Streams</h2>
      <ul className="list">
        {broadcasts.map((b) => (
          <li key={b.id} className="list-row">
            <strong>{b.name}</strong>
            {b.channel ? (
              <a href={`https://twitch.tv/${b.channel}`} target="_blank" rel="noopener noreferrer">
                twitch.tv/{b.channel}
              </a>
            ) : null}
            {b.live_match?.[0] ? <SmartLink to={linkTo("match", b.live_match[0])}>Live match</SmartLink> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
