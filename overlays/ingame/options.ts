import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const ingameRoute = defineRoute({
  name: "ingame",
  group: "Match and game",
  summary:
    "Two team bars (logo, name or code, score or dots, attack side, map icons, hero bans), a middle box (map number, format) and fading sponsors.",
  schema: z.object({
    codes: queryBool().describe("Team codes instead of names"),
    basic: queryBool().describe("Only the team bars: no score, attack side, middle box or sponsors"),
    costreamer: queryBool().describe("The co-streaming variant: a label that this is the official broadcast"),
    sponsorSpeed: queryNumber(10_000, 500, 120_000).describe("Milliseconds each sponsor shows"),
  }),
  optionAliases: { sponsorSpeed: ["sponsorFadeSpeed"] },
  examples: ["ingame", "ingame?codes", "ingame?basic"],
});
