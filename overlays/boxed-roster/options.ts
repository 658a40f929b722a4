import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";
import { heroRosterShape } from "../hero-roster/options.ts";

export const boxedRosterRoute = defineRoute({
  name: "boxed-roster",
  group: "Break and filler",
  summary: "A team's players as boxed cards: headshot or favourite hero art, name, role.",
  schema: z.object({
    ...heroRosterShape,
    subtitle: z.string().optional().describe("A line under the team's name"),
    alternate: queryBool(false).describe("Cards in the team's colours with the art inset, instead of full-bleed art"),
    video: queryBool(false).describe("The team's image (Team.images) behind the cards, when it has one"),
    staff: queryBool(false).describe("The team staff as cards after the players"),
    headshots: queryBool(false).describe("Players' headshots where they have one, instead of hero art"),
    fill: queryBool(false).describe("Cards widen to fill the frame instead of keeping their width"),
  }),
  optionAliases: { roles: ["icons"] },
  examples: ["boxed-roster", "boxed-roster?headshots&roles", "boxed-roster?team=2&alternate&fill&subtitle=Group%20A"],
});
