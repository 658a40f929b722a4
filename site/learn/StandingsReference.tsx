import { TIEBREAKER_LABELS, DEFAULT_TIEBREAKERS } from "../../domain/standings/standings.ts";
import { PageHeader, usePageTitle } from "../components/common.tsx";

/** /learn/standings: how standings are computed. */
export default function StandingsReference() {
  usePageTitle("Standings");
  return (
    <div className="prose" data-testid="standings-reference">
      <PageHeader title="Standings" subtitle="How tables and tiebreakers work." />
      <p>
        A match counts once a team reaches the match's first-to score, or when it is forfeited. Teams are ranked by match record, then tied
        teams are separated by the tiebreakers below, in order. When a tiebreaker splits a tie into smaller ties, the order starts again
        within each smaller tie, so head-to-head only ever compares the teams still tied.
      </p>
      <ol>
        {DEFAULT_TIEBREAKERS.map((t) => (
          <li key={t}>{TIEBREAKER_LABELS[t]}</li>
        ))}
      </ol>
      <p>Team map stats score wins minus 0.25 per loss. A match's length is first-to × 2 − 1 maps, plus any drawn maps.</p>
      <p>
        The Foldy Sheet on an event page plays out every remaining match both ways and shows how often each team finishes in each place.
      </p>
    </div>
  );
}
