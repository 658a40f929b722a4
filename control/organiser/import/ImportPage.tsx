import { useMemo, useState, type ChangeEvent, type FormEvent } from "react";
import { usePageTitle } from "../../../ui/components/usePageTitle.ts";
import { Link } from "react-router";
import { shortId } from "../../../domain/ids.ts";
import {
  IMPORT_KINDS,
  type ImportFormat,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  type ImportTable,
} from "../../../domain/importRows.ts";
import type { EventRecord } from "../../../domain/tables.ts";
import { callAction } from "../../../live/actions.ts";
import { useAuth } from "../../../ui/auth/AuthProvider.tsx";
import { useEditableEvents } from "../../../ui/auth/usePlayer.ts";
import { ImportRowsTable } from "./ImportRowsTable.tsx";
import "./importPage.css";

const KIND_LABELS: Record<ImportKind, string> = { teams: "Teams", players: "Players", matches: "Matches" };
const PAGE_OF: Record<ImportTable, string> = { Teams: "team", Players: "player", Matches: "match" };
const EXAMPLES: Record<ImportKind, string> = {
  teams: "name,code,players,captain\nHarbour Seals,HBS,Kelp;Tidewater;Reef,Kelp",
  players: "name,battletag,discord_id,role,sr,team\nMarlin,Marlin#2101,,Support,3875,Harbour Seals",
  matches:
    "team_1,team_2,start,first_to,group,round,week,match_number\nHarbour Seals,Copper Hawks,2026-12-05 19:00,3,Group C,Round 1,4,101",
};

function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

function storedEvent(): string | null {
  try {
    return sessionStorage.getItem("organiser:event");
  } catch {
    return null;
  }
}

type Outcome = { kind: "done"; result: ImportResult; rows: ImportRow[] } | { kind: "error"; text: string; details: string[] } | null;

