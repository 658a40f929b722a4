import type { Issue } from "./actions.ts";

// The profile page's choices (SPEC §2.10, §5), shared by the page and the server, which takes
// only what the page offers.

/** Hero-shooter heroes by role, for the favourite-hero picker (SPEC §5: grouped by DPS, Tank, Support). */
export const HEROES_BY_ROLE: Record<"DPS" | "Tank" | "Support", string[]> = {
  DPS: [
    "Ashe",
    "Bastion",
    "Cassidy",
    "Echo",
    "Genji",
    "Hanzo",
    "Junkrat",
    "Mei",
    "Pharah",
    "Reaper",
    "Sojourn",
    "Soldier: 76",
    "Sombra",
    "Symmetra",
    "Torbjörn",
    "Tracer",
    "Venture",
    "Widowmaker",
  ],
  Tank: [
    "D.Va",
    "Doomfist",
    "Hazard",
    "Junker Queen",
    "Mauga",
    "Orisa",
    "Ramattra",
    "Reinhardt",
    "Roadhog",
    "Sigma",
    "Winston",
    "Wrecking Ball",
    "Zarya",
  ],
  Support: ["Ana", "Baptiste", "Brigitte", "Illari", "Juno", "Kiriko", "Lifeweaver", "Lúcio", "Mercy", "Moira", "Zenyatta"],
};
/** SPEC §5 pronouns options. */
export const PRONOUN_OPTIONS = ["he/him", "she/her", "they/them", "he/they", "she/they", "any"] as const;
export const ROLE_OPTIONS = ["DPS", "Tank", "Support", "Flex"] as const;
/** SPEC §5: the pronunciation hint's limit (marked invalid above it, not blocked). */
export const PRONUNCIATION_LIMIT = 100;

const HERO_NAMES: ReadonlySet<string> = new Set(Object.values(HEROES_BY_ROLE).flat());

export const PROFILE_MESSAGES = {
  pronouns: `choose one of ${PRONOUN_OPTIONS.join(", ")}`,
  hero: "choose a hero from the list",
} as const;

/**
 * What a profile save holds that the page never offers: pronouns off the list, a favourite hero
 * that is neither a listed name nor (`isHeroId`, the original website sends ids) a hero record.
 */
export function profileChoiceIssues(
  data: { pronouns?: string | null; favourite_hero?: string | null },
  isHeroId: (value: string) => boolean = () => false,
): Issue[] {
  const issues: Issue[] = [];
  if (data.pronouns && !(PRONOUN_OPTIONS as readonly string[]).includes(data.pronouns))
    issues.push({ path: "profileData.pronouns", message: PROFILE_MESSAGES.pronouns });
  if (data.favourite_hero && !HERO_NAMES.has(data.favourite_hero) && !isHeroId(data.favourite_hero))
    issues.push({ path: "profileData.favourite_hero", message: PROFILE_MESSAGES.hero });
  return issues;
}
