import { useMemo, useState } from "react";
import { slotFeeds } from "../../domain/bracket/feeds.ts";
import { layoutGeometry } from "../../domain/bracket/geometry.ts";
import { layoutOrEmpty } from "../../domain/bracket/layout.ts";
import { bindGames, resolveInputs, slotsOf } from "../../domain/bracket/fromRecords.ts";
import { resolve } from "../../domain/bracket/resolve.ts";
import { placeholders } from "../../domain/match.ts";
import type { BracketRecord, MatchRecord, TeamRecord } from "../../domain/tables.ts";
import { callAction } from "../../live/actions.ts";
import { useThings } from "../../live/hooks.ts";
import { useAuth } from "../auth/AuthProvider.tsx";
import { BracketImplications } from "./BracketImplications.tsx";
import { ScrollingBracket } from "./ScrollingBracket.tsx";

export interface BracketViewProps {
  bracket: BracketRecord;
  /** Highlight this match (the live match). */
  highlightMatchId?: string | null;
  /** Show the resolve button (Match Editors only). */
  canResolve?: boolean;
}

type ResolveState = { phase: "idle" | "resolving" | "done"; message?: string; error?: boolean };

/** SPEC §2.13: columns with headers, match boxes, connection lines and arrows, resolve button, implications. */
export function BracketView({ bracket, highlightMatchId, canResolve }: BracketViewProps) {
  const layout = useMemo(() => layoutOrEmpty(bracket.bracket_layout), [bracket.bracket_layout]);
  const matches = useThings("Matches", bracket.ordered_matches ?? null);
  const teamIds = useMemo(() => [...new Set(matches.flatMap((m) => m?.teams ?? []))], [matches]);
  const teams = useThings("Teams", teamIds);
  // The games bound to match records as the server's resolver binds them (by number, else in order).
  const binding = useMemo(() => bindGames(layout, matches as (MatchRecord | null | undefined)[]), [layout, matches]);
  const byNumber = binding.byGame;
  const resolution = useMemo(() => resolve(layout, resolveInputs(binding)), [layout, binding]);
  const geometry = useMemo(() => layoutGeometry(layout, { overlayScale: null }), [layout]);
  const feeds = useMemo(() => slotFeeds(layout), [layout]);
  const names = useMemo(() => new Map(teams.filter((t): t is TeamRecord => !!t).map((t) => [t.id, t.name])), [teams]);
  const nameOf = (id: string) => names.get(id) ?? "TBD";
  const highlight = highlightMatchId ? (binding.gameOf.get(highlightMatchId) ?? null) : null;
  const slotText = (n: number, p: 1 | 2) => {
    const team = resolution.matches.get(n)?.teams[p - 1];
    if (team) return nameOf(team);
    if (resolution.matches.get(n)?.byes[p - 1]) return "BYE";
    const match = byNumber.get(n);
    const placeholder = match ? placeholders(match).names[p - 1] : "";
    return placeholder || feeds.get(`${n}.${p}`) || layout.seeds?.[`${n}.${p}`] || "";
  };
  const slotWon = (n: number, p: 1 | 2) => {
    const r = resolution.matches.get(n);
    return !!r?.winner && r.winner === r.teams[p - 1];
  };
  return (
    <section data-testid="bracket-view" style={{ marginBottom: 24 }}>
      <header style={{ display: "flex", alignItems: "center", gap: 12 }}>
        <h2>{bracket.name}</h2>
        {canResolve && <ResolveButton bracketId={bracket.id} />}
      </header>
      <ScrollingBracket geometry={geometry} slotText={slotText} slotWon={slotWon} highlight={highlight} />
      {!bracket.hide_implications && (
        <BracketImplications
          layout={layout}
          resolution={resolution}
          nameOf={nameOf}
          known={(n) => {
            const match = byNumber.get(n);
            return match ? slotsOf(match) : [];
          }}
        />
      )}
    </section>
  );
}

function ResolveButton({ bracketId }: { bracketId: string }) {
  const { token } = useAuth();
  const [state, setState] = useState<ResolveState>({ phase: "idle" });
  const run = async () => {
    setState({ phase: "resolving" });
    const reply = await callAction("resolve-entire-bracket", { bracketID: bracketId }, { token });
    if (reply.error) setState({ phase: "done", message: reply.errorMessage, error: true });
    else setState({ phase: "done", message: reply.data.message, error: reply.data.hasError });
  };
  return (
    <span>
      <button type="button" data-testid="bracket-resolve" disabled={state.phase === "resolving"} onClick={run}>
        {state.phase === "resolving" ? "Resolving…" : state.phase === "done" ? "Resolved" : "Resolve bracket"}
      </button>
      {state.message && (
        <span role={state.error ? "alert" : "status"} style={{ marginLeft: 8, color: state.error ? "#f87171" : "#4ade80" }}>
          {state.message}
        </span>
      )}
    </span>
  );
}
