import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const broadcastsRoute = defineRoute({
  name: "broadcasts",
  group: "Break and filler",
  summary: "The event's other live broadcasts, with the match on each.",
  schema: z.object({}),
  examples: ["broadcasts"],
});
