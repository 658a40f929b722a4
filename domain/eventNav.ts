import { z } from "zod";
import { parseSignupSettings, signupsOpen } from "./signups.ts";

/** The blocks the sub-page rules read; each falls back to "off" when missing or malformed. */
const NavBlocksSchema = z.looseObject({
  standings: z.unknown().optional(),
  foldy: z.object({ use: z.boolean().optional() }).optional().catch(undefined),
  draft: z.object({ use: z.boolean().optional() }).optional().catch(undefined),
  auction: z.object({ public: z.boolean().optional(), use: z.boolean().optional() }).optional().catch(undefined),
  extendedStaffPage: z.boolean().optional().catch(undefined),
});
export type NavBlocks = z.infer<typeof NavBlocksSchema>;

export function parseNavBlocks(text: string | null | undefined): NavBlocks {
  try {
    const parsed = NavBlocksSchema.safeParse(text ? JSON.parse(text) : {});
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Standings show when blocks list standings tables or set the standings flag (SPEC §3). */
export function standingsEnabled(blocks: NavBlocks): boolean {
  const s = blocks.standings;
  return Array.isArray(s) ? s.length > 0 : s === true;
}

export interface NavEvent {
  matches?: readonly string[];
  staff?: readonly string[];
  theme?: readonly string[];
  about?: string;
  blocks?: string;
}
export interface NavBracket {
  name?: string;
  hide_bracket?: boolean;
}
export interface NavSocial {
  type: string;
  url: string;
  name?: string;
  approved?: boolean;
}

export interface EventNavItem {
  /** Path below the event: "" for Overview, else e.g. "schedule". */
  path: string;
  label: string;
  external?: boolean;
}

/** The brackets an event page shows: named and not hidden. */
export function visibleBrackets<T extends NavBracket>(brackets: readonly (T | null | undefined)[]): T[] {
  return brackets.filter((b): b is T => !!b && !!b.name && !b.hide_bracket);
}

/** The brackets the dashboard shows for the live match (SPEC §2.9): hidden ones are left out unless the match has just one. */
export function dashboardBrackets<T extends NavBracket>(brackets: readonly T[]): T[] {
  return brackets.length === 1 ? [...brackets] : brackets.filter((b) => !b.hide_bracket);
}

/** Event sub-pages with the show/hide rules of SPEC §2.7, in the order the spec lists them. */
export function eventNavItems(
  event: NavEvent,
  context: {
    brackets: readonly (NavBracket | null | undefined)[];
    socials?: readonly (NavSocial | null | undefined)[];
    canEditEvent: boolean;
    /** The time now, for a sign-up closing time; without it the open flag alone decides. */
    now?: number;
  },
): EventNavItem[] {
  const blocks = parseNavBlocks(event.blocks);
  const items: EventNavItem[] = [{ path: "", label: "Overview" }];
  if (event.matches?.length) items.push({ path: "schedule", label: "Schedule" });
  const brackets = visibleBrackets(context.brackets);
  if (brackets.length === 1) items.push({ path: "bracket", label: "Bracket" });
  if (brackets.length > 1) items.push({ path: "brackets", label: "Brackets" });
  if (standingsEnabled(blocks)) items.push({ path: "standings", label: "Standings" });
  if (blocks.foldy?.use) items.push({ path: "scenarios", label: "Foldy Sheet" });
  if (blocks.draft?.use) items.push({ path: "draft", label: "Draft" });
  if (blocks.auction && (blocks.auction.public || context.canEditEvent)) items.push({ path: "auction", label: "Auction" });
  if (event.staff?.length) items.push({ path: blocks.extendedStaffPage ? "staff/extended" : "staff", label: "Staff" });
  if (event.theme?.length) items.push({ path: "theme", label: "Theme" });
  if (event.about) items.push({ path: "about", label: "About" });
  const signups = parseSignupSettings(event.blocks);
  if (context.now === undefined ? signups.open : signupsOpen(signups, context.now)) items.push({ path: "signup", label: "Sign up" });
  if (context.canEditEvent) items.push({ path: "settings", label: "Settings" });
  for (const social of context.socials ?? []) {
    if (social?.approved && /^https?:\/\//.test(social.url))
      items.push({ path: social.url, label: social.name || social.type, external: true });
  }
  return items;
}
