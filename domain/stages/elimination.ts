import { eliminationLayout } from "../bracket/presets.ts";
import { matchesOfLayout } from "./common.ts";
import type { StageConfig, StagePlan } from "./types.ts";

/**
 * Single and double elimination: the standard bracket order (1v8, 4v5, 2v7, 3v6 for eight),
 * byes to the top seeds when the count is not a power of two, losers dropped into the lower
 * bracket in brackets-manager's orders (domain/bracket/presets.ts), and a grand final whose
 * reset game is kept only with `options.grandFinalReset`.
 */
export function planElimination(config: StageConfig): StagePlan {
  const n = config.teams.length;
  const size = 2 ** Math.ceil(Math.log2(n));
  const double = config.format === "double-elimination";
  // A single elimination drops its first-round bye games; a double keeps them, as their losers' slots feed the lower bracket.
  let layout = eliminationLayout(size, {
    teams: n,
    double,
    thirdPlace: !double && !!config.options.thirdPlace && n >= 4,
    compactByes: !double,
  });
  if (double && size > 2 && !config.options.grandFinalReset) layout = withoutReset(layout);
  const matches = matchesOfLayout(layout, config.teams, config.firstTo, (_, column) => column.header ?? "");
  return { layout, matches };
}

/** The grand final decides: its reset game and column go. */
function withoutReset(layout: ReturnType<typeof eliminationLayout>) {
  const final = Object.entries(layout.connections).find(([, c]) => c.reset)!;
  const reset = final[1].reset!;
  const connections = { ...layout.connections, [final[0]]: { win: "champion", lose: "eliminated" } };
  delete connections[reset];
  const brackets = layout.brackets.map((b) => ({ ...b, columns: b.columns.filter((c) => !c.games.includes(reset)) }));
  return { ...layout, brackets, connections };
}
