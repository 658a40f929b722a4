import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const mvpRoute = defineRoute({
  name: "mvp",
  group: "Match and game",
  summary: "The live match's MVP with their favourite hero's art in their team's colours: name, role and hero.",
  schema: z.object({
    sponsor: queryBool().describe("Add a \"presented by\" sponsor logo (the broadcast's first sponsor, else the event's)"),
    alternate: queryBool().describe("The centred layout: the hero art across the frame, the name under it"),
  }),
  examples: ["mvp", "mvp?sponsor", "mvp?alternate"],
});
