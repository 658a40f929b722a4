import { longId } from "../../../domain/ids.ts";
import { linkEdits, linksOf } from "../../../domain/recordLinks.ts";
import type { Fields, TableName, Thing } from "../../../domain/tables.ts";
import type { Patch, StoreTx } from "../../store/ThingStore.ts";

/**
 * Create (id null) or patch a record, keeping both sides of every two-sided relation
 * (domain/recordLinks.ts) in the same transaction: when a team's `event` gains an event, that
 * event's `teams` gains the team. Linked ids that name no record of the right table are dropped.
 */
export async function writeRecord<T extends TableName>(tx: StoreTx, table: T, id: string | null, patch: Patch<T>): Promise<Thing<T>> {
  const before = id ? await tx.getTyped(longId(id), table) : null;
  const cleaned = { ...patch } as Record<string, unknown>;
  for (const link of linksOf(table)) {
    const wanted = cleaned[link.field];
    if (!Array.isArray(wanted)) continue;
    const found = await tx.getMany((wanted as string[]).map(longId));
    cleaned[link.field] = [...new Set(found.filter((r) => r?.__tableName === link.other).map((r) => r!.id))];
  }
  const saved = before ? await tx.update(before.id, table, cleaned as Patch<T>) : await tx.insert(table, dropEmpty(cleaned) as Fields<T>);
  for (const link of linksOf(table)) {
    if (!(link.field in cleaned)) continue;
    const { added, removed } = linkEdits(listOf(before, link.field), listOf(saved, link.field));
    for (const [otherId, present] of [...added.map((i) => [i, true] as const), ...removed.map((i) => [i, false] as const)]) {
      const other = await tx.getTyped(otherId, link.other);
      if (!other) continue;
      const list = listOf(other, link.reverse);
      const next = present ? (list.includes(saved.id) ? list : [...list, saved.id]) : list.filter((x) => x !== saved.id);
      if (next.length !== list.length)
        await tx.update(other.id, link.other, { [link.reverse]: next.length ? next : null } as Patch<TableName>);
    }
  }
  return saved;
}

function listOf(record: unknown, field: string): string[] {
  const value = (record as Record<string, unknown> | null)?.[field];
  return Array.isArray(value) ? (value as string[]) : [];
}

/** A new record keeps no empty fields: null and undefined mean unset. */
function dropEmpty(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined));
}
