import { useThing } from "../../live/hooks.ts";
import { useAuth } from "../auth/AuthProvider.tsx";
import { PageHeader, usePageTitle } from "../components/common.tsx";
import { EventBrackets } from "../event/EventSections.tsx";

const OVERLAYS = [
  ["ingame", "In-game"],
  ["break", "Break"],
  ["versus", "Versus"],
  ["bracket", "Bracket"],
  ["schedule", "Schedule"],
  ["standings", "Standings"],
  ["desk", "Desk"],
  ["winners", "Winners"],
] as const;

/**
 * /dashboard: the producer dashboard is coming; until then, the broadcast's overlay routes
 * and its event's brackets (with Resolve for match editors), live.
 */
export default function DashboardPage() {
  usePageTitle("Dashboard");
  const auth = useAuth();
  const client = useThing("Clients", auth.user?.clients[0]);
  const broadcast = useThing("Broadcasts", client?.broadcast?.[0]);
  const event = useThing("Events", broadcast?.event?.[0]);
  return (
    <div data-testid="dashboard-page">
      <PageHeader title="Dashboard" subtitle="The producer dashboard is coming soon." />
      {broadcast ? (
        <section>
          <h2>Overlay routes for {broadcast.name}</h2>
          <p className="muted">Add these as browser sources in your stream software.</p>
          <ul className="list">
            {OVERLAYS.map(([path, label]) => (
              <li key={path} className="list-row">
                <strong>{label}</strong>{" "}
                <a href={`/broadcast/${broadcast.key}/${path}`}>
                  <code>
                    /broadcast/{broadcast.key}/{path}
                  </code>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p>You have no production client with a broadcast yet.</p>
      )}
      {event?.brackets?.length ? (
        <section data-testid="dashboard-brackets">
          <h2>Brackets of {event.name}</h2>
          <EventBrackets event={event} />
        </section>
      ) : null}
    </div>
  );
}
