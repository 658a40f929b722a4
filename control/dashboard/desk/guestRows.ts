import { formatManualGuests, parseManualGuests } from "../../../domain/guests.ts";
import type { ManualGuest } from "../../../domain/records.ts";

/** A guest being edited, with a key that stays with its row while rows are added and removed. */
export interface GuestRowValue extends ManualGuest {
  key: string;
}

/** The stored guests as rows; keys are their positions, as the stored text has no ids. */
export function storedRows(manualGuests: string | undefined): GuestRowValue[] {
  return parseManualGuests(manualGuests).map((guest, i) => ({ ...guest, key: `stored-${i}` }));
}

/** Two lists of rows are the same when they would be stored the same (keys and spacing aside). */
export function sameRows(a: readonly GuestRowValue[], b: readonly GuestRowValue[]): boolean {
  return a.length === b.length && formatManualGuests(a) === formatManualGuests(b);
}
