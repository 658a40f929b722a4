import type { Issue } from "./actions.ts";
import { parseWebLink } from "./links.ts";
import type { ScoreProposal } from "./matchReports.ts";
import { scoreLeader } from "./match.ts";
import type { MatchRecord } from "./tables.ts";

/**
 * The forms of the match tools (score report, match editor) as plain text fields, and the
 * rules that turn them into action payloads: SPEC §5 (scores are whole numbers from 0, a
 * match score at most first_to; URL fields trimmed and links) and SPEC §7 (a report's
 * matchData carries only what changed besides the scores).
 */
type MatchLike = Pick<MatchRecord, "teams" | "first_to" | "score_1" | "score_2" | "forfeit" | "forfeit_reason">;

export interface MapRow {
  name: string;
  score_1: string;
  score_2: string;
}
export interface ScoreForm {
  score_1: string;
  score_2: string;
  forfeit: boolean;
  forfeit_reason: string;
  maps: MapRow[];
}

export interface ReportData {
  matchData: { score_1: number; score_2: number; forfeit?: boolean; forfeit_reason?: string };
  mapData?: { name: string; number: number; score_1: number; score_2: number; winner?: string[]; draw?: boolean }[];
}

export type FormResult<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

/** A stored number as form text: blank when unset. */
export const text = (n: number | null | undefined) => (n === undefined || n === null ? "" : String(n));

/** A whole number from 0 (and at most `max` when given), or the issue that says why not. */
export function parseScore(value: string, path: string, max?: number | null): number | Issue {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return { path, message: "Enter a whole number from 0" };
  const n = Number(trimmed);
  if (max && n > max) return { path, message: `At most ${max} (first to ${max})` };
  return n;
}

/** A score read for a form's result: the number, or 0 with its issue added to `issues`. */
export function readScore(value: string, path: string, issues: Issue[], max?: number | null): number {
  const n = parseScore(value, path, max);
  return typeof n === "number" ? n : (issues.push(n), 0);
}

/** A score report form starting from the match as it stands. */
export function scoreFormOf(match: MatchLike): ScoreForm {
  return {
    score_1: text(match.score_1) || "0",
    score_2: text(match.score_2) || "0",
    forfeit: !!match.forfeit,
    forfeit_reason: match.forfeit_reason ?? "",
    maps: [],
  };
}

/** A proposal loaded into the form (SPEC §4: a proposed report can be loaded into the editor). */
export function scoreFormFromProposal(proposal: ScoreProposal, match: MatchLike): ScoreForm {
  const base = scoreFormOf(match);
  const data = proposal.matchData ?? {};
  return {
    score_1: data.score_1 !== undefined ? String(data.score_1) : base.score_1,
    score_2: data.score_2 !== undefined ? String(data.score_2) : base.score_2,
    forfeit: data.forfeit ?? base.forfeit,
    forfeit_reason: data.forfeit_reason ?? base.forfeit_reason,
    maps: (proposal.mapData ?? []).map((m) => ({ name: m.name ?? "", score_1: text(m.score_1), score_2: text(m.score_2) })),
  };
}

const blankRow = (row: MapRow) => !row.name.trim() && !row.score_1.trim() && !row.score_2.trim();
type MapFields = { name: string; number: number; score_1?: number; score_2?: number; winner?: string[]; draw?: boolean };

/** One filled map row as map fields: its number, scores, and the winner (or a draw) they give. */
function mapRowData(row: MapRow, i: number, number: number, teams: readonly string[] | undefined, issues: Issue[]): MapFields {
  if (!row.name.trim()) issues.push({ path: `maps.${i}.name`, message: "Name the map" });
  const fields: MapFields = { name: row.name.trim(), number };
  const a = readScore(row.score_1, `maps.${i}.score_1`, issues);
  const b = readScore(row.score_2, `maps.${i}.score_2`, issues);
  const leader = scoreLeader(a, b);
  const winner = leader ? teams?.[leader - 1] : undefined;
  return { ...fields, score_1: a, score_2: b, ...(a === b ? { draw: true } : winner ? { winner: [winner] } : {}) };
}

