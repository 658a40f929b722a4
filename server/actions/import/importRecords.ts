import { longId } from "../../../domain/ids.ts";
import { matchImport, type ImportExisting, type ImportKind, type ImportRead } from "../../../domain/importRows.ts";
import { canEditEvent, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import type { EventRecord, MatchRecord, PlayerRecord, TeamRecord } from "../../../domain/tables.ts";
import type { StoreReader } from "../../store/ThingStore.ts";
import { ActionError, forbidden, notFound } from "../ActionError.ts";
import { subjectOf } from "../context.ts";
import { defineAction } from "../defineAction.ts";
import { importReaderOf } from "../../import/ImportReader.ts";
import { writeImport } from "./writeImport.ts";

/** The event's teams, their players and its matches: what an import's rows are matched against. */
export async function existingOf(tx: StoreReader, event: EventRecord, kind?: ImportKind): Promise<ImportExisting> {
  const teams = (await tx.getMany(event.teams ?? [])).filter((t): t is TeamRecord => t?.__tableName === "Teams");
  const playerIds = [...new Set(teams.flatMap((t) => t.players ?? []))];
  const players = (await tx.getMany(playerIds)).filter((p): p is PlayerRecord => p?.__tableName === "Players");
  const matches = (await tx.getMany(event.matches ?? [])).filter((m): m is MatchRecord => m?.__tableName === "Matches");
  // Players and teams rows find players of the whole site too (one on no team is not made twice).
  const allPlayers = kind === "players" || kind === "teams" ? await tx.list("Players") : undefined;
  return { teams, players, matches, ...(allPlayers ? { allPlayers } : {}) };
}

/** The event, when the player may edit it. */
async function editableEvent(reader: StoreReader, player: PlayerRecord | null, eventId: string): Promise<EventRecord> {
  const event = await reader.getTyped(longId(eventId), "Events");
  if (!event) throw notFound("Event");
  if (!canEditEvent(await subjectOf(reader, player), event)) throw forbidden(PERMISSION_MESSAGES.editEvent);
  return event;
}

/**
 * import-records (issue 17): without `confirm`, the preview of a CSV or JSON file, writing
 * nothing; with it, every row in this one transaction, or nothing when any row has an error.
 * The file is read before the transaction, on the import reader's thread (issue 32: a 2 MB file
 * held every request for up to 3 s); inside it, only the cheap matching against the event.
 */
export const importRecords = defineAction<"import-records", ImportRead>({
  key: "import-records",
  async prepare({ store, player, deps }, p) {
    // Refused before the file is read; run checks again in its transaction.
    await editableEvent(store, player, p.event);
    return importReaderOf(deps).read(p);
  },
  async run({ tx, player }, p, read) {
    const event = await editableEvent(tx, player, p.event);
    const existing = await existingOf(tx, event, read.kind);
    const preview = matchImport(read, existing);
    if (!p.confirm) return { confirmed: false as const, ...preview };
    if (preview.error) throw new ActionError(400, preview.error);
    const bad = preview.rows.filter((r) => r.status === "error");
    if (bad.length) {
      const issues = bad.flatMap((r) => r.errors.map((message) => ({ path: `row ${r.row}`, message })));
      throw new ActionError(400, `${bad.length} ${bad.length === 1 ? "row has" : "rows have"} errors: nothing was imported`, issues);
    }
    return { confirmed: true as const, ...(await writeImport(tx, event.id, preview, existing, player)) };
  },
});
