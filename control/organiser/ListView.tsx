import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { ConsoleListQuery, ConsoleTable } from "../../domain/console.ts";
import { useTableDigest, useThings } from "../../live/hooks.ts";
import { listQueryString } from "../../live/console.ts";
import { useDebounced } from "./FieldInput.tsx";
import { TABLE_INFO } from "./fields.ts";
import { useConsoleList } from "./useConsole.ts";

const SIZES = [25, 50, 100, 200];

/** The list's settings from the address (so Back and links keep them). */
export function listSettings(params: URLSearchParams) {
  const sort = params.get("sort");
  const dir = params.get("dir");
  const archived = params.get("archived");
  const size = Number(params.get("size"));
  return {
    q: params.get("q") ?? "",
    sort: (sort === "updated" || sort === "start" ? sort : "name") as ConsoleListQuery["sort"],
    dir: (dir === "desc" ? "desc" : "asc") as ConsoleListQuery["dir"],
    page: Math.max(1, Math.floor(Number(params.get("page")) || 1)),
    size: SIZES.includes(size) ? size : 50,
    archived: (archived === "only" || archived === "all" ? archived : "hide") as ConsoleListQuery["archived"],
  };
}

/**
 * A console table's records (SPEC §2.5): search (debounced), sort, archived filter and
 * paging, done by the server; refetched after saves, on focus, and when the socket says the
 * table's records or a shown one changed.
 */
export function ListView({ table, event }: { table: ConsoleTable; event: string | null }) {
  const info = TABLE_INFO[table];
  const [params, setParams] = useSearchParams();
  const settings = listSettings(params);
  const [search, setSearch] = useState(settings.q);
  const q = useDebounced(search.trim());
  const update = (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace });
  };
  // The settled search goes to the address, back to page 1.
  const lastQ = useRef(settings.q);
  useEffect(() => {
    if (q === lastQ.current) return;
    lastQ.current = q;
    const next = new URLSearchParams(params);
    if (q) next.set("q", q);
    else next.delete("q");
    next.delete("page");
    setParams(next, { replace: true });
  }, [q, params, setParams]);

  const queryString = listQueryString({ table, ...settings, event: event ?? undefined });
  const { result, loading, refetch } = useConsoleList(queryString);
  const list = result?.ok ? result.data : null;

  // Live: a record of the table added or removed (the table's digest: its count and a hash of
  // its ids, a few dozen bytes where the list of 10,000 ids is 200 KB) or a shown record changed.
  const tableList = useTableDigest(table);
  const shownIds = useMemo(() => list?.rows.map((row) => row.id) ?? [], [list]);
  const shown = useThings(table, shownIds);
  const idsKey = shownIds.join(",");
  const versions = shown.map((r) => (r ? r.__version : "")).join(",");
  const listVersion = tableList?.__version ?? null;
  const loaded = tableList !== undefined && shown.every((r) => r !== undefined);
  const last = useRef<{ idsKey: string; versions: string; listVersion: number | null } | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const previous = last.current;
    last.current = { idsKey, versions, listVersion };
    if (!previous) return;
    if (previous.listVersion !== listVersion || (previous.idsKey === idsKey && previous.versions !== versions)) refetch();
  }, [loaded, idsKey, versions, listVersion, refetch]);

  const newPath = `/organiser/${info.slug}/new`;
  return (
    <section className="org-list" aria-labelledby="org-list-title" data-testid="org-list">
      <header className="org-list-head">
        <h1 id="org-list-title">{info.title}</h1>
        <Link className="button" to={newPath} data-testid="org-new">
          New {info.singular}
        </Link>
      </header>
      <div className="org-filters">
        <label className="org-search">
          <span className="sr-only">Search {info.title.toLowerCase()}</span>
          <input
            type="search"
            placeholder={`Search ${info.title.toLowerCase()}`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="org-search"
          />
        </label>
        <label>
          <span className="org-filter-label">Sort by</span>
          <select value={settings.sort} onChange={(e) => update({ sort: e.target.value, page: null })} data-testid="org-sort">
            <option value="name">Name</option>
            <option value="updated">Last updated</option>
            {info.startSort ? <option value="start">{table === "News" ? "Release date" : "Start time"}</option> : null}
          </select>
        </label>
        <label>
          <span className="org-filter-label">Order</span>
          <select value={settings.dir} onChange={(e) => update({ dir: e.target.value, page: null })} data-testid="org-dir">
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </label>
        <label>
          <span className="org-filter-label">Archived</span>
          <select value={settings.archived} onChange={(e) => update({ archived: e.target.value, page: null })} data-testid="org-archived">
            <option value="hide">Hide archived</option>
            <option value="only">Only archived</option>
            <option value="all">Show all</option>
          </select>
        </label>
        <label>
          <span className="org-filter-label">Per page</span>
          <select value={settings.size} onChange={(e) => update({ size: e.target.value, page: null })} data-testid="org-size">
            {SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      {result && !result.ok ? (
        <p className="error" role="alert" data-testid="org-list-error">
          {result.message}
        </p>
      ) : null}
      <p className="muted org-count" aria-live="polite" data-testid="org-total">
        {list ? `${list.total} ${list.total === 1 ? info.singular : info.title.toLowerCase()}` : loading ? "Loading…" : ""}
      </p>
      {list && list.rows.length === 0 ? (
        <p className="empty">
          {settings.q ? `No ${info.title.toLowerCase()} match “${settings.q}”` : `No ${info.title.toLowerCase()} yet`}
        </p>
      ) : null}
      <ul className={`org-rows${loading && list ? " org-stale" : ""}`} data-testid="org-rows">
        {list?.rows.map((row) => (
          <li key={row.id}>
            <Link to={`/organiser/${info.slug}/${row.id}`} className="org-row" data-testid="org-row">
              <span className="org-row-label">
                {row.label || row.id}
                {row.archived ? <span className="badge org-archived">Archived</span> : null}
                {!row.editable ? <span className="badge">View only</span> : null}
              </span>
              {row.detail ? <span className="muted org-row-detail">{row.detail}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      {list && list.pages > 1 ? (
        <nav className="pager org-pager" aria-label="Pages">
          <button type="button" className="secondary" disabled={list.page <= 1} onClick={() => update({ page: String(list.page - 1) })}>
            Previous
          </button>
          <span data-testid="org-page">
            Page {list.page} of {list.pages}
          </span>
          <button
            type="button"
            className="secondary"
            disabled={list.page >= list.pages}
            onClick={() => update({ page: String(list.page + 1) })}
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}
