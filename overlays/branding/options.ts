import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const brandingRoute = defineRoute({
  name: "branding",
  group: "Break and filler",
  summary: "The highlighted team's code, name, big logo and brand designers.",
  schema: z.object({}),
  examples: ["branding"],
});
