import { swissStandings } from "../../domain/stages/index.ts";
import { stageOfBracket, type StageConfig, type StageFormat, type StageOptions, type StagePlan } from "../../domain/stages/types.ts";
import type { BracketRecord, MatchRecord } from "../../domain/tables.ts";

/**
 * The stage page's form (SPEC gap filled by issue 33) and what it shows of a plan, as plain
 * functions: the page holds no rule a test would want to reach. The stage rules themselves
 * live in domain/stages/.
 */
export interface StageForm {
  name: string;
  format: StageFormat;
  firstTo: number;
  /** Team ids in seed order. */
  teams: string[];
  thirdPlace: boolean;
  grandFinalReset: boolean;
  groups: number;
  double: boolean;
  wins: number;
  losses: number;
  /** Swiss advancement and elimination matches; null plays them like the others. */
  decidingFirstTo: number | null;
}

export const FORMAT_LABELS: Record<StageFormat, string> = {
  "single-elimination": "Single elimination",
  "double-elimination": "Double elimination",
  "round-robin": "Round robin",
  gsl: "GSL groups",
  swiss: "Swiss",
};

export const FORMAT_HINTS: Record<StageFormat, string> = {
  "single-elimination": "Seeded 1 v 8, 4 v 5, 2 v 7, 3 v 6; byes go to the top seeds.",
  "double-elimination": "A loss drops a team to the lower bracket; a second loss eliminates it.",
  "round-robin": "Every team in a group plays every other; groups are filled by serpentine seeding.",
  gsl: "Groups of four: opening matches, winners' and elimination matches, and a decider.",
  swiss: "Teams of the same record meet each round; the next round is made when a round is complete.",
};

export const NAME_LIMIT = 100;

export function emptyStageForm(): StageForm {
  return {
    name: "",
    format: "single-elimination",
    firstTo: 2,
    teams: [],
    thirdPlace: false,
    grandFinalReset: false,
    groups: 1,
    double: false,
    wins: 3,
    losses: 3,
    decidingFirstTo: null,
  };
}

/** The options of the chosen format only: another format's leftovers are never sent. */
export function stageOptions(form: StageForm): StageOptions {
  switch (form.format) {
    case "single-elimination":
      return form.thirdPlace ? { thirdPlace: true } : {};
    case "double-elimination":
      return form.grandFinalReset ? { grandFinalReset: true } : {};
    case "round-robin":
      return { groups: form.groups, ...(form.double ? { double: true } : {}) };
    case "gsl":
      return {};
    case "swiss":
      return { wins: form.wins, losses: form.losses, ...(form.decidingFirstTo ? { decidingFirstTo: form.decidingFirstTo } : {}) };
    default: {
      const never: never = form.format;
      throw new Error(`[stageForm] unknown format ${String(never)}`);
    }
  }
}

export function stageConfig(form: StageForm): StageConfig {
  return { format: form.format, teams: form.teams, firstTo: form.firstTo, options: stageOptions(form) };
}

/** The seed list with the team at `index` moved `by` places (clamped to the list). */
export function moveSeed(teams: readonly string[], index: number, by: number): string[] {
  const to = Math.min(teams.length - 1, Math.max(0, index + by));
  if (index < 0 || index >= teams.length || to === index) return [...teams];
  const next = [...teams];
  const [team] = next.splice(index, 1);
  next.splice(to, 0, team);
  return next;
}

/** The seed list with these teams added at the bottom, in the order given, none twice. */
export function addSeeds(teams: readonly string[], add: readonly string[]): string[] {
  const next = [...teams];
  for (const id of add) if (!next.includes(id)) next.push(id);
  return next;
}

/** What a form lacks before it can be previewed, in the page's words; null when it is complete. */
export function formProblem(form: StageForm): string | null {
  if (form.teams.length < 2) return "Add at least two teams to seed.";
  return null;
}

type Names = ReadonlyMap<string, string>;
const nameOf = (names: Names, id: string | null) => (id ? (names.get(id) ?? "Unknown team") : "TBD");

export interface PreviewRow {
  number: number;
  group: string;
  teams: [string, string];
  firstTo: number;
}

/**
 * The first round's matches with team names, as the preview lists them: those whose two teams
 * are known now (a lower bracket's first round waits for results; a top seed's bye is no match).
 */
export function firstRoundRows(plan: StagePlan, names: Names): PreviewRow[] {
  return plan.matches
    .filter((m) => m.round === 1 && m.teams[0] && m.teams[1])
    .map((m) => ({ number: m.number, group: m.group, teams: [nameOf(names, m.teams[0]), nameOf(names, m.teams[1])], firstTo: m.first_to }));
}

/** The text of a slot in the preview's bracket: a seeded team, where a result sends a team from, a bye, or TBD. */
export function previewSlotText(plan: StagePlan, names: Names): (match: number, position: 1 | 2) => string {
  const teams = new Map(plan.matches.map((m) => [m.number, m.teams]));
  const feeds = new Map<string, string>();
  for (const [from, c] of Object.entries(plan.layout.connections)) {
    if (c.win && /^\d+\.[12]$/.test(c.win)) feeds.set(c.win, `Winner of ${from}`);
    if (c.lose && /^\d+\.[12]$/.test(c.lose)) feeds.set(c.lose, `Loser of ${from}`);
  }
  const byes = new Set(plan.layout.byes ?? []);
  return (match, position) => {
    const team = teams.get(match)?.[position - 1];
    if (team) return nameOf(names, team);
    const key = `${match}.${position}`;
    return feeds.get(key) ?? plan.layout.seeds?.[key] ?? (byes.has(key) ? "BYE" : "TBD");
  };
}

/** A short line on what creating the plan writes. */
export function planSummary(plan: StagePlan, format: StageFormat): string {
  const count = plan.matches.length;
  const made = `Creates a bracket and ${count} ${count === 1 ? "match" : "matches"}`;
  return format === "swiss" ? `${made} now; each later round is made when the round before it is complete.` : `${made}.`;
}

export interface SeedingFrom {
  label: string;
  teams: string[];
}

/**
 * Seedings an earlier stage offers: the teams that advanced from each of the event's Swiss
 * stages, in the order of its standings (record, then difficulty score, then initial seed).
 */
export function swissSeedings(
  brackets: readonly Pick<BracketRecord, "name" | "stage" | "ordered_matches">[],
  matches: ReadonlyMap<string, Pick<MatchRecord, "match_number" | "teams" | "score_1" | "score_2" | "first_to" | "forfeit">>,
): SeedingFrom[] {
  const out: SeedingFrom[] = [];
  for (const bracket of brackets) {
    const config = stageOfBracket(bracket);
    if (config?.format !== "swiss") continue;
    const played = (bracket.ordered_matches ?? []).flatMap((id) => {
      const m = matches.get(id);
      return m
        ? [
            {
              number: m.match_number ?? 0,
              teams: m.teams ?? [],
              score_1: m.score_1,
              score_2: m.score_2,
              first_to: m.first_to,
              forfeit: m.forfeit,
            },
          ]
        : [];
    });
    const teams = swissStandings(config, played)
      .filter((s) => s.status === "advanced")
      .map((s) => s.team);
    if (teams.length) out.push({ label: `Seed the ${teams.length} teams that advanced from ${bracket.name ?? "the Swiss stage"}`, teams });
  }
  return out;
}
