import type { BracketLayout } from "../bracket/layout.ts";
import { groupName, serpentineGroups } from "./common.ts";
import type { PlannedMatch, StageConfig, StagePlan } from "./types.ts";

/**
 * One GSL group of four, its games numbered from `first`: opening matches (seed 1 v 4, 2 v 3),
 * the winners' match (its winner advances first) and the elimination match (its loser is out),
 * then the decider between the winners' match loser and the elimination match winner.
 * `seeds` labels the opening slots ("Seed 1"…, or the stage's own seed numbers).
 */
export function gslGroupLayout(first = 1, name?: string, seeds: readonly number[] = [1, 2, 3, 4]): BracketLayout {
  const [o1, o2, winners, elimination, decider] = [0, 1, 2, 3, 4].map((i) => first + i);
  return {
    brackets: [
      {
        ...(name ? { name } : {}),
        columns: [
          { header: "Opening matches", games: [o1, o2] },
          { header: "Winners' and elimination matches", games: [winners, elimination] },
          { header: "Decider", games: [decider] },
        ],
      },
    ],
    connections: {
      [o1]: { win: `${winners}.1`, lose: `${elimination}.1` },
      [o2]: { win: `${winners}.2`, lose: `${elimination}.2` },
      [winners]: { win: "advance", lose: `${decider}.1` },
      [elimination]: { win: `${decider}.2`, lose: "eliminated" },
      [decider]: { win: "advance", lose: "eliminated" },
    },
    byes: [],
    seeds: {
      [`${o1}.1`]: `Seed ${seeds[0]}`,
      [`${o1}.2`]: `Seed ${seeds[3]}`,
      [`${o2}.1`]: `Seed ${seeds[1]}`,
      [`${o2}.2`]: `Seed ${seeds[2]}`,
    },
  };
}

/** GSL: groups of four by serpentine seeding (group A: seeds 1, 2g, 2g+1, 4g), five matches each. */
export function planGsl(config: StageConfig): StagePlan {
  const seedNumbers = config.teams.map((_, i) => i + 1);
  const groups = serpentineGroups(seedNumbers, config.teams.length / 4);
  const layout: BracketLayout = { brackets: [], connections: {}, byes: [], seeds: {} };
  const matches: PlannedMatch[] = [];
  groups.forEach((seeds, g) => {
    const first = g * 5 + 1;
    const group = gslGroupLayout(first, groupName(g), seeds);
    layout.brackets.push(...group.brackets);
    Object.assign(layout.connections, group.connections);
    Object.assign(layout.seeds!, group.seeds);
    const team = (s: number) => config.teams[s - 1];
    const opening: [string | null, string | null][] = [
      [team(seeds[0]), team(seeds[3])],
      [team(seeds[1]), team(seeds[2])],
    ];
    for (let i = 0; i < 5; i++)
      matches.push({
        number: first + i,
        teams: opening[i] ?? [null, null],
        first_to: config.firstTo,
        group: groupName(g),
        round: i < 2 ? 1 : i < 4 ? 2 : 3,
      });
  });
  return { layout, matches };
}
