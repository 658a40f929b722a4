import { createHash } from "node:crypto";

/** The demo tournament's content: names, colours and rosters (game, hero and map names are data). */

export const HERO_SHOOTER = "Overwatch";

export const HEROES: [string, "Tank" | "Damage" | "Support"][] = [
  ["D.Va", "Tank"],
  ["Reinhardt", "Tank"],
  ["Winston", "Tank"],
  ["Sigma", "Tank"],
  ["Ramattra", "Tank"],
  ["Zarya", "Tank"],
  ["Tracer", "Damage"],
  ["Genji", "Damage"],
  ["Sojourn", "Damage"],
  ["Cassidy", "Damage"],
  ["Widowmaker", "Damage"],
  ["Ashe", "Damage"],
  ["Echo", "Damage"],
  ["Sombra", "Damage"],
  ["Reaper", "Damage"],
  ["Mei", "Damage"],
  ["Ana", "Support"],
  ["Kiriko", "Support"],
  ["Lúcio", "Support"],
  ["Mercy", "Support"],
  ["Zenyatta", "Support"],
  ["Baptiste", "Support"],
  ["Brigitte", "Support"],
  ["Juno", "Support"],
];

export const MAPS: [string, string][] = [
  ["Busan", "Control"],
  ["Ilios", "Control"],
  ["Lijiang Tower", "Control"],
  ["Oasis", "Control"],
  ["Nepal", "Control"],
  ["King's Row", "Hybrid"],
  ["Eichenwalde", "Hybrid"],
  ["Midtown", "Hybrid"],
  ["Numbani", "Hybrid"],
  ["Paraíso", "Hybrid"],
  ["Circuit Royal", "Escort"],
  ["Dorado", "Escort"],
  ["Havana", "Escort"],
  ["Route 66", "Escort"],
  ["Shambali Monastery", "Escort"],
  ["Colosseo", "Push"],
  ["Esperança", "Push"],
  ["New Queen Street", "Push"],
  ["Suravasa", "Flashpoint"],
  ["New Junk City", "Flashpoint"],
];

/** A first-to-3 match's map order: Control, Hybrid, Push/Flashpoint, Escort, Control. */
export const MAP_ROTATION = ["Control", "Hybrid", "Push", "Escort", "Control"];

export interface DemoTeam {
  name: string;
  code: string;
  colors: [string, string];
  players: [string, "Tank" | "DPS" | "Support" | "Flex", number][];
}

export const TEAMS: DemoTeam[] = [
  {
    name: "Aurora Foxes",
    code: "AUR",
    colors: ["#ff7a18", "#ffffff"],
    players: [
      ["Kitsune", "Tank", 4210],
      ["Blaze", "DPS", 4385],
      ["Ember", "DPS", 4120],
      ["Solace", "Support", 4050],
      ["Halo", "Support", 3990],
      ["Ashfall", "Flex", 3870],
    ],
  },
  {
    name: "Midnight Owls",
    code: "MNO",
    colors: ["#2b2d6e", "#9ad0ff"],
    players: [
      ["Nightjar", "Tank", 4020],
      ["Talon", "DPS", 4300],
      ["Hoot", "DPS", 3940],
      ["Lantern", "Support", 4110],
      ["Moth", "Support", 3880],
    ],
  },
  {
    name: "Crimson Tide",
    code: "CRT",
    colors: ["#b3122e", "#ffd6dc"],
    players: [
      ["Anchor", "Tank", 4400],
      ["Riptide", "DPS", 4460],
      ["Coral", "DPS", 4190],
      ["Lighthouse", "Support", 4280],
      ["Mariner", "Support", 4170],
      ["Squall", "Flex", 3950],
    ],
  },
  {
    name: "Verdant Wolves",
    code: "VRW",
    colors: ["#1f7a3a", "#c8f7d4"],
    players: [
      ["Alpha", "Tank", 3900],
      ["Fang", "DPS", 4080],
      ["Howl", "DPS", 3990],
      ["Moss", "Support", 3860],
      ["Fern", "Support", 3810],
    ],
  },
  {
    name: "Golden Lynx",
    code: "GLX",
    colors: ["#d4a017", "#2a2100"],
    players: [
      ["Sovereign", "Tank", 4150],
      ["Gilded", "DPS", 4270],
      ["Lustre", "DPS", 4060],
      ["Ingot", "Support", 4000],
      ["Carat", "Support", 3970],
      ["Bullion", "Flex", 3900],
    ],
  },
  {
    name: "Frostbite",
    code: "FRB",
    colors: ["#5ec8f2", "#08324a"],
    players: [
      ["Glacier", "Tank", 3980],
      ["Icicle", "DPS", 4140],
      ["Rime", "DPS", 3920],
      ["Thaw", "Support", 4030],
      ["Flurry", "Support", 3890],
    ],
  },
  {
    name: "Neon Vipers",
    code: "NEV",
    colors: ["#c3ff00", "#1b1b1b"],
    players: [
      ["Cobra", "Tank", 4090],
      ["Venom", "DPS", 4350],
      ["Mamba", "DPS", 4210],
      ["Scale", "Support", 4120],
      ["Rattle", "Support", 4010],
      ["Sidewinder", "Flex", 3930],
    ],
  },
  {
    name: "Storm Ravens",
    code: "STR",
    colors: ["#5a3fa0", "#e6dcff"],
    players: [
      ["Thunder", "Tank", 4060],
      ["Bolt", "DPS", 4180],
      ["Gale", "DPS", 4100],
      ["Cirrus", "Support", 3950],
      ["Nimbus", "Support", 3900],
    ],
  },
];

export const STAFF = ["Demo Producer", "Caster Quinn", "Caster Rowan", "Observer Sage", "Admin Morgan"];

/**
 * The Discord account id a demo player signed in with: an 18-digit snowflake, stable per name,
 * so the demo's players carry the private field real players do and the projection is exercised.
 */
export function demoDiscordId(name: string): string {
  const digits = BigInt(`0x${createHash("sha256").update(`discord:${name}`).digest("hex").slice(0, 15)}`) % 10n ** 17n;
  return `1${digits.toString().padStart(17, "0")}`;
}

/** The live match's desk guests: players with headshots, no team. */
export const GUESTS: [string, string][] = [
  ["Juniper Vale", "she/her"],
  ["Tempo", "he/him"],
];

/** Sponsors: Themes records with a wordmark; [name, background, accent, text colour]. */
export const SPONSORS: [string, string, string, string][] = [
  ["Nimbus Energy", "#0f172a", "#38bdf8", "#ffffff"],
  ["Keystone Gear", "#fef3c7", "#d97706", "#1c1917"],
  ["ByteBox Hosting", "#1e1b4b", "#a78bfa", "#ffffff"],
];

/** The clubs that also played the Winter Invitational (team codes), with its rosters' first five players. */
/** Each team's coach, in TEAMS order (team staff), and the designer of every team's brand. */
export const COACHES = ["Coach Ivy", "Coach Bram", "Coach Sol", "Coach Reno", "Coach Wren", "Coach Tamsin", "Coach Oak", "Coach Juno"];
export const BRAND_DESIGNER = "Mara Quill";

export const WINTER_CLUBS = ["AUR", "VRW", "CRT", "MNO"];
