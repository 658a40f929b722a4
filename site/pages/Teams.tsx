import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { filterTeams, paginate } from "../../domain/search.ts";
import type { TeamRecord } from "../../domain/tables.ts";
import { present, useThing, useThings, useCollection } from "../../live/hooks.ts";
import { Logo, PageHeader, SmartLink, useLinkTo, usePageTitle } from "../components/common.tsx";

function TeamRow({ team }: { team: TeamRecord }) {
  const theme = useThing("Themes", team.theme?.[0]);
  const linkTo = useLinkTo();
  return (
    <SmartLink to={linkTo("team", team.id)} className="list-row" testId="team-row">
      <Logo attachments={theme?.small_logo ?? theme?.default_logo} alt="" size={36} />
      <strong>{team.name}</strong>
      {team.code ? <span className="muted">{team.code}</span> : null}
    </SmartLink>
  );
}

/** SPEC §2.2: a filter (above 2 characters), 10 per page, the page number in ?page=. */
export default function Teams() {
  usePageTitle("Teams");
  const [params, setParams] = useSearchParams();
  const filter = params.get("q") ?? "";
  const collection = useCollection("special:teams");
  const ids = useMemo(() => collection?.teams.map((item) => item.id) ?? null, [collection]);
  const teams = present(useThings("Teams", ids));
  const { items, page, pages } = paginate(filterTeams(teams, filter), Number(params.get("page") ?? 1));
  const go = (next: number) => {
    const p = new URLSearchParams(params);
    p.set("page", String(next));
    setParams(p);
  };
  return (
    <div>
      <PageHeader title="Teams" />
      <label className="search">
        <span className="sr-only">Filter teams</span>
        <input
          type="search"
          placeholder="Filter teams"
          value={filter}
          data-testid="team-filter"
          onChange={(e) => {
            const p = new URLSearchParams(params);
            p.set("q", e.target.value);
            p.delete("page");
            setParams(p, { replace: true });
          }}
        />
      </label>
      <div className="list" data-testid="team-list">
        {items.map((t) => (
          <TeamRow key={t.id} team={t} />
        ))}
      </div>
      <nav className="pager" aria-label="Pages">
        <button type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
          Previous
        </button>
        <span data-testid="team-page">
          Page {page} of {pages}
        </span>
        <button type="button" disabled={page >= pages} onClick={() => go(page + 1)} data-testid="team-next">
          Next
        </button>
      </nav>
    </div>
  );
}
