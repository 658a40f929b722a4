import { parseNavBlocks } from "../../domain/eventNav.ts";
import { isPlayed } from "../../domain/match.ts";
import { groupStandings } from "../../domain/standings/fromRecords.ts";
import { TIEBREAKER_LABELS } from "../../domain/standings/standings.ts";
import { foldyScenarios } from "../../domain/standings/scenarios.ts";
import type { EventRecord } from "../../domain/tables.ts";
import { useThings, present } from "../../live/hooks.ts";
import { Empty, SmartLink, useLinkTo } from "../components/common.tsx";

interface Group {
  title: string;
  group: string;
}
/**
 * The standings tables of an event: those its blocks list, or, with standings simply switched
 * on (`true`, as Event Settings saves it), one per group its matches name.
 */
function standingsGroups(event: EventRecord, matches: readonly { match_group?: string }[]): Group[] {
  const s = parseNavBlocks(event.blocks).standings;
  if (s === true) {
    const groups = [...new Set(matches.flatMap((m) => (m.match_group?.trim() ? [m.match_group.trim()] : [])))];
    return groups.sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).map((group) => ({ title: group, group }));
  }
  if (!Array.isArray(s)) return [];
  return s.flatMap((g) =>
    g && typeof g === "object" && typeof (g as Group).group === "string"
      ? [{ title: String((g as Group).title ?? (g as Group).group), group: (g as Group).group }]
      : [],
  );
}

function useGroupData(event: EventRecord) {
  const matches = present(useThings("Matches", event.matches ?? null));
  const teams = present(useThings("Teams", event.teams ?? null));
  const names = new Map(teams.map((t) => [t.id, t.name]));
  return standingsGroups(event, matches).map((g) => {
    const groupMatches = matches.filter((m) => m.match_group === g.group).map((m) => ({ ...m, teams: m.teams ?? [] }));
    const ids = [...new Set(groupMatches.flatMap((m) => m.teams))];
    return { ...g, ids, matches: groupMatches, names };
  });
}

export function EventStandings({ event }: { event: EventRecord }) {
  const groups = useGroupData(event);
  const linkTo = useLinkTo();
  if (!groups.length) return <Empty>No standings for this event.</Empty>;
  return (
    <div className="card-grid wide" data-testid="event-standings">
      {groups.map((g) => (
        <section key={g.group} className="table-card">
          <h2>{g.title}</h2>
          <table>
            <thead>
              <tr>
                <th>#</th>
                <th>Team</th>
                <th>W-L</th>
                <th>Maps</th>
                <th>Diff</th>
              </tr>
            </thead>
            <tbody>
              {groupStandings(g.matches, g.group).map((row) => (
                <tr key={row.team} title={row.separatedBy ? `Placed by ${TIEBREAKER_LABELS[row.separatedBy]}` : undefined}>
                  <td>
                    {row.rank}
                    {row.tied ? "=" : ""}
                  </td>
                  <td>
                    <SmartLink to={linkTo("team", row.team)}>{g.names.get(row.team) ?? "Team"}</SmartLink>
                  </td>
                  <td>
                    {row.matchWins}-{row.matchLosses}
                  </td>
                  <td>
                    {row.mapWins}-{row.mapLosses}
                  </td>
                  <td>{row.mapDiff > 0 ? `+${row.mapDiff}` : row.mapDiff}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/** The Foldy Sheet: where each team can still finish. */
export function EventScenarios({ event }: { event: EventRecord }) {
  const groups = useGroupData(event);
  if (!groups.length) return <Empty>No groups to work out scenarios for.</Empty>;
  return (
    <div className="card-grid wide" data-testid="event-scenarios">
      {groups.map((g) => {
        const sheet = foldyScenarios(g.ids, g.matches);
        return (
          <section key={g.group} className="table-card">
            <h2>{g.title}</h2>
            <p className="muted">
              {sheet.remaining} matches left · {sheet.outcomes} outcomes{sheet.truncated ? " (partial)" : ""}
            </p>
            <table>
              <thead>
                <tr>
                  <th>Team</th>
                  <th>Best</th>
                  <th>Worst</th>
                  {g.ids.map((_, i) => (
                    <th key={i}>#{i + 1}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sheet.teams.map((t) => (
                  <tr key={t.team}>
                    <td>{g.names.get(t.team)}</td>
                    <td>{t.best}</td>
                    <td>{t.worst}</td>
                    {t.byPlace.map((n, i) => (
                      <td key={i}>{sheet.outcomes ? `${Math.round((n / sheet.outcomes) * 100)}%` : "–"}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}

function PlayerPool({ event, title, testId }: { event: EventRecord; title: string; testId: string }) {
  const teams = present(useThings("Teams", event.teams ?? null));
  const players = present(useThings("Players", [...new Set(teams.flatMap((t) => t.players ?? []))]));
  const sorted = [...players].sort((a, b) => (b.manual_sr ?? 0) - (a.manual_sr ?? 0));
  return (
    <section data-testid={testId}>
      <h2>{title}</h2>
      <table>
        <thead>
          <tr>
            <th>Player</th>
            <th>Role</th>
            <th>SR</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((p) => (
            <tr key={p.id}>
              <td>{p.name}</td>
              <td>{p.role ?? "–"}</td>
              <td>{p.manual_sr ?? "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export const EventDraft = ({ event }: { event: EventRecord }) => <PlayerPool event={event} title="Draft pool" testId="event-draft" />;
export const EventAuction = ({ event }: { event: EventRecord }) => (
  <PlayerPool event={event} title="Auction players" testId="event-auction" />
);

export function EventBrands({ event }: { event: EventRecord }) {
  const designers = present(useThings("Players", event.brand_designers ?? null));
  return (
    <section data-testid="event-brands">
      <h2>Brands</h2>
      {designers.length ? (
        <ul>
          {designers.map((p) => (
            <li key={p.id}>{p.name}</li>
          ))}
        </ul>
      ) : (
        <Empty>No brand designers credited yet.</Empty>
      )}
    </section>
  );
}

export function EventStats({ event }: { event: EventRecord }) {
  const matches = present(useThings("Matches", event.matches ?? null));
  const played = matches.filter(isPlayed);
  const maps = played.reduce((n, m) => n + (m.score_1 ?? 0) + (m.score_2 ?? 0), 0);
  return (
    <section data-testid="event-stats">
      <h2>Stats</h2>
      <dl className="stats">
        <dt>Matches played</dt>
        <dd>
          {played.length} of {matches.length}
        </dd>
        <dt>Maps played</dt>
        <dd>{maps}</dd>
        <dt>Teams</dt>
        <dd>{event.teams?.length ?? 0}</dd>
      </dl>
    </section>
  );
}

/** Settings (SPEC §2.5): site/event/settings. */
export { EventSettings } from "./settings/EventSettings.tsx";
