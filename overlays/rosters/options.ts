import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const rostersRoute = defineRoute({
  name: "rosters",
  group: "Break and filler",
  summary: "Both live teams' rosters side by side in team colours.",
  schema: z.object({
    roles: queryBool(false).describe("Each player's role (icon and name)"),
    sort: queryBool(false).describe("Sort players by role: tanks, damage, supports"),
    staff: queryBool(false).describe("The team staff under the players"),
    badges: queryBool(false).describe("A captain badge beside captains"),
    split: queryNumber(1, 1, 3).describe("Columns each team's players are split into"),
  }),
  examples: ["rosters", "rosters?roles&sort&badges", "rosters?split=2&staff"],
});
