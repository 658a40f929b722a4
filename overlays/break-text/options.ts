import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const breakTextRoute = defineRoute({
  name: "break-text",
  group: "Break and filler",
  summary: "The event logo and the break title.",
  schema: z.object({}),
  examples: ["break-text"],
});
