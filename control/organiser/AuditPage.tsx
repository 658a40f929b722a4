import { useSearchParams } from "react-router";
import { AuditFeed } from "./AuditFeed.tsx";
import type { AuditScope } from "../../live/console.ts";
import { RefPicker } from "./FieldInput.tsx";

/** "Who changed the score at 21:04?": the audit of one match (and its maps) or one broadcast. */
export function AuditPage({ event }: { event: string | null }) {
  const [params, setParams] = useSearchParams();
  const kind = params.get("broadcast") !== null ? "broadcast" : "match";
  const chosen = params.get(kind) ?? "";
  const scope: AuditScope | null = chosen ? (kind === "match" ? { match: chosen } : { broadcast: chosen }) : null;
  const choose = (nextKind: "match" | "broadcast", id: string) => setParams(new URLSearchParams({ [nextKind]: id }));
  return (
    <section className="org-audit-page" aria-labelledby="org-audit-page-title">
      <h1 id="org-audit-page-title">On-air audit</h1>
      <p className="hint">Every change to a match or broadcast: who made it, when, and what it changed. Undo puts one back.</p>
      <div className="org-audit-picker">
        <fieldset className="org-fieldset org-kind">
          <legend>Show the changes of</legend>
          <label className="check">
            <input type="radio" name="org-audit-kind" checked={kind === "match"} onChange={() => choose("match", "")} />A match
          </label>
          <label className="check">
            <input type="radio" name="org-audit-kind" checked={kind === "broadcast"} onChange={() => choose("broadcast", "")} />A broadcast
          </label>
        </fieldset>
        <fieldset className="org-fieldset org-audit-target" data-testid="org-audit-target">
          <legend>{kind === "match" ? "Match" : "Broadcast"}</legend>
          <RefPicker
            key={kind}
            table={kind === "match" ? "Matches" : "Broadcasts"}
            many={false}
            value={chosen ? [chosen] : []}
            onChange={(ids) => choose(kind, ids[0] ?? "")}
            label={kind === "match" ? "Match" : "Broadcast"}
            field={`audit-${kind}`}
            eventScope={event ?? undefined}
          />
        </fieldset>
      </div>
      {scope ? (
        <AuditFeed key={chosen} scope={scope} title="Changes, newest first" />
      ) : (
        <p className="muted">Choose a {kind} to see its changes.</p>
      )}
    </section>
  );
}
