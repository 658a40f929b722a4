import { NavLink, Route, Routes, useParams } from "react-router";
import { longId, shortId } from "../../domain/ids.ts";
import { recordPath } from "../../domain/links.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import { useThing, useThings, present } from "../../live/hooks.ts";
import { Empty, SmartLink, useLinkTo, usePageTitle } from "../components/common.tsx";
import { Loading } from "../../ui/components/Loading.tsx";
import { MatchList } from "../components/MatchCard.tsx";
import NotFound from "./NotFound.tsx";

function PlayedMatches({ player }: { player: PlayerRecord }) {
  const teams = present(useThings("Teams", player.member_of ?? null));
  const events = present(useThings("Events", [...new Set(teams.flatMap((t) => t.event ?? []))]));
  const matches = present(
    useThings(
      "Matches",
      events.flatMap((e) => e.matches ?? []),
    ),
  );
  const ids = matches
    .filter((m) => m.teams?.some((t) => player.member_of?.includes(t)))
    .sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
    .map((m) => m.id);
  return (
    <section data-testid="player-matches">
      <h2>Matches</h2>
      <MatchList ids={ids} />
    </section>
  );
}

function EventList({ ids, title, testId }: { ids: string[] | undefined; title: string; testId: string }) {
  const events = present(useThings("Events", ids ?? null));
  const linkTo = useLinkTo();
  return (
    <section data-testid={testId}>
      <h2>{title}</h2>
      {events.length ? (
        <ul>
          {events.map((e) => (
            <li key={e.id}>
              <SmartLink to={linkTo("event", e)}>{e.name}</SmartLink>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>None yet.</Empty>
      )}
    </section>
  );
}

function Main({ player }: { player: PlayerRecord }) {
  const teams = present(useThings("Teams", player.member_of ?? null));
  const linkTo = useLinkTo();
  return (
    <div className="card-grid">
      <section className="table-card" data-testid="player-profile">
        <dl className="stats">
          {player.pronouns ? (
            <>
              <dt>Pronouns</dt>
              <dd>{player.pronouns}</dd>
            </>
          ) : null}
          {player.pronunciation ? (
            <>
              <dt>Pronunciation</dt>
              <dd>{player.pronunciation}</dd>
            </>
          ) : null}
          {player.role ? (
            <>
              <dt>Role</dt>
              <dd>{player.role}</dd>
            </>
          ) : null}
          {player.favourite_hero ? (
            <>
              <dt>Favourite hero</dt>
              <dd>{player.favourite_hero}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="table-card">
        <h2>Teams</h2>
        {teams.length ? (
          <ul>
            {teams.map((t) => (
              <li key={t.id}>
                <SmartLink to={linkTo("team", t.id)}>{t.name}</SmartLink>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>Not on a team.</Empty>
        )}
      </section>
    </div>
  );
}

/** /player/{id} with main, casts, news, matches|production, played-matches, match-stats, brands, participation, banner, partners. */
export default function PlayerPage() {
  const { id } = useParams();
  const player = useThing("Players", longId(id ?? ""));
  usePageTitle(player?.name ?? (player === null ? "Not Found" : "Player"));
  if (player === undefined) return <Loading />;
  if (player === null) return <NotFound />;
  const base = recordPath("player", player.id);
  const tab = (to: string, label: string) => (
    <NavLink end to={`${base}${to}`}>
      {label}
    </NavLink>
  );
  return (
    <div>
      <header className="page-header">
        <h1 data-testid="player-name">
          {player.name} {player.verified ? <span className="badge verified">✓ Verified</span> : null}
        </h1>
        <p>
          <a href={`/calendar/player/${shortId(player.id)}.ics`} data-testid="calendar-link">
            Add to calendar
          </a>
        </p>
      </header>
      <nav className="sub-nav" aria-label="Player pages">
        {tab("", "Overview")}
        {tab("/played-matches", "Matches")}
        {tab("/casts", "Casts")}
        {tab("/participation", "Participation")}
        {tab("/brands", "Brands")}
      </nav>
      <Routes>
        <Route path="/" element={<Main player={player} />} />
        {["/played-matches", "/match-stats"].map((p) => (
          <Route key={p} path={p} element={<PlayedMatches player={player} />} />
        ))}
        <Route path="/casts" element={<EventList ids={player.casted_events} title="Casted events" testId="player-casts" />} />
        {["/matches", "/production"].map((p) => (
          <Route key={p} path={p} element={<EventList ids={player.event_staff} title="Production" testId="player-production" />} />
        ))}
        <Route
          path="/participation"
          element={<EventList ids={player.event_staff} title="Staffed events" testId="player-participation" />}
        />
        <Route path="/brands" element={<EventList ids={player.event_brands_designed} title="Brands designed" testId="player-brands" />} />
        {["/news", "/banner", "/partners"].map((p) => (
          <Route key={p} path={p} element={<Empty>Nothing here yet.</Empty>} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
