import { z } from "zod";
import { queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const ingameCommsRoute = defineRoute({
  name: "ingame-comms",
  group: "Match and game",
  summary:
    "A listen-in bug over the game while a team's comms are on (the comms_enable and comms_disable triggers), in that team's colours.",
  schema: z.object({
    text: z.string().default("Listen In").describe("The bug's text"),
    buffer: queryNumber(0, 0, 60_000).describe("Milliseconds to wait before showing or hiding, to match a delayed game feed"),
    team: queryNumber(0, 0, 2).describe("Only for the comms of the team on this side (1 left, 2 right); 0 for either"),
  }),
  examples: ["ingame-comms", "ingame-comms?text=Team%20Voice&buffer=2000&team=1"],
});
