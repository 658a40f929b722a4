import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const syncerRoute = defineRoute({
  name: "syncer",
  group: "Crew tools",
  summary:
    "Sync helper for observers: server time to the second, the live match's map and score, and the broadcast's observer settings, to line a feed up with the ingame overlay.",
  schema: z.object({}),
  examples: ["syncer"],
});