/** Import teams, players or matches from CSV or JSON (issue 17): preview with per-row errors, then one import. */
export default function ImportPage() {
  const { token } = useAuth();
  const events = useEditableEvents();
  const [chosen, setEvent] = useState<string | null>(storedEvent);
  const [kind, setKind] = useState<ImportKind>("teams");
  const [format, setFormat] = useState<ImportFormat>("csv");
  const [text, setText] = useState("");
  const [timezone, setTimezone] = useState(browserZone);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  usePageTitle("Import · Organiser console");
  // The console's event scope when the viewer may edit it, else the first event they may.
  const event = events?.some((e) => e.id === chosen) ? chosen! : (events?.[0]?.id ?? "");

  // Any change of what would be imported asks for a new preview.
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
      setOutcome(null);
    };
  const changeText = edit((value: string) => {
    setText(value);
    const start = value.trimStart()[0];
    if (start === "{" || start === "[") setFormat("json");
  });

  const readFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      changeText(String(reader.result ?? ""));
      setFormat(/\.json$/i.test(file.name) ? "json" : "csv");
    };
    reader.onerror = () => setOutcome({ kind: "error", text: `Could not read ${file.name}`, details: [] });
    reader.readAsText(file);
  };

  const send = async (confirm: boolean) => {
    setBusy(true);
    setOutcome(null);
    const reply = await callAction(
      "import-records",
      { event, kind, format, text, timezone: timezone.trim() || undefined, confirm },
      { token },
    );
    setBusy(false);
    if (reply.error) {
      const details = (reply.issues ?? []).map((i) => `${i.path}: ${i.message}`);
      setOutcome({ kind: "error", text: reply.errorMessage, details });
      return;
    }
    if (!reply.data.confirmed) setPreview(reply.data);
    else {
      setOutcome({ kind: "done", result: reply.data, rows: (preview?.rows ?? []).filter((r) => r.status !== "skip") });
      setPreview(null);
    }
  };

  const onPreview = (e: FormEvent) => {
    e.preventDefault();
    void send(false);
  };

  const toWrite = preview ? preview.counts.create + preview.counts.update : 0;
  const blocked = !preview || !!preview.error || preview.counts.error > 0 || busy;
  const eventRecord = useMemo(() => events?.find((e) => e.id === event) ?? null, [events, event]);

  if (events === undefined) return <p className="muted">Loading…</p>;
  if (!events.length)
    return (
      <p className="empty" data-testid="import-no-events">
        You don't have permission to edit any event.
      </p>
    );

  return (
    <section className="org-import" aria-labelledby="import-title" data-testid="import-page">
      <header className="org-list-head">
        <h1 id="import-title">Import</h1>
      </header>
      <p className="muted">
        Teams, players or matches from a CSV or JSON file: our columns, a Challonge export or a start.gg export. Nothing is written until
        you import the previewed rows, and then all of them at once.
      </p>
      <form className="org-form org-import-form" onSubmit={onPreview}>
        <div className="org-fields">
          <label className="org-field">
            <span>Event</span>
            <select value={event} onChange={(e) => edit(setEvent)(e.target.value)} data-testid="import-event">
              {events.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </select>
          </label>
          <label className="org-field">
            <span>Import</span>
            <select value={kind} onChange={(e) => edit(setKind)(e.target.value as ImportKind)} data-testid="import-kind">
              {IMPORT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
          <label className="org-field">
            <span>Format</span>
            <select value={format} onChange={(e) => edit(setFormat)(e.target.value as ImportFormat)} data-testid="import-format">
              <option value="csv">CSV</option>
              <option value="json">JSON</option>
            </select>
          </label>
          <label className="org-field">
            <span>Time zone of local start times</span>
            <input
              value={timezone}
              onChange={(e) => edit(setTimezone)(e.target.value)}
              placeholder="Europe/London"
              data-testid="import-timezone"
            />
          </label>
        </div>
        <label className="org-field org-import-text">
          <span>File contents</span>
          <textarea
            value={text}
            onChange={(e) => changeText(e.target.value)}
            rows={10}
            spellCheck={false}
            placeholder={EXAMPLES[kind]}
            data-testid="import-text"
          />
        </label>
        <label className="org-field org-import-file">
          <span>Or choose a file</span>
          <input type="file" accept=".csv,.json,text/csv,application/json" onChange={readFile} data-testid="import-file" />
        </label>
        <div className="org-import-actions">
          <button type="submit" disabled={busy || !text.trim() || !event} data-testid="import-preview">
            {busy && !preview ? "Checking…" : "Preview"}
          </button>
          {preview ? (
            <button type="button" disabled={blocked || toWrite === 0} onClick={() => void send(true)} data-testid="import-confirm">
              {busy ? "Importing…" : `Import ${toWrite} ${toWrite === 1 ? "row" : "rows"}`}
            </button>
          ) : null}
        </div>
      </form>
      {outcome?.kind === "error" ? (
        <div className="error" role="alert" data-testid="import-error">
          <p>{outcome.text}</p>
          {outcome.details.length ? (
            <ul>
              {outcome.details.map((d, i) => (
                <li key={i}>{d}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {outcome?.kind === "done" ? <ImportDone result={outcome.result} rows={outcome.rows} event={eventRecord} /> : null}
      {preview ? <PreviewView preview={preview} timezone={timezone} /> : null}
    </section>
  );
}

function PreviewView({ preview, timezone }: { preview: ImportPreview; timezone: string }) {
  if (preview.error)
    return (
      <p className="error" role="alert" data-testid="import-file-error">
        {preview.error}
      </p>
    );
  const { counts } = preview;
  return (
    <div className="org-import-preview" data-testid="import-preview-result">
      <p className="muted" aria-live="polite" data-testid="import-counts">
        {preview.rows.length} rows: {counts.create} to create, {counts.update} to update, {counts.skip} unchanged, {counts.error} with
        errors
      </p>
      {counts.error ? (
        <p className="error" role="alert">
          Fix the rows with errors and preview again: nothing is imported while a row has an error.
        </p>
      ) : null}
      <ImportRowsTable rows={preview.rows} timezone={timezone} />
    </div>
  );
}

function ImportDone({ result, rows, event }: { result: ImportResult; rows: ImportRow[]; event: EventRecord | null }) {
  return (
    <div className="org-import-done" role="status" data-testid="import-done">
      <p className="notice-ok">
        Imported: {result.created} created, {result.updated} updated, {result.skipped} unchanged.
        {result.matched?.length ? ` ${result.matched.length} found existing players (by id, Discord id, battletag or exact name).` : ""}
      </p>
      {event ? (
        <p>
          <Link to={`/event/${shortId(event.id)}/rosters`} data-testid="import-event-link">
            {event.name}: rosters
          </Link>
          {" · "}
          <Link to={`/event/${shortId(event.id)}/schedule`}>schedule</Link>
        </p>
      ) : null}
      <ul className="org-import-links">
        {result.ids.map((id, i) => {
          const row = rows[i];
          const page = row ? PAGE_OF[row.table] : null;
          const label = row ? String(row.values.name ?? `${String(row.values.team_1)} vs ${String(row.values.team_2)}`) : id;
          return <li key={id}>{page ? <Link to={`/${page}/${shortId(id)}`}>{label}</Link> : label}</li>;
        })}
      </ul>
    </div>
  );
}
