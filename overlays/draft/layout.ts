import {
  draftCategory,
  draftColumns,
  isRevealed,
  latestPick,
  roleGroup,
  snakeOrder,
  ROLE_ORDER,
  type Revealed,
} from "../../domain/draftBoard.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";
import type { Lookup } from "../../engine/buildData.ts";
import type { TeamView } from "../../engine/types.ts";
import { coloursOf, teamById, type Colours } from "../shared/teamsData.ts";

export interface DraftCell {
  name: string;
  role: string | null;
  captain: boolean;
  /** Shown, or a hidden slot waiting for its pick. */
  revealed: boolean;
  /** Pick number (null for captains). */
  pick: number | null;
  latest: boolean;
}

export interface DraftTeam {
  name: string;
  colours: Colours;
  cells: DraftCell[];
  staff: string[];
}

export interface DraftOptions {
  eachTeam: number;
  category: string | null;
}

/** The event's teams in the event's order (those loaded), as views. */
export function eventTeams(teamIds: readonly string[], get: Lookup, known: ReadonlyMap<string, TeamView>): TeamView[] {
  return teamIds.flatMap((id) => teamById(get, id, known) ?? []);
}

/** The board: each team's column of cells in draft order, with what is revealed; also the pick count. */
export function draftBoard(
  teams: readonly TeamView[],
  get: Lookup,
  theme: ResolvedTheme,
  revealed: Revealed,
  opts: DraftOptions,
): { teams: DraftTeam[]; picks: number } {
  const want = opts.category?.trim().toLowerCase() || null;
  const inputs = teams.map((t) => {
    const players = t.players.filter((p) => !want || draftCategory(p)?.toLowerCase() === want || roleGroup(p.role)?.toLowerCase() === want);
    return { id: t.id, players: players.map((p) => p.id), captains: get(t.id, "Teams")?.captains ?? [] };
  });
  const columns = draftColumns(inputs, opts.eachTeam > 0 ? opts.eachTeam : Infinity);
  const picks = snakeOrder(columns);
  const latest = latestPick(picks, revealed);
  const out = columns.map((c, ci): DraftTeam => {
    const team = teams[ci];
    const byId = new Map(team.players.map((p) => [p.id, p]));
    return {
      name: team.name,
      colours: coloursOf(team, theme),
      cells: c.players.map((id, row) => {
        const p = byId.get(id);
        const pick = picks.find((k) => k.column === ci && k.row === row);
        return {
          name: p?.name ?? "",
          role: p?.role ?? null,
          captain: row < c.captains,
          revealed: isRevealed(columns, picks, revealed, ci, row),
          pick: pick?.number ?? null,
          latest: !!latest && latest.column === ci && latest.row === row,
        };
      }),
      staff: team.staff.map((s) => s.name),
    };
  });
  return { teams: out, picks: picks.length };
}

/** `cols=role`: each team's revealed players per role group (Tank, Damage, Support), hidden ones left out. */
export function byRole(team: DraftTeam): { role: (typeof ROLE_ORDER)[number]; names: string[] }[] {
  return ROLE_ORDER.map((role) => ({
    role,
    names: team.cells.filter((c) => c.revealed && roleGroup(c.role) === role).map((c) => (c.captain ? `${c.name} (C)` : c.name)),
  }));
}

/** How many teams each board row holds: `cols` when a number, else split into `rows`, else all in one row (at most 8). */
export function teamsPerRow(count: number, cols: string | undefined, rows: number): number {
  const n = cols && /^\d+$/.test(cols) ? Number(cols) : 0;
  if (n > 0) return Math.min(n, Math.max(1, count));
  if (rows > 0) return Math.max(1, Math.ceil(count / rows));
  return Math.max(1, Math.min(8, count));
}
