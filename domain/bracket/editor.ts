import { matchNumbers, renumber, type BracketLayout } from "./layout.ts";
import { newBracket } from "./presets.ts";

/**
 * The bracket creator's edits (SPEC §4), each a pure function answering a new,
 * renumbered layout: games are numbered column by column across brackets.
 */
export type ConnectionKind = "win" | "lose";
export interface ActiveConnection {
  from: number;
  kind: ConnectionKind;
}

const clone = (l: BracketLayout): BracketLayout => structuredClone(l);

export function addBracket(layout: BracketLayout, name?: string): BracketLayout {
  // Fresh numbers above every existing one; renumbering then puts them in reading order.
  const first = Math.max(0, ...matchNumbers(layout)) + 1000;
  return renumber({ ...clone(layout), brackets: [...layout.brackets, newBracket(name, first)] });
}

export function removeBracket(layout: BracketLayout, b: number): BracketLayout {
  return renumber({ ...clone(layout), brackets: layout.brackets.filter((_, i) => i !== b) });
}

export function renameBracket(layout: BracketLayout, b: number, name: string): BracketLayout {
  const next = clone(layout);
  next.brackets[b].name = name || undefined;
  return next;
}

export function addColumn(layout: BracketLayout, b: number): BracketLayout {
  const next = clone(layout);
  next.brackets[b].columns.push({ games: [] });
  return next;
}

export function removeColumn(layout: BracketLayout, b: number, c: number): BracketLayout {
  const next = clone(layout);
  next.brackets[b].columns.splice(c, 1);
  return renumber(next);
}

export function setColumn(layout: BracketLayout, b: number, c: number, patch: { header?: string; gapRight?: number }): BracketLayout {
  const next = clone(layout);
  const col = next.brackets[b].columns[c];
  if (patch.header !== undefined) col.header = patch.header || undefined;
  if (patch.gapRight !== undefined) col.gapRight = patch.gapRight || undefined;
  return next;
}

/** Add an empty slot at the end of a column. */
export function addSlot(layout: BracketLayout, b: number, c: number): BracketLayout {
  const next = clone(layout);
  next.brackets[b].columns[c].games.push(null);
  return next;
}

export function removeSlot(layout: BracketLayout, b: number, c: number, i: number): BracketLayout {
  const next = clone(layout);
  next.brackets[b].columns[c].games.splice(i, 1);
  return renumber(next);
}

/** An empty slot becomes a game, a game becomes an empty slot (its connections go). */
export function toggleSlot(layout: BracketLayout, b: number, c: number, i: number): BracketLayout {
  const next = clone(layout);
  const games = next.brackets[b].columns[c].games;
  games[i] = games[i] == null ? Math.max(0, ...matchNumbers(layout)) + 1000 : null;
  return renumber(next);
}

/** Complete a connection onto slot `position` of game `to` (never onto its own game). */
export function connect(layout: BracketLayout, active: ActiveConnection, to: number, position: 1 | 2): BracketLayout {
  if (active.from === to) return layout;
  const next = clone(layout);
  next.connections[active.from] = { ...next.connections[active.from], [active.kind]: `${to}.${position}` };
  return next;
}

export function setOutcome(layout: BracketLayout, active: ActiveConnection, outcome: "eliminated" | "champion"): BracketLayout {
  const next = clone(layout);
  next.connections[active.from] = { ...next.connections[active.from], [active.kind]: outcome };
  return next;
}

/** Every game without a loss outcome gets 'eliminated'. */
export function setRemainingLossesEliminated(layout: BracketLayout): BracketLayout {
  const next = clone(layout);
  for (const n of matchNumbers(layout))
    if (!next.connections[n]?.lose) next.connections[n] = { ...next.connections[n], lose: "eliminated" };
  return next;
}

/** SPEC §4 toolbar rules. */
export function toolbarState(active: ActiveConnection | null) {
  return { eliminated: !!active, champion: !!active, remainingLosses: !active };
}

/**
 * What the structure editor calls each field of the layout (SPEC §3 "Bracket layout"): the
 * words a person sees, never the JSON key.
 */
export const FIELD_LABELS = {
  bracketName: "Bracket name",
  header: "Column header",
  gapRight: "Gap after column",
  gapRightHint: "Extra space in pixels between this column and the next",
  games: "Games",
  emptySlot: "Empty slot",
  addSlot: "Add slot",
  removeSlot: "Remove slot",
  addColumn: "Add column",
  removeColumn: "Remove column",
  addBracket: "Add bracket",
  removeBracket: "Remove bracket",
} as const;

/** The label of a slot's toggle: a game becomes an empty slot and back. */
export function slotLabel(game: number | null): string {
  return game == null ? `${FIELD_LABELS.emptySlot} (make a game)` : `Match ${game}`;
}
