import type { MatchRecord, TeamRecord, ThemeRecord } from "../../domain/tables.ts";
import { useThing, useThings } from "../../live/hooks.ts";
import { Logo, SmartLink, useLinkTo } from "./common.tsx";
import { StartTime } from "./Time.tsx";

/** Team names for a match: its teams, else its placeholder text ("A|B" or "A|B|a|b"). */
export function sideNames(match: MatchRecord, teams: (TeamRecord | null | undefined)[]): [string, string] {
  const placeholders = (match.placeholder_teams ?? "").split("|");
  return [0, 1].map((i) => teams[i]?.name ?? (placeholders[i] || "TBD")) as [string, string];
}

export function useLiveMatchIds(): string[] {
  const live = useThing<{ matches?: string[] }>("special:live-matches");
  return live?.matches ?? [];
}

function Side({ team, name, score, winner, align }: { team: TeamRecord | null | undefined; name: string; score?: number; winner: boolean; align: "left" | "right" }) {
  const theme = useThing<ThemeRecord>(team?.theme?.[0]);
  return (
    <div className={`side side-${align}${winner ? " winner" : ""}`}>
      <Logo attachments={theme?.small_logo ?? theme?.default_logo} alt={name} size={32} />
      <span className="team-name">{name}</span>
      {score !== undefined ? <span className="score" data-testid={`score-${align === "left" ? 1 : 2}`}>{score}</span> : null}
    </div>
  );
}

/** A match in lists: both sides, the score once there is one, the start time and a live badge. */
export function MatchCard({ matchId }: { matchId: string }) {
  const match = useThing<MatchRecord>(matchId);
  const teams = useThings<TeamRecord>(match?.teams ?? null);
  const liveIds = useLiveMatchIds();
  const linkTo = useLinkTo();
  if (!match) return <div className="match-card skeleton" aria-hidden="true" />;
  const [left, right] = sideNames(match, teams);
  const hasScore = match.score_1 !== undefined || match.score_2 !== undefined;
  const target = match.first_to ?? 0;
  const live = liveIds.includes(match.id);
  return (
    <SmartLink to={linkTo("match", match.id)} className={`match-card${live ? " live" : ""}`} testId="match-card">
      <div className="match-meta">
        {live ? <span className="badge live-badge" data-testid="live-badge">Live</span> : null}
        <span>{match.custom_name ?? match.round ?? match.match_group ?? "Match"}</span>
        <StartTime start={match.start} />
      </div>
      <div className="match-sides">
        <Side team={teams[0]} name={left} score={hasScore ? (match.score_1 ?? 0) : undefined} winner={target > 0 && (match.score_1 ?? 0) >= target} align="left" />
        <span className="versus">vs</span>
        <Side team={teams[1]} name={right} score={hasScore ? (match.score_2 ?? 0) : undefined} winner={target > 0 && (match.score_2 ?? 0) >= target} align="right" />
      </div>
    </SmartLink>
  );
}

export function MatchList({ ids, empty = "No matches yet." }: { ids: readonly string[]; empty?: string }) {
  if (!ids.length) return <p className="empty">{empty}</p>;
  return (
    <div className="match-list" data-testid="match-list">
      {ids.map((id) => <MatchCard key={id} matchId={id} />)}
    </div>
  );
}
