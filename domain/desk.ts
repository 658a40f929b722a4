import { DESK_DISPLAY_MODES } from "./actions.ts";

export type DeskMode = (typeof DESK_DISPLAY_MODES)[number];

/** The modes that carry notice text (SPEC §4: only the three Notice modes). */
export const TEXT_MODES: readonly DeskMode[] = ["Notice (Event)", "Notice (Team 1)", "Notice (Team 2)"];

export function modeCarriesText(mode: DeskMode): boolean {
  return TEXT_MODES.includes(mode);
}

/** A stored desk_display value as a mode: none stored (or unknown) reads Match, the default. */
export function parseDeskMode(stored: string | null | undefined): DeskMode {
  const m = (DESK_DISPLAY_MODES as readonly string[]).find((x) => x.toLowerCase() === (stored ?? "").trim().toLowerCase());
  return (m as DeskMode | undefined) ?? "Match";
}

/** Notice text stored as `prefix|text` (or just text): the small prefix line and the main text. */
export function parseNoticeText(stored: string | null | undefined): { prefix: string | null; text: string } {
  const raw = (stored ?? "").trim();
  const bar = raw.indexOf("|");
  if (bar < 0) return { prefix: null, text: raw };
  const prefix = raw.slice(0, bar).trim();
  return { prefix: prefix || null, text: raw.slice(bar + 1).trim() };
}

/**
 * Notice text to store from the form's prefix and text: `prefix|text`, or the text alone.
 * A text holding a `|` with no prefix is stored as `|text`, so its first part is not read back as a prefix.
 */
export function formatNoticeText(prefix: string, text: string): string {
  const p = prefix.trim();
  const t = text.trim();
  if (p) return `${p}|${t}`;
  return t.includes("|") ? `|${t}` : t;
}

export interface DeskDisplay {
  mode: DeskMode;
  notice: { prefix: string | null; text: string } | null;
  /** Which team's colours a Notice uses: 0 event, 1 or 2 a team. */
  noticeTeam: 0 | 1 | 2;
}

/** The desk's lower element from the broadcast's stored fields; `override` is the `display` query option. */
export function deskDisplay(stored: string | null | undefined, noticeText: string | null | undefined, override?: string): DeskDisplay {
  const mode = parseDeskMode(override || stored);
  return {
    mode,
    notice: modeCarriesText(mode) ? parseNoticeText(noticeText) : null,
    noticeTeam: mode === "Notice (Team 1)" ? 1 : mode === "Notice (Team 2)" ? 2 : 0,
  };
}

/** The desk's current element as the Desk Display panel shows it: the mode, with the notice text when the mode carries one. */
export function deskStatus(stored: string | null | undefined, noticeText: string | null | undefined): string {
  const { mode, notice } = deskDisplay(stored, noticeText);
  if (!notice) return mode;
  const text = [notice.prefix, notice.text].filter(Boolean).join(" | ");
  return text ? `${mode}: ${text}` : `${mode} (no text)`;
}
