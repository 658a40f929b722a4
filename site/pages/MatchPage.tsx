import { Route, Routes, useParams } from "react-router";
import { longId } from "../../domain/ids.ts";
import { recordPath } from "../../domain/links.ts";
import { firstTo, isMapBanned, mapWinner, scoreTexts, sideNames } from "../../domain/match.ts";
import type { MatchRecord, TeamRecord } from "../../domain/tables.ts";
import { embedUrl, recogniseVideoLink } from "../../domain/videoLinks.ts";
import { useThing, useThings } from "../../live/hooks.ts";
import { Protected } from "../auth/Protected.tsx";
import { Empty, Logo, SmartLink, useLinkTo, usePageTitle } from "../components/common.tsx";
import { Loading } from "../../ui/components/Loading.tsx";
import { MatchList, useLiveMatchIds } from "../components/MatchCard.tsx";
import { StartTime } from "../../ui/components/Time.tsx";
import { MatchBadges } from "../match/MatchBadges.tsx";
import { MatchEditor } from "../../ui/match/MatchEditor.tsx";
import { Rescheduling } from "../match/Rescheduling.tsx";
import { ScoreReporting } from "../match/ScoreReporting.tsx";
import { useMatchTools } from "../../ui/match/useMatchTools.ts";
import NotFound from "./NotFound.tsx";

function Vod({ url, label }: { url: string; label: string }) {
  const link = recogniseVideoLink(url);
  const embed = embedUrl(link, window.location.hostname);
  if (link.kind === "video") return <video className="vod" controls src={link.url} aria-label={label} data-testid="vod-video" />;
  if (embed) return <iframe className="vod" src={embed} title={label} allowFullScreen data-testid="vod-embed" data-kind={link.kind} />;
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" data-testid="vod-link">
      {label}
    </a>
  );
}

function MapRow({ id, match, names }: { id: string; match: MatchRecord; names: [string, string] }) {
  const map = useThing("Maps", id);
  if (!map) return null;
  const winner = mapWinner(map, match);
  return (
    <tr>
      <td>{map.number}</td>
      <td>{map.name}</td>
      <td>
        {map.score_1 ?? "–"} - {map.score_2 ?? "–"}
      </td>
      <td>{winner === "draw" ? "Draw" : winner ? names[winner - 1] : isMapBanned(map) ? "Banned" : ""}</td>
    </tr>
  );
}

function MatchMain({ match, names }: { match: MatchRecord; names: [string, string] }) {
  const vods = [match.vod, match.vod_2, match.alternative_vod].filter((v): v is string => !!v);
  return (
    <div className="match-main">
      {vods.length ? (
        vods.map((v, i) => <Vod key={v} url={v} label={i === 2 ? "Alternative VOD" : `VOD ${i + 1}`} />)
      ) : (
        <Empty>No VOD yet.</Empty>
      )}
      {match.maps?.length ? (
        <table className="maps-table" data-testid="maps-table">
          <thead>
            <tr>
              <th>#</th>
              <th>Map</th>
              <th>Score</th>
              <th>Winner</th>
            </tr>
          </thead>
          <tbody>
            {match.maps.map((id) => (
              <MapRow key={id} id={id} match={match} names={names} />
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/** Previous meetings of the two teams. */
function MatchHistory({ match, teams }: { match: MatchRecord; teams: (TeamRecord | null | undefined)[] }) {
  const [a, b] = teams;
  const all = useThings("Matches", a?.matches ?? null);
  const ids = all.filter((m): m is MatchRecord => !!m && m.id !== match.id && !!b && !!m.teams?.includes(b.id)).map((m) => m.id);
  return (
    <section data-testid="match-history">
      <h2>Head to head</h2>
      <MatchList ids={ids} empty="These teams have not met before." />
    </section>
  );
}

/** A match (SPEC §2.5): the VOD page, history, and the signed-in tools (site/match/). Scores update live. */
export default function MatchPage() {
  const params = useParams();
  const match = useThing("Matches", longId(params.id ?? ""));
  const teams = useThings("Teams", match?.teams ?? null);
  const themes = useThings("Themes", teams.map((t) => t?.theme?.[0] ?? "").filter(Boolean));
  const event = useThing("Events", match?.event?.[0]);
  const live = useLiveMatchIds().includes(match?.id ?? "");
  const tools = useMatchTools(match, teams, event);
  const linkTo = useLinkTo();
  const names = match ? sideNames(match, teams) : (["", ""] as [string, string]);
  usePageTitle(match ? `${names[0]} vs ${names[1]}` : match === null ? "Not Found" : "Match");
  if (match === undefined) return <Loading label="Loading the match" />;
  if (match === null) return <NotFound />;
  const base = recordPath("match", match.id);
  return (
    <div className="match-page">
      <header className="match-header" data-testid="match-header">
        {event ? (
          <SmartLink to={linkTo("event", event)} className="muted-link">
            {event.name}
          </SmartLink>
        ) : null}
        <p className="muted">
          {[match.round, match.match_group, match.week_text].filter(Boolean).join(" · ")} · <StartTime start={match.start} />
        </p>
        <div className="scoreline">
          <span className="side">
            {teams[0] ? <SmartLink to={linkTo("team", teams[0].id)}>{names[0]}</SmartLink> : names[0]}{" "}
            <Logo attachments={themes[0]?.default_logo} alt="" size={56} />
          </span>
          <span className="big-score" data-testid="match-score">
            {scoreTexts(match).join(" - ")}
          </span>
          <span className="side">
            <Logo attachments={themes[1]?.default_logo} alt="" size={56} />{" "}
            {teams[1] ? <SmartLink to={linkTo("team", teams[1].id)}>{names[1]}</SmartLink> : names[1]}
          </span>
        </div>
        {live ? (
          <span className="badge live-badge" data-testid="live-badge">
            Live
          </span>
        ) : null}
        {firstTo(match) ? <p className="muted">First to {firstTo(match)}</p> : null}
        <MatchBadges tools={tools} base={base} />
      </header>
      <nav className="sub-nav" aria-label="Match pages">
        <SmartLink to={base}>VOD</SmartLink>
        <SmartLink to={`${base}/history`}>History</SmartLink>
        <SmartLink to={recordPath("detailed", match.id)}>Details</SmartLink>
        {tools.ready && tools.canEdit ? (
          <SmartLink to={`${base}/editor`} testId="match-editor-link">
            Editor
          </SmartLink>
        ) : null}
      </nav>
      <Routes>
        <Route path="/" element={<MatchMain match={match} names={names} />} />
        <Route path="/history" element={<MatchHistory match={match} teams={teams} />} />
        <Route
          path="/score-reporting"
          element={
            <Protected>
              <ScoreReporting match={match} names={names} tools={tools} />
            </Protected>
          }
        />
        <Route
          path="/rescheduling"
          element={
            <Protected>
              <Rescheduling match={match} names={names} tools={tools} />
            </Protected>
          }
        />
        <Route
          path="/editor"
          element={
            <Protected>
              <MatchEditor match={match} names={names} tools={tools} />
            </Protected>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
