import type { DetailsForm } from "../../domain/matchForms.ts";
import { isBlankRow, type EditorMapRow } from "../../domain/mapRows.ts";

/**
 * How the match editor's drafts compare with the live record (ui/components/useDraft): "the
 * same as stored", so the editor's own save coming back is not taken for someone else's
 * change, and the words of the "Changed by someone else" strip.
 */

/** A form's success notice: the text to show beside the form, or null when the host showed it. */
export type Say = (text: string) => string | null;

/** Save waits while someone else's change is on offer: saving over it unseen would undo it. */
export const CONFLICT_SAVE_TITLE = "Someone else changed this: use theirs or keep yours first";

/** A whole number as stored ("03" is 3); any other text as typed, trimmed. */
const asStored = (text: string) => {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? String(Number(trimmed)) : trimmed;
};

/** The score form: side 1 and side 2 as typed. */
export type ScoreDraft = [string, string];

export function scoreDraftOf(match: { score_1?: number | null; score_2?: number | null }): ScoreDraft {
  return [String(match.score_1 ?? 0), String(match.score_2 ?? 0)];
}

export function sameScores(a: ScoreDraft, b: ScoreDraft): boolean {
  return asStored(a[0]) === asStored(b[0]) && asStored(a[1]) === asStored(b[1]);
}

const DETAIL_LABELS: Record<keyof DetailsForm, string> = {
  first_to: "First to",
  special_event: "Special Event",
  custom_name: "Custom name",
  forfeit: "Forfeit",
  forfeit_reason: "Forfeit reason",
  vod: "VOD",
  vod_2: "Second-part VOD",
  alternative_vod: "Alternative VOD",
};
const DETAIL_KEYS = Object.keys(DETAIL_LABELS) as (keyof DetailsForm)[];

/** A field as update-match-data stores it: text trimmed, first to as a number. */
const storedDetail = (form: DetailsForm, key: keyof DetailsForm) => {
  const value = form[key];
  return typeof value === "boolean" ? value : asStored(value);
};

export function sameDetails(a: DetailsForm, b: DetailsForm): boolean {
  return DETAIL_KEYS.every((key) => storedDetail(a, key) === storedDetail(b, key));
}

/** What taking their details would change in mine: "First to 4, Forfeit on". */
export function describeDetails(theirs: DetailsForm, mine: DetailsForm): string {
  return DETAIL_KEYS.filter((key) => storedDetail(theirs, key) !== storedDetail(mine, key))
    .map((key) => {
      const value = storedDetail(theirs, key);
      const shown = typeof value === "boolean" ? (value ? "on" : "off") : value || "(empty)";
      return `${DETAIL_LABELS[key]} ${shown}`;
    })
    .join(", ");
}

/**
 * The rows that hold something, without their record ids: blank rows are only the editor's
 * padding, and a row saved as new comes back with an id but is the same map.
 */
const filledRows = (rows: readonly EditorMapRow[]) =>
  JSON.stringify(rows.filter((row) => !isBlankRow(row)).map((row) => ({ ...row, id: null })));

export function sameMapRows(a: readonly EditorMapRow[], b: readonly EditorMapRow[]): boolean {
  return filledRows(a) === filledRows(b);
}

/** The maps as they now read: "Busan 2–0, Ilios". */
export function describeMapRows(rows: readonly EditorMapRow[]): string {
  const filled = rows.filter((row) => !isBlankRow(row));
  if (!filled.length) return "no maps";
  return filled
    .map((row) => {
      const name = row.name.trim() || "Unnamed map";
      return row.score_1.trim() || row.score_2.trim() ? `${name} ${row.score_1.trim() || "0"}–${row.score_2.trim() || "0"}` : name;
    })
    .join(", ");
}
