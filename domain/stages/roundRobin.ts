import type { BracketLayout } from "../bracket/layout.ts";
import { groupName, serpentineGroups } from "./common.ts";
import type { PlannedMatch, StageConfig, StagePlan } from "./types.ts";

/**
 * The rounds of one round-robin group by the circle method: one team stays, the others turn
 * one place a round; with an odd count, whoever meets the empty place sits out. Pairs come in
 * brackets-manager's order (its makeRoundRobinDistribution), so it serves as the oracle.
 */
export function circleRounds<T>(teams: readonly T[]): [T, T][][] {
  const n = teams.length;
  const even = n % 2 === 0 ? n : n + 1;
  const rounds: [T, T][][] = [];
  for (let r = 0; r < even - 1; r++) {
    const round: [T, T][] = [];
    for (let m = 0; m < even / 2; m++) {
      if (m === 0 && n % 2 === 1) continue;
      const a = (r - m - 1 + even) % (even - 1);
      const b = m === 0 ? even - 1 : (r + m) % (even - 1);
      round.push([teams[a], teams[b]]);
    }
    rounds.push(round);
  }
  return rounds;
}

/**
 * Round robin: `options.groups` groups by serpentine seeding, every pair of a group meeting
 * once (twice with `options.double`, sides swapped). Matches are numbered round by round
 * across the groups; the layout holds one bracket per group and one column per round.
 */
export function planRoundRobin(config: StageConfig): StagePlan {
  const groups = serpentineGroups(config.teams, config.options.groups ?? 1);
  const schedules = groups.map((group) => {
    const rounds = circleRounds(group);
    return config.options.double ? [...rounds, ...rounds.map((round) => round.map(([a, b]): [string, string] => [b, a]))] : rounds;
  });
  const layout: BracketLayout = {
    brackets: groups.map((_, g) => ({ name: groupName(g), columns: [] })),
    connections: {},
  };
  const matches: PlannedMatch[] = [];
  const roundCount = Math.max(...schedules.map((s) => s.length));
  for (let r = 0; r < roundCount; r++)
    schedules.forEach((schedule, g) => {
      if (!schedule[r]) return;
      const games: number[] = [];
      for (const [a, b] of schedule[r]) {
        const number = matches.length + 1;
        games.push(number);
        matches.push({ number, teams: [a, b], first_to: config.firstTo, group: groupName(g), round: r + 1 });
      }
      layout.brackets[g].columns.push({ header: `Round ${r + 1}`, games });
    });
  return { layout, matches };
}
