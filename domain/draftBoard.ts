/**
 * The player draft board (the draft overlay): each team's players in draft order (its
 * captains first, then its players list), revealed one pick at a time in snake order
 * (round 1 left to right, round 2 right to left, ...). Captains are not picked: they
 * head their column from the start.
 */
export interface DraftTeamInput {
  id: string;
  players: readonly string[];
  captains?: readonly string[];
}

export interface DraftColumn {
  teamId: string;
  /** Player ids, captains first, then the rest in the team's order. */
  players: string[];
  /** How many of them are captains (shown from the start). */
  captains: number;
}

/** Each team's column in draft order; `perTeam` cuts each to that many players. */
export function draftColumns(teams: readonly DraftTeamInput[], perTeam = Infinity): DraftColumn[] {
  return teams.map((t) => {
    const captains = (t.captains ?? []).filter((c) => t.players.includes(c));
    const rest = t.players.filter((p) => !captains.includes(p));
    const players = [...captains, ...rest].slice(0, Math.max(0, perTeam));
    return { teamId: t.id, players, captains: Math.min(captains.length, players.length) };
  });
}

export interface Pick {
  /** The column (team) index. */
  column: number;
  /** The player's row in the column. */
  row: number;
  playerId: string;
  /** 1-based pick number. */
  number: number;
}

/**
 * Every pick in snake order. Round k is each column's next un-captained row; odd rounds
 * go left to right, even ones right to left. A column that has no player left is skipped.
 */
export function snakeOrder(columns: readonly DraftColumn[]): Pick[] {
  const picks: Pick[] = [];
  const rounds = Math.max(0, ...columns.map((c) => c.players.length - c.captains));
  for (let r = 0; r < rounds; r++) {
    const order = columns.map((_, i) => i);
    if (r % 2 === 1) order.reverse();
    for (const i of order) {
      const c = columns[i];
      const row = c.captains + r;
      if (row < c.players.length) picks.push({ column: i, row, playerId: c.players[row], number: picks.length + 1 });
    }
  }
  return picks;
}

/** The board's state: how many picks are shown (null: all of them). */
export type Revealed = number | null;

/** The next state after a trigger: advance shows one more pick, reset hides every pick. */
export function applyDraftTrigger(revealed: Revealed, trigger: "advance_draft" | "reset_draft", total: number): Revealed {
  if (trigger === "reset_draft") return 0;
  const now = revealed ?? total;
  return now >= total ? total : now + 1;
}

/** Whether a cell is shown: captains always, picks up to the revealed count. */
export function isRevealed(
  columns: readonly DraftColumn[],
  picks: readonly Pick[],
  revealed: Revealed,
  column: number,
  row: number,
): boolean {
  if (row < (columns[column]?.captains ?? 0)) return true;
  if (revealed == null) return true;
  const pick = picks.find((p) => p.column === column && p.row === row);
  return !!pick && pick.number <= revealed;
}

/** The latest pick shown, for highlighting (null before the first). */
export function latestPick(picks: readonly Pick[], revealed: Revealed): Pick | null {
  const n = revealed ?? picks.length;
  return n > 0 ? (picks[n - 1] ?? null) : null;
}

/** Role groups of the board's `cols=role` layout, in the order the game lists them. */
export const ROLE_ORDER = ["Tank", "Damage", "Support"] as const;

/** The role group of a player's role (DPS and Flex count as Damage). */
export function roleGroup(role: string | null | undefined): (typeof ROLE_ORDER)[number] | null {
  if (!role) return null;
  const r = role.toLowerCase();
  if (r === "tank") return "Tank";
  if (r === "dps" || r === "damage" || r === "flex") return "Damage";
  if (r === "support") return "Support";
  return null;
}

/** Sort players by role (Tank, Damage, Support, others), keeping their order within a role. */
export function sortByRole<P extends { role?: string | null }>(players: readonly P[]): P[] {
  const rank = (p: P) => {
    const g = roleGroup(p.role);
    return g ? ROLE_ORDER.indexOf(g) : ROLE_ORDER.length;
  };
  return players
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map((x) => x.p);
}

/** Split a list into `n` columns of near-equal length, filling column by column. */
export function splitColumns<T>(items: readonly T[], n: number): T[][] {
  const cols = Math.max(1, Math.floor(n) || 1);
  const per = Math.ceil(items.length / cols);
  const out: T[][] = [];
  for (let i = 0; i < cols; i++) {
    const part = items.slice(i * per, (i + 1) * per);
    if (part.length) out.push(part);
  }
  return out;
}

/** A player's draft category: `category` in their draft data JSON, else their role. */
export function draftCategory(player: { role?: string | null; draft_data?: string | null }): string | null {
  if (player.draft_data) {
    try {
      const parsed = JSON.parse(player.draft_data) as { category?: unknown };
      if (typeof parsed.category === "string" && parsed.category) return parsed.category;
    } catch {
      // not JSON: fall back to the role
    }
  }
  return player.role ?? null;
}
