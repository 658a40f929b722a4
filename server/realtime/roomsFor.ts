import { shortId } from "../../domain/ids.ts";
import { lookupKeysOf, type Thing } from "../../domain/tables.ts";

/** Every key a client may have subscribed to that names this record. */
export function keysOf(thing: Thing): string[] {
  return [thing.id, shortId(thing.id), ...lookupKeysOf(thing.__tableName, thing)];
}
