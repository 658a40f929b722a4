import { changedFields, undoConflicts, undoPatch } from "../../../domain/audit.ts";
import { CONSOLE_REFS, isConsoleTable, REQUIRED_FIELDS, type ConsoleTable } from "../../../domain/console.ts";
import { longId } from "../../../domain/ids.ts";
import { canManageRecord, CONSOLE_MESSAGES } from "../../../domain/permissions.ts";
import { lookupKeysOf, type TableName, type Thing } from "../../../domain/tables.ts";
import type { Patch, StoreTx } from "../../store/ThingStore.ts";
import { ActionError, forbidden, notFound } from "../ActionError.ts";
import { matchContext, subjectOf } from "../context.ts";
import { defineAction } from "../defineAction.ts";
import { assertMayChange, assertMaySetSignIn, assertMaySetWebsiteSettings, recordAccess } from "./access.ts";
import { moveBracketsOn } from "../bracket/resolveBracket.ts";
import { writeRecord } from "./writeRecord.ts";

/** The fields of a match whose change can move its brackets on. */
const RESULT_FIELDS = ["teams", "score_1", "score_2", "forfeit"];

const invalid = (path: string, message: string) => new ActionError(400, `${path}: ${message}`, [{ path, message }]);

/** Relation fields name records of their table: a wrong or missing id is the caller's mistake, said by field. */
async function checkRefs(tx: StoreTx, table: ConsoleTable, fields: Record<string, unknown>) {
  const refs = CONSOLE_REFS[table] as Record<string, TableName>;
  for (const [field, target] of Object.entries(refs)) {
    const wanted = fields[field];
    if (!Array.isArray(wanted)) continue;
    const found = await tx.getMany(wanted as string[]);
    const bad = (wanted as string[]).find((_, i) => found[i]?.__tableName !== target);
    if (bad !== undefined) throw invalid(`fields.${field}`, `No ${target} record ${bad}`);
    fields[field] = found.map((r) => r!.id);
  }
}

/** Keys, slugs and subdomains name one record each: taking another's is refused. */
async function checkUnique(tx: StoreTx, table: TableName, id: string | null, merged: Record<string, unknown>) {
  const taken: Record<string, string> = { Broadcasts: "key", Clients: "key", News: "slug", Events: "subdomain", Players: "discord_id" };
  for (const key of lookupKeysOf(table, merged)) {
    const owner = await tx.lookup(key);
    if (owner && owner !== id) throw invalid(`fields.${taken[table] ?? "key"}`, `That ${taken[table] ?? "key"} is taken`);
  }
}

export const saveRecord = defineAction({
  key: "save-record",
  async run({ tx, player }, payload) {
    const table = payload.table;
    const fields = { ...payload.fields } as Record<string, unknown>;
    const before = payload.id ? await tx.get(longId(payload.id)) : null;
    if (payload.id && (!before || before.__tableName !== table)) throw notFound(table === "Map Data" ? "Map" : table.replace(/s$/, ""));
    if (!before) {
      const missing = REQUIRED_FIELDS[table].find(
        (f) => fields[f] === undefined || fields[f] === null || (Array.isArray(fields[f]) && !(fields[f] as []).length),
      );
      if (missing) throw invalid(`fields.${missing}`, "Required");
    }
    // A new client is its creator's to run (SPEC §6: a client belongs to the players it lists as
    // staff): unless the form names its staff, the creator is, so their dashboard runs it at once.
    if (!before && table === "Clients" && player && (fields.staff === undefined || fields.staff === null)) fields.staff = [player.id];
    await checkRefs(tx, table, fields);
    await assertMayChange(tx, player, table, before, fields);
    const merged = { ...((before as Record<string, unknown> | null) ?? {}), ...fields };
    await checkUnique(tx, table, before?.id ?? null, merged);
    const saved = await writeRecord(tx, table, before?.id ?? null, fields as Patch<typeof table>);
    // A match's result or teams edited here move its brackets on, as the match editor's do.
    if (table === "Matches" && before && RESULT_FIELDS.some((k) => k in fields)) await moveBracketsOn(tx, saved.id, payload.confirm);
    return { id: saved.id, created: !before };
  },
});

export const archiveRecord = defineAction({
  key: "archive-record",
  async run({ tx, player }, { table, id, archived }) {
    const before = await tx.get(longId(id));
    if (!before || before.__tableName !== table) throw notFound("Record");
    await assertMayChange(tx, player, table, before, null);
    await tx.update(before.id, table, { archived: archived || null } as Patch<typeof table>);
    return { id: before.id };
  },
});

/**
 * Whether the player may undo a change of this record: the same rule that let it be made.
 * Matches and their maps and reports follow the match editors; broadcasts their crew; the
 * console's tables its rule.
 */
async function mayUndo(tx: StoreTx, player: Parameters<typeof subjectOf>[1], record: Thing): Promise<boolean> {
  const matchId = record.__tableName === "Matches" ? record.id : ((record as { match?: string[] }).match?.[0] ?? null);
  if (["Matches", "Maps", "Reports"].includes(record.__tableName) && matchId) {
    return (await matchContext(tx, player, matchId)).viewer.staff;
  }
  if (!isConsoleTable(record.__tableName)) return false;
  return canManageRecord(await subjectOf(tx, player), await recordAccess(tx, player, record.__tableName, record, null));
}

export const undoChange = defineAction({
  key: "undo-change",
  async run({ tx, player }, { auditId }) {
    const entry = await tx.auditEntry(auditId);
    if (!entry) throw notFound("Change");
    const current = await tx.get(entry.record);
    if (!entry.before || !entry.after || !current)
      throw new ActionError(409, "Only an edit can be undone: this change created or removed the record");
    if (!(await mayUndo(tx, player, current))) throw forbidden(CONSOLE_MESSAGES.manage);
    const fields = changedFields(entry.table, entry.before, entry.after);
    const conflicts = undoConflicts(fields, current as unknown as Record<string, unknown>);
    if (conflicts.length) throw new ActionError(409, `This change can't be undone: ${conflicts.join(", ")} changed since`);
    const patch = undoPatch(fields);
    assertMaySetSignIn(player, current.__tableName, current, patch);
    assertMaySetWebsiteSettings(player, current.__tableName, current, patch);
    tx.markUndo(entry.id);
    await writeRecord(tx, entry.table, current.id, patch as Patch<TableName>);
    return { id: current.id, fields: fields.map((f) => f.field) };
  },
});
