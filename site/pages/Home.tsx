import { Link } from "react-router";
import { listedEvents } from "../../domain/collections.ts";
import { nounFor } from "../../domain/words.ts";
import { present, useCollection, useTableList, useThings } from "../../live/hooks.ts";
import { usePageTitle } from "../components/common.tsx";
import { MatchList, useLiveMatchIds } from "../components/MatchCard.tsx";

/** SPEC §9: the home page lists up to 6 upcoming matches. */
export const HOME_UPCOMING = 6;

export default function Home() {
  usePageTitle(null);
  const upcoming = useCollection("special:upcoming-matches");
  // As the original site: the events shown in the events list, from every event (the `Events` list).
  const eventList = useTableList("Events");
  const events = listedEvents(present(useThings("Events", eventList?.ids ?? null)));
  const liveIds = useLiveMatchIds();
  const upcomingIds = (upcoming?.matches ?? []).filter((id) => !liveIds.includes(id)).slice(0, HOME_UPCOMING);
  return (
    <div className="home">
      <section className="hero-banner" data-testid="welcome">
        <h1>Welcome to Community Esports</h1>
        <p>Community-run tournaments for team-based games: follow the events, the teams and players, and every match live as it happens.</p>
        <div className="row">
          <Link to="/events" className="button">
            Browse events
          </Link>
          <Link to="/learn" className="button secondary">
            Learn to broadcast
          </Link>
        </div>
      </section>
      {liveIds.length ? (
        <section>
          <h2>Live now</h2>
          <MatchList ids={liveIds} />
        </section>
      ) : null}
      <section>
        <h2>Upcoming matches</h2>
        {upcoming === undefined ? (
          <p className="muted">Loading matches…</p>
        ) : (
          <MatchList ids={upcomingIds} empty="No matches scheduled right now." />
        )}
      </section>
      <section className="stat-card">
        <h2>Community events</h2>
        <p data-testid="event-count">
          <strong>{events.length}</strong> {nounFor(events.length, "community event")} and counting. <Link to="/events">See them all</Link>
        </p>
      </section>
    </div>
  );
}
