import { stringifyLayout } from "../../../domain/bracket/layout.ts";
import { longId } from "../../../domain/ids.ts";
import { canEditEvent, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import type { MatchRecord } from "../../../domain/tables.ts";
import { writeRecord } from "../console/writeRecord.ts";
import { ActionError, forbidden, notFound } from "../ActionError.ts";
import { subjectOf } from "../context.ts";
import { defineAction, type AnyAction } from "../defineAction.ts";

const refuse = (path: string, message: string) => new ActionError(400, message, [{ path, message }]);

/**
 * The bracket creator's Save to event (SPEC §2.11): event editors create a bracket on the
 * event, or overwrite one of its brackets, with the creator's layout as `bracket_layout`
 * JSON text. writeRecord keeps Event.brackets and Bracket.events linked, and each listed
 * match's `brackets` with ordered_matches (domain/recordLinks.ts). No placeholder matches are
 * made: the bracket view draws its boxes from the layout alone, and a match record joins a
 * box by its match_number, or else in ordered_matches order (domain/bracket/fromRecords.ts
 * bindGames).
 */
export const saveBracket = defineAction({
  key: "save-bracket",
  async run({ tx, player }, { event: eventId, bracket: bracketId, name, layout, matches, hidden }) {
    const event = await tx.getTyped(longId(eventId), "Events");
    if (!event) throw notFound("Event");
    if (!canEditEvent(await subjectOf(tx, player), event)) throw forbidden(PERMISSION_MESSAGES.editEvent);
    const existing = bracketId ? await tx.getTyped(longId(bracketId), "Brackets") : null;
    if (bracketId && !existing) throw notFound("Bracket");
    if (existing && !(existing.events ?? []).includes(event.id))
      throw refuse("bracket", "That bracket is not one of this event's brackets");

    let ordered: string[] | undefined;
    if (matches) {
      const found = await tx.getMany(matches.map(longId));
      found.forEach((m, i) => {
        if (m?.__tableName !== "Matches" || !(m as MatchRecord).event?.includes(event.id))
          throw refuse(`matches.${i}`, "That match is not one of this event's matches");
      });
      ordered = [...new Set(found.map((m) => m!.id))];
    }

    const saved = await writeRecord(tx, "Brackets", existing?.id ?? null, {
      name,
      bracket_layout: stringifyLayout(layout),
      events: [...new Set([...(existing?.events ?? []), event.id])],
      ...(hidden !== undefined ? { hide_bracket: hidden || null } : {}),
      ...(ordered ? { ordered_matches: ordered.length ? ordered : null } : {}),
    });
    return { id: saved.id, created: !existing };
  },
});

export const BRACKET_EDITOR_ACTIONS: AnyAction[] = [saveBracket as AnyAction];
