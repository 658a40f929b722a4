import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const sponsorsRoute = defineRoute({
  name: "sponsors",
  group: "Break and filler",
  summary: "The broadcast's and event's sponsors, one at a time.",
  schema: z.object({}),
  examples: ["sponsors"],
});

export const logosRoute = defineRoute({
  name: "logos",
  group: "Break and filler",
  summary: "Every sponsor logo in a row.",
  schema: z.object({}),
  examples: ["logos"],
});
