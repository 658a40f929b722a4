import { planElimination } from "./elimination.ts";
import { planGsl } from "./gsl.ts";
import { planRoundRobin } from "./roundRobin.ts";
import { planSwiss } from "./swiss.ts";
import type { PlanResult, StageConfig, StageFormat } from "./types.ts";

export * from "./types.ts";
export { serpentineGroups, groupName } from "./common.ts";
export { circleRounds } from "./roundRobin.ts";
export { gslGroupLayout } from "./gsl.ts";
export {
  appendSwissRound,
  highestMeetsLowest,
  nextSwissRound,
  pairGroup,
  priorityPairings,
  swissStandings,
  swissTargets,
  type SwissPlayed,
  type SwissStanding,
} from "./swiss.ts";

/** The most matches one stage may make (a 512-team double elimination makes 1,023). */
export const MAX_STAGE_MATCHES = 2048;

export const FORMAT_NAMES: Record<StageFormat, string> = {
  "single-elimination": "A single elimination",
  "double-elimination": "A double elimination",
  "round-robin": "A round robin",
  gsl: "A GSL stage",
  swiss: "A Swiss stage",
};

/** What is wrong with a stage's teams and options, in words an organiser can act on; null when it can be made. */
export function stageProblem(config: StageConfig): { path: string; message: string } | null {
  const seen = new Map<string, number>();
  for (const [i, team] of config.teams.entries()) {
    const before = seen.get(team);
    if (before !== undefined)
      return { path: `teams.${i}`, message: `The same team is listed twice (seeds ${before + 1} and ${i + 1}): list each team once` };
    seen.set(team, i);
  }
  const n = config.teams.length;
  const name = FORMAT_NAMES[config.format];
  switch (config.format) {
    case "single-elimination":
      if (n < 2) return { path: "teams", message: `${name} needs at least 2 teams` };
      break;
    case "double-elimination":
      if (n < 4) return { path: "teams", message: `${name} needs at least 4 teams` };
      break;
    case "round-robin": {
      const groups = config.options.groups ?? 1;
      if (n < groups * 2)
        return {
          path: "teams",
          message: `${name} in ${groups} group${groups === 1 ? "" : "s"} needs at least ${groups * 2} teams: add teams or use fewer groups`,
        };
      break;
    }
    case "gsl":
      if (n < 4 || n % 4)
        return { path: "teams", message: `${name} plays in groups of four: it needs 4, 8, 12… teams (this one has ${n})` };
      break;
    case "swiss":
      if (n < 4 || n % 2) return { path: "teams", message: `${name} needs an even number of teams, at least 4 (this one has ${n})` };
      break;
  }
  const count = matchCount(config);
  if (count > MAX_STAGE_MATCHES)
    return {
      path: "teams",
      message: `This stage would make ${count} matches; a stage makes at most ${MAX_STAGE_MATCHES}: use more groups or fewer teams`,
    };
  return null;
}

/** How many matches a stage makes in all (a Swiss stage: at most). */
function matchCount(config: StageConfig): number {
  const n = config.teams.length;
  if (config.format !== "round-robin") return 2 * n;
  const groups = config.options.groups ?? 1;
  const biggest = Math.ceil(n / groups);
  return ((groups * biggest * (biggest - 1)) / 2) * (config.options.double ? 2 : 1);
}

/**
 * The matches, bracket layout and connections of a stage; a Swiss stage's first round only
 * (nextSwissRound makes the others as results come in).
 */
export function planStage(config: StageConfig): PlanResult {
  const problem = stageProblem(config);
  if (problem) return { ok: false, message: problem.message };
  switch (config.format) {
    case "single-elimination":
    case "double-elimination":
      return { ok: true, plan: planElimination(config) };
    case "round-robin":
      return { ok: true, plan: planRoundRobin(config) };
    case "gsl":
      return { ok: true, plan: planGsl(config) };
    case "swiss":
      return { ok: true, plan: planSwiss(config) };
  }
}
