import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const casterBgRoute = defineRoute({
  name: "caster-bg",
  group: "Desk and talent",
  summary: "Full-frame background behind the casters: the live match's next map in the theme's colours.",
  schema: z.object({
    map: z.string().optional().describe("A map (by name) to show while the live match has no next map"),
    video: queryBool(true).describe("Play the map's video, when it has one, instead of its image"),
  }),
  optionAliases: { map: ["default"] },
  examples: ["caster-bg", "caster-bg?default=Busan"],
});
