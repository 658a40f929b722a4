import { isPlayed, matchWinner, scoreTexts, sideNames } from "../../domain/match.ts";
import type { MatchRecord, TeamRecord } from "../../domain/tables.ts";
import { useThing, useThings, useCollection } from "../../live/hooks.ts";
import { Logo, SmartLink, useLinkTo } from "./common.tsx";
import { StartTime } from "../../ui/components/Time.tsx";

/** What a match card shows: the sides' names, the score texts once played, and which side won. */
export function matchCardModel(match: MatchRecord, teams: readonly (TeamRecord | null | undefined)[]) {
  return { names: sideNames(match, teams), scores: isPlayed(match) ? scoreTexts(match) : null, winner: matchWinner(match) };
}

export function useLiveMatchIds(): string[] {
  const live = useCollection("special:live-matches");
  return live?.matches ?? [];
}

function Side({
  team,
  name,
  score,
  winner,
  align,
}: {
  team: TeamRecord | null | undefined;
  name: string;
  score?: string;
  winner: boolean;
  align: "left" | "right";
}) {
  const theme = useThing("Themes", team?.theme?.[0]);
  return (
    <div className={`side side-${align}${winner ? " winner" : ""}`}>
      <Logo attachments={theme?.small_logo ?? theme?.default_logo} alt={name} size={32} />
      <span className="team-name">{name}</span>
      {score !== undefined ? (
        <span className="score" data-testid={`score-${align === "left" ? 1 : 2}`}>
          {score}
        </span>
      ) : null}
    </div>
  );
}

/** A match in lists: both sides, the score once there is one, the start time and a live badge. */
export function MatchCard({ matchId }: { matchId: string }) {
  const match = useThing("Matches", matchId);
  const teams = useThings("Teams", match?.teams ?? null);
  const liveIds = useLiveMatchIds();
  const linkTo = useLinkTo();
  if (!match) return <div className="match-card skeleton" aria-hidden="true" />;
  const {
    names: [left, right],
    scores,
    winner,
  } = matchCardModel(match, teams);
  const live = liveIds.includes(match.id);
  return (
    <SmartLink to={linkTo("match", match.id)} className={`match-card${live ? " live" : ""}`} testId="match-card">
      <div className="match-meta">
        {live ? (
          <span className="badge live-badge" data-testid="live-badge">
            Live
          </span>
        ) : null}
        <span>{match.custom_name ?? match.round ?? match.match_group ?? "Match"}</span>
        <StartTime start={match.start} />
      </div>
      <div className="match-sides">
        <Side team={teams[0]} name={left} score={scores?.[0]} winner={winner === 1} align="left" />
        <span className="versus">vs</span>
        <Side team={teams[1]} name={right} score={scores?.[1]} winner={winner === 2} align="right" />
      </div>
    </SmartLink>
  );
}

export function MatchList({ ids, empty = "No matches yet." }: { ids: readonly string[]; empty?: string }) {
  if (!ids.length) return <p className="empty">{empty}</p>;
  return (
    <div className="match-list" data-testid="match-list">
      {ids.map((id) => (
        <MatchCard key={id} matchId={id} />
      ))}
    </div>
  );
}
