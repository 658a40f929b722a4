import { layoutOrEmpty, parseLayout } from "../../../domain/bracket/layout.ts";
import { bindGames, resolveInputs, slotsOf } from "../../../domain/bracket/fromRecords.ts";
import { resolve } from "../../../domain/bracket/resolve.ts";
import { longId } from "../../../domain/ids.ts";
import { isPlayed } from "../../../domain/match.ts";
import { canResolveBracket, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import type { BracketRecord, MatchRecord, TeamRecord } from "../../../domain/tables.ts";
import type { StoreTx } from "../../store/ThingStore.ts";
import { ActionError, forbidden, notFound } from "../ActionError.ts";
import { advanceSwissInTx } from "../stage/advanceSwiss.ts";
import { subjectOf } from "../context.ts";
import { defineAction } from "../defineAction.ts";

/** A bracket's layout, its ordered matches bound to the layout's games, and what resolve makes of them. */
export async function bracketState(tx: StoreTx, bracket: BracketRecord) {
  const layout = layoutOrEmpty(bracket.bracket_layout);
  const records = (await tx.getMany(bracket.ordered_matches ?? [])).map((m) => (m?.__tableName === "Matches" ? (m as MatchRecord) : null));
  const binding = bindGames(layout, records);
  return { layout, binding, result: resolve(layout, resolveInputs(binding)) };
}

/** The bound matches whose stored teams differ from what the bracket now puts there, and those teams. */
function pendingChanges({ binding, result }: Awaited<ReturnType<typeof bracketState>>) {
  return result.changed.flatMap((game) => {
    const record = binding.byGame.get(game);
    if (!record) return [];
    const [a, b] = result.matches.get(game)!.teams;
    const before = slotsOf(record);
    if (before[0] === a && before[1] === b) return [];
    return [{ game, record, teams: [a, b] as const, clears: (before[0] != null || before[1] != null) && isPlayed(record) }];
  });
}

/**
 * Resolve one bracket and write, in the caller's transaction, the teams of every bracket
 * match whose teams changed. A match that changed teams loses its old result (scores and
 * forfeit): it was for another pairing. Answers how many matches changed.
 */
export async function resolveBracketInTx(tx: StoreTx, bracket: BracketRecord): Promise<number> {
  const changes = pendingChanges(await bracketState(tx, bracket));
  for (const { record, teams, clears } of changes) {
    const [a, b] = teams;
    await tx.update(record.id, "Matches", {
      teams: a && b ? [a, b] : a ? [a] : b ? [b] : null,
      placeholder_right: a && !b ? true : b && !a ? false : null,
      ...(clears ? { score_1: null, score_2: null, ...(record.forfeit ? { forfeit: null, forfeit_reason: null } : {}) } : {}),
    });
  }
  return changes.length;
}

/**
 * SPEC: a corrected result after the next match was played applies only on confirmation.
 * Called after the result is written (in the same transaction) and before the brackets move
 * on: when moving on would clear the result of a later match, refuse, naming those matches,
 * unless the caller confirmed. The refusal rolls the whole transaction back.
 */
export async function confirmClearedResults(tx: StoreTx, matchId: string, confirmed: boolean | undefined): Promise<void> {
  if (confirmed) return;
  const match = await tx.getTyped(longId(matchId), "Matches");
  const affected = new Map<string, { record: MatchRecord; game: number; clears: boolean }>();
  for (const bracketId of match?.brackets ?? []) {
    const bracket = await tx.getTyped(bracketId, "Brackets");
    if (!bracket) continue;
    for (const change of pendingChanges(await bracketState(tx, bracket)))
      if (change.record.id !== match!.id && !affected.has(change.record.id)) affected.set(change.record.id, change);
  }
  if (![...affected.values()].some((c) => c.clears)) return;
  const list = [...affected.values()];
  const teamIds = [...new Set(list.flatMap((c) => c.record.teams ?? []))];
  const teams = await tx.getMany(teamIds);
  const names = new Map(teams.flatMap((t) => (t?.__tableName === "Teams" ? [[t.id, (t as TeamRecord).name]] : [])));
  const describe = ({ record, game }: { record: MatchRecord; game: number }) => {
    const title = `Match ${record.match_number ?? game}`;
    if (!isPlayed(record)) return title;
    const [a, b] = slotsOf(record).map((id) => (id ? (names.get(id) ?? "TBD") : "TBD"));
    return `${title} (${a} vs ${b}, ${record.forfeit ? "forfeit" : `${record.score_1 ?? 0}-${record.score_2 ?? 0}`})`;
  };
  const words = list.map(describe);
  const joined = words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
  throw new ActionError(
    409,
    `This changes ${joined}: confirm to clear ${list.filter((c) => c.clears).length === 1 ? "its result" : "their results"}`,
    words.map((message) => ({ path: "confirm", message })),
  );
}

/** Write a result's consequences: refuse as confirmClearedResults says, else move the match's brackets on. */
export async function moveBracketsOn(tx: StoreTx, matchId: string, confirmed: boolean | undefined): Promise<number> {
  await confirmClearedResults(tx, matchId, confirmed);
  return reresolveBracketsOfMatch(tx, matchId);
}

/** Re-resolve every bracket a match belongs to (after an approved score report or a score edit). */
export async function reresolveBracketsOfMatch(tx: StoreTx, matchId: string): Promise<number> {
  const match = await tx.getTyped(longId(matchId), "Matches");
  let changed = 0;
  for (const bracketId of match?.brackets ?? []) {
    const bracket = await tx.getTyped(bracketId, "Brackets");
    if (!bracket) continue;
    changed += await resolveBracketInTx(tx, bracket);
    // A Swiss stage (create-stage) makes its next round once this result completes the current one.
    changed += await advanceSwissInTx(tx, bracket);
  }
  return changed;
}

/** SPEC §7 resolve-entire-bracket: Match Editors of the bracket's event only. */
export const resolveEntireBracket = defineAction({
  key: "resolve-entire-bracket",
  async run({ tx, player }, { bracketID }) {
    const bracket = await tx.getTyped(longId(bracketID), "Brackets");
    if (!bracket) throw notFound("Bracket");
    const event = bracket.events?.[0] ? await tx.getTyped(bracket.events[0], "Events") : null;
    if (!canResolveBracket(await subjectOf(tx, player), event)) throw forbidden(PERMISSION_MESSAGES.resolveBracket);
    const parsed = parseLayout(bracket.bracket_layout);
    if (!parsed.ok) return { hasError: true, message: `${parsed.message}: this bracket's layout` };
    const { missing } = (await bracketState(tx, bracket)).binding;
    const changed = await resolveBracketInTx(tx, bracket);
    const done = changed ? `Bracket resolved: ${changed} match${changed === 1 ? "" : "es"} updated` : "Bracket resolved: nothing to change";
    // Never "nothing to change" over empty boxes: say which games no listed match plays.
    if (missing.length) return { hasError: true, message: `${done}. ${missingGamesMessage(missing)}` };
    return { hasError: false, message: done };
  },
});

/** What a bracket whose layout has games without a match is told (resolve-entire-bracket, save-bracket). */
export function missingGamesMessage(missing: readonly number[]): string {
  const list = missing.length === 1 ? `Match ${missing[0]}` : `Matches ${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
  return `${list} of the layout ${missing.length === 1 ? "has" : "have"} no match: list ${missing.length === 1 ? "its match" : "their matches"} in the bracket's ordered matches`;
}
