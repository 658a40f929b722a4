import { layoutOrEmpty, stringifyLayout } from "../../../domain/bracket/layout.ts";
import { slotsOf } from "../../../domain/bracket/fromRecords.ts";
import { appendSwissRound, nextSwissRound, stageOfBracket, type PlannedMatch, type SwissPlayed } from "../../../domain/stages/index.ts";
import type { BracketRecord, EventRecord, MatchRecord } from "../../../domain/tables.ts";
import type { StoreTx } from "../../store/ThingStore.ts";

/** A planned match as a match record's fields: one known team sits on the side placeholder_right says. */
export function matchFields(m: PlannedMatch, eventIds: readonly string[], bracketId: string) {
  const [a, b] = m.teams;
  return {
    match_number: m.number,
    match_group: m.group,
    first_to: m.first_to,
    ...(a && b ? { teams: [a, b] } : a ? { teams: [a], placeholder_right: true } : b ? { teams: [b], placeholder_right: false } : {}),
    event: [...eventIds],
    brackets: [bracketId],
  };
}

/**
 * Insert a stage's planned matches into its events and bracket, keeping both sides of those
 * links as writeRecord does (Matches.event ↔ Events.matches, Matches.brackets ↔
 * Brackets.ordered_matches: the caller writes the bracket's side), each event written once
 * rather than once a match. Answers the new matches' ids, in order.
 */
export async function insertStageMatches(
  tx: StoreTx,
  matches: readonly PlannedMatch[],
  eventIds: readonly string[],
  bracketId: string,
): Promise<string[]> {
  const made: string[] = [];
  for (const m of matches) made.push((await tx.insert("Matches", matchFields(m, eventIds, bracketId))).id);
  for (const event of await tx.getMany([...eventIds])) {
    if (event?.__tableName !== "Events") continue;
    await tx.update(event.id, "Events", { matches: [...((event as EventRecord).matches ?? []), ...made] });
  }
  return made;
}

/**
 * Make the next round of a Swiss stage, in the caller's transaction, once every match of the
 * current round has a winner: its matches join the event and the bracket (ordered_matches and
 * a new layout column). Any other bracket is left alone. Answers how many matches it made.
 */
export async function advanceSwissInTx(tx: StoreTx, bracket: BracketRecord): Promise<number> {
  const config = stageOfBracket(bracket);
  if (config?.format !== "swiss") return 0;
  const layout = layoutOrEmpty(bracket.bracket_layout);
  const roundOf = new Map<number, number>();
  layout.brackets[0]?.columns.forEach((column, c) => column.games.forEach((g) => g != null && roundOf.set(g, c + 1)));
  const records = (await tx.getMany(bracket.ordered_matches ?? [])).filter((m): m is MatchRecord => m?.__tableName === "Matches");
  const played: SwissPlayed[] = records
    .filter((m) => m.match_number != null)
    .map((m) => ({
      number: m.match_number!,
      teams: slotsOf(m),
      score_1: m.score_1,
      score_2: m.score_2,
      first_to: m.first_to,
      forfeit: m.forfeit,
      round: roundOf.get(m.match_number!),
    }));
  const next = nextSwissRound(config, played);
  if (!next?.length) return 0;
  const made = await insertStageMatches(tx, next, bracket.events ?? [], bracket.id);
  await tx.update(bracket.id, "Brackets", {
    bracket_layout: stringifyLayout(appendSwissRound(layout, next, config)),
    ordered_matches: [...(bracket.ordered_matches ?? []), ...made],
  });
  return made.length;
}
