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
export const PRONOUN_OPTIONS = ["he/him", "she/her", "they/them", "he/they", "she/they", "any"];
export const ROLE_OPTIONS = ["DPS", "Tank", "Support", "Flex"] as const;
export const PRONUNCIATION_LIMIT = 100;
export const SAVED_INDICATOR_MS = 3000;
