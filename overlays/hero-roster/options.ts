import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

/** The options hero-roster and boxed-roster share. */
export const heroRosterShape = {
  team: queryNumber(1, 1, 3).describe("1 or 2: the live match's side; 3: the highlighted team"),
  count: queryNumber(0, 0, 8).describe("How many players (0: the whole roster)"),
  roles: queryBool(false).describe("Each player's role with its icon"),
  pronouns: queryBool(false).describe("Each player's pronouns"),
};

export const heroRosterRoute = defineRoute({
  name: "hero-roster",
  group: "Break and filler",
  summary: "A team's players with their favourite heroes' art in team colours.",
  schema: z.object(heroRosterShape),
  optionAliases: { roles: ["icons"] },
  examples: ["hero-roster", "hero-roster?team=2&roles&pronouns", "hero-roster?team=3&count=5"],
});
