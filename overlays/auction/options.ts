import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const auctionRoute = defineRoute({
  name: "auction",
  group: "Match and game",
  summary: "The live auction board: the player on the block with the leading bid, each team's balance and buys.",
  schema: z.object({
    category: z.string().optional().describe("Only pool players of this category"),
    captain: queryBool(false).describe("Show each team's captain above its buys"),
    undrafted: queryBool(false).describe("List the players still in the pool"),
  }),
  optionAliases: { undrafted: ["drop"] },
  examples: ["auction", "auction?captain", "auction?undrafted&category=Open"],
});
