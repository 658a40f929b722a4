/**
 * SPEC §9 game presets: what the match editor shows for a match's game. Every game plays
 * best-of matches; the defaults hold unless a game overrides them. Game names are data
 * (Match.game, else Event.game), so the overrides are keyed by the names the data uses.
 */
export interface GamePreset {
  /** What the game calls a hero, for labels ("Champion", "Agent"). */
  heroWord: string;
  /** Whether a map row has a picker, a banner and scores. */
  mapPicks: boolean;
  mapBans: boolean;
  mapScores: boolean;
  /** Hero pick and ban slots each team's list opens with. */
  pickRows: number;
  banRows: number;
}

export const DEFAULT_GAME_PRESET: GamePreset = {
  heroWord: "Hero",
  mapPicks: true,
  mapBans: true,
  mapScores: true,
  pickRows: 5,
  banRows: 0,
};

/** The lane-battle game, the tactical shooter and the fourth game (six-a-side). */
const GAME_OVERRIDES: Record<string, Partial<GamePreset>> = {
  "League of Legends": { heroWord: "Champion", mapPicks: false, mapBans: false, mapScores: false, banRows: 5 },
  Valorant: { heroWord: "Agent" },
  "Marvel Rivals": { mapPicks: false, mapBans: false, mapScores: false, banRows: 1, pickRows: 6 },
};

/** The preset of a game: the defaults with the game's overrides. */
export function gamePreset(game: string | null | undefined): GamePreset {
  const override = game && Object.hasOwn(GAME_OVERRIDES, game) ? GAME_OVERRIDES[game] : {};
  return { ...DEFAULT_GAME_PRESET, ...override };
}
