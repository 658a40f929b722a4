import { NavLink, Route, Routes, useParams } from "react-router";
import { longId, shortId } from "../../domain/ids.ts";
import { recordPath } from "../../domain/links.ts";
import { isPlayed } from "../../domain/match.ts";
import type { TeamRecord } from "../../domain/tables.ts";
import { useThing, useThings, present } from "../../live/hooks.ts";
import { Protected } from "../auth/Protected.tsx";
import { Empty, Logo, SmartLink, themeColours, useLinkTo, usePageTitle } from "../components/common.tsx";
import { Loading } from "../../ui/components/Loading.tsx";
import { MatchList } from "../components/MatchCard.tsx";
import { EventTheme } from "../event/EventSections.tsx";
import { TeamSettings, useTeamSettingsAccess } from "../team/TeamSettings.tsx";
import NotFound from "./NotFound.tsx";

function Roster({ team, detailed }: { team: TeamRecord; detailed: boolean }) {
  const players = present(useThings("Players", team.players ?? null));
  const linkTo = useLinkTo();
  return (
    <table data-testid="team-roster">
      <thead>
        <tr>
          <th>Player</th>
          <th>Role</th>
          {detailed ? (
            <>
              <th>SR</th>
              <th>Battletag</th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {players.map((p) => (
          <tr key={p.id}>
            <td>
              <SmartLink to={linkTo("player", p.id)}>{p.name}</SmartLink>
              {team.captains?.includes(p.id) ? <span className="badge">Captain</span> : null}
            </td>
            <td>{p.role ?? "–"}</td>
            {detailed ? (
              <>
                <td>{p.manual_sr ?? "–"}</td>
                <td>{p.battletag ?? "–"}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TeamMatches({ team, past }: { team: TeamRecord; past: boolean }) {
  const event = useThing("Events", team.event?.[0]);
  const matches = present(useThings("Matches", event?.matches ?? null)).filter((m) => m.teams?.includes(team.id));
  const ids = matches
    .filter((m) => !past || isPlayed(m))
    .sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
    .map((m) => m.id);
  return (
    <section data-testid="team-matches">
      <h2>{past ? "Previous matches" : "Matches"}</h2>
      <p>
        <a href={`/calendar/team/${shortId(team.id)}.ics`} data-testid="calendar-link">
          Add to calendar
        </a>
      </p>
      <MatchList ids={ids} />
    </section>
  );
}

/** /team/{id} with main, matches, theme, old-details, details|composition, previous, settings. */
export default function TeamPage() {
  const { id } = useParams();
  const team = useThing("Teams", longId(id ?? ""));
  usePageTitle(team?.name ?? (team === null ? "Not Found" : "Team"));
  if (team === undefined) return <Loading />;
  if (team === null) return <NotFound />;
  return <TeamView team={team} />;
}

function TeamView({ team }: { team: TeamRecord }) {
  const theme = useThing("Themes", team.theme?.[0]);
  const event = useThing("Events", team.event?.[0]);
  const linkTo = useLinkTo();
  const canEdit = useTeamSettingsAccess(team).allowed;
  const base = recordPath("team", team.id);
  const tab = (to: string, label: string) => (
    <NavLink end to={`${base}${to}`}>
      {label}
    </NavLink>
  );
  return (
    <div>
      <header className="event-header" style={themeColours(theme?.color_theme, theme?.color_text_on_theme)} data-testid="team-header">
        <Logo attachments={theme?.default_logo} alt="" size={72} />
        <div>
          <h1 data-testid="team-name">{team.name}</h1>
          {event ? (
            <p className="subtitle">
              <SmartLink to={linkTo("event", event)}>{event.name}</SmartLink>
            </p>
          ) : null}
        </div>
      </header>
      <nav className="sub-nav" aria-label="Team pages">
        {tab("", "Overview")}
        {tab("/matches", "Matches")}
        {tab("/details", "Details")}
        {tab("/previous", "Previous")}
        {tab("/theme", "Theme")}
        {canEdit ? tab("/settings", "Settings") : null}
      </nav>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <Roster team={team} detailed={false} />
              <TeamMatches team={team} past={false} />
            </>
          }
        />
        <Route path="/matches" element={<TeamMatches team={team} past={false} />} />
        <Route path="/previous" element={<TeamMatches team={team} past />} />
        <Route path="/theme" element={<EventTheme theme={theme} />} />
        {["/details", "/composition", "/old-details"].map((p) => (
          <Route key={p} path={p} element={<Roster team={team} detailed />} />
        ))}
        <Route
          path="/settings"
          element={
            <Protected>
              <TeamSettings team={team} />
            </Protected>
          }
        />
        <Route path="*" element={<Empty>Nothing here.</Empty>} />
      </Routes>
    </div>
  );
}