/** The `reportData` of submit-score-report, or every problem in the form. Blank map rows are skipped. */
export function scoreReportData(form: ScoreForm, match: MatchLike): FormResult<ReportData> {
  const issues: Issue[] = [];
  const score_1 = readScore(form.score_1, "score_1", issues, match.first_to);
  const score_2 = readScore(form.score_2, "score_2", issues, match.first_to);
  const matchData: ReportData["matchData"] = { score_1, score_2 };
  if (form.forfeit !== !!match.forfeit) matchData.forfeit = form.forfeit;
  const reason = form.forfeit_reason.trim();
  if (form.forfeit && reason && reason !== match.forfeit_reason) matchData.forfeit_reason = reason;
  const mapData: MapFields[] = [];
  form.maps.forEach((row, i) => {
    if (!blankRow(row)) mapData.push(mapRowData(row, i, mapData.length + 1, match.teams, issues));
  });
  if (issues.length) return { ok: false, issues };
  return { ok: true, value: mapData.length ? { matchData, mapData: mapData as NonNullable<ReportData["mapData"]> } : { matchData } };
}

/** The match editor's Match Details (SPEC §2.8). */
export interface DetailsForm {
  first_to: string;
  special_event: boolean;
  custom_name: string;
  forfeit: boolean;
  forfeit_reason: string;
  vod: string;
  vod_2: string;
  alternative_vod: string;
}
type DetailsMatch = Pick<
  MatchRecord,
  "first_to" | "special_event" | "custom_name" | "forfeit" | "forfeit_reason" | "vod" | "vod_2" | "alternative_vod"
>;
/** The changed details, as the form's values with first to as a number. */
export type DetailsPatch = Partial<Omit<DetailsForm, "first_to"> & { first_to: number }>;

export function detailsFormOf(match: DetailsMatch): DetailsForm {
  return {
    first_to: text(match.first_to),
    special_event: !!match.special_event,
    custom_name: match.custom_name ?? "",
    forfeit: !!match.forfeit,
    forfeit_reason: match.forfeit_reason ?? "",
    vod: match.vod ?? "",
    vod_2: match.vod_2 ?? "",
    alternative_vod: match.alternative_vod ?? "",
  };
}

const VOD_FIELDS = ["vod", "vod_2", "alternative_vod"] as const;

function isWebLink(value: string): boolean {
  return !!parseWebLink(value)?.hostname && !/\s/.test(value);
}

/** The `updatedData` of update-match-data for what changed in the details, or the form's problems. */
export function matchDetailsPatch(match: DetailsMatch, form: DetailsForm): FormResult<DetailsPatch> {
  const issues: Issue[] = [];
  const patch: DetailsPatch = {};
  const firstTo = form.first_to.trim();
  if (firstTo || match.first_to !== undefined) {
    const n = /^\d+$/.test(firstTo) ? Number(firstTo) : NaN;
    if (!(n >= 1 && n <= 99)) issues.push({ path: "first_to", message: "Enter a whole number from 1 to 99" });
    else if (n !== match.first_to) patch.first_to = n;
  }
  if (form.special_event !== !!match.special_event) patch.special_event = form.special_event;
  const name = form.custom_name.trim();
  if (name !== (match.custom_name ?? "")) patch.custom_name = name;
  if (form.forfeit !== !!match.forfeit) patch.forfeit = form.forfeit;
  const reason = form.forfeit_reason.trim();
  if (reason !== (match.forfeit_reason ?? "")) patch.forfeit_reason = reason;
  for (const field of VOD_FIELDS) {
    const url = form[field].trim();
    if (url && !isWebLink(url)) issues.push({ path: field, message: "Enter a full link (https://…)" });
    else if (url !== (match[field] ?? "")) patch[field] = url;
  }
  return issues.length ? { ok: false, issues } : { ok: true, value: patch };
}
