import { useMemo, useState } from "react";
import { playerSearchReady, searchPlayers, SEARCH_TOO_SHORT } from "../../domain/search.ts";
import { present, useThings, useCollection } from "../../live/hooks.ts";
import { PageHeader, SmartLink, useLinkTo, usePageTitle } from "../components/common.tsx";

/** SPEC §2.2 / §5: search of 3+ characters (or Enter), verified players first, then by name. */
export default function Players() {
  usePageTitle("Players");
  const [query, setQuery] = useState("");
  const [entered, setEntered] = useState(false);
  const collection = useCollection("special:players");
  const ids = useMemo(() => collection?.players.map((item) => item.id) ?? null, [collection]);
  const players = present(useThings("Players", ids));
  const linkTo = useLinkTo();
  const ready = playerSearchReady(query, entered);
  const results = ready ? searchPlayers(players, query) : [];
  return (
    <div>
      <PageHeader title="Players" />
      <label className="search">
        <span className="sr-only">Search players</span>
        <input
          type="search"
          placeholder="Search players"
          value={query}
          data-testid="player-search"
          onChange={(e) => {
            setQuery(e.target.value);
            setEntered(false);
          }}
          onKeyDown={(e) => e.key === "Enter" && setEntered(true)}
        />
      </label>
      {query && !ready ? (
        <p className="hint" data-testid="search-hint">
          {SEARCH_TOO_SHORT}
        </p>
      ) : null}
      {ready && !results.length ? <p className="empty">No players found.</p> : null}
      <div className="list" data-testid="player-results">
        {results.slice(0, 100).map((p) => (
          <SmartLink key={p.id} to={linkTo("player", p.id)} className="list-row" testId="player-row">
            <strong>{p.name}</strong>
            {p.verified ? (
              <span className="badge verified" title="Verified">
                ✓ Verified
              </span>
            ) : null}
            {p.role ? <span className="muted">{p.role}</span> : null}
          </SmartLink>
        ))}
      </div>
    </div>
  );
}
