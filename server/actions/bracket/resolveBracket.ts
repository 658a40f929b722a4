import { layoutOrEmpty, parseLayout } from "../../../domain/bracket/layout.ts";
import { slotsOf, toResolveMatch } from "../../../domain/bracket/fromRecords.ts";
import { resolve, type ResolveMatch } from "../../../domain/bracket/resolve.ts";
import { longId } from "../../../domain/ids.ts";
import { canResolveBracket, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import type { BracketRecord, MatchRecord } from "../../../domain/tables.ts";
import type { StoreTx } from "../../store/ThingStore.ts";
import { forbidden, notFound } from "../ActionError.ts";
import { subjectOf } from "../context.ts";
import { defineAction } from "../defineAction.ts";

/**
 * Resolve one bracket and write, in the caller's transaction, the teams of every bracket
 * match whose teams changed. A match that changed teams loses its old scores: they were
 * for another pairing. Answers how many matches changed.
 */
export async function resolveBracketInTx(tx: StoreTx, bracket: BracketRecord): Promise<number> {
  const layout = layoutOrEmpty(bracket.bracket_layout);
  const records = (await tx.getMany(bracket.ordered_matches ?? [])).filter((m): m is MatchRecord => m?.__tableName === "Matches");
  const byNumber = new Map(records.filter((m) => m.match_number != null).map((m) => [m.match_number!, m]));
  const result = resolve(
    layout,
    records.map(toResolveMatch).filter((m): m is ResolveMatch => !!m),
  );
  let changed = 0;
  for (const n of result.changed) {
    const record = byNumber.get(n);
    if (!record) continue;
    const [a, b] = result.matches.get(n)!.teams;
    const before = slotsOf(record);
    if (before[0] === a && before[1] === b) continue;
    const hadTeams = before[0] != null || before[1] != null;
    await tx.update(record.id, "Matches", {
      teams: a && b ? [a, b] : a ? [a] : b ? [b] : null,
      placeholder_right: a && !b ? true : b && !a ? false : null,
      ...(hadTeams && (record.score_1 || record.score_2) ? { score_1: null, score_2: null } : {}),
    });
    changed++;
  }
  return changed;
}

/** Re-resolve every bracket a match belongs to (after an approved score report or a score edit). */
export async function reresolveBracketsOfMatch(tx: StoreTx, matchId: string): Promise<number> {
  const match = await tx.getTyped(longId(matchId), "Matches");
  let changed = 0;
  for (const bracketId of match?.brackets ?? []) {
    const bracket = await tx.getTyped(bracketId, "Brackets");
    if (bracket) changed += await resolveBracketInTx(tx, bracket);
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
    const changed = await resolveBracketInTx(tx, bracket);
    return {
      hasError: false,
      message: changed ? `Bracket resolved: ${changed} match${changed === 1 ? "" : "es"} updated` : "Bracket resolved: nothing to change",
    };
  },
});
