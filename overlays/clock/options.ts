import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const clockRoute = defineRoute({
  name: "clock",
  group: "Crew tools",
  summary: "A media clock: local time and the countdown.",
  schema: z.object({}),
  examples: ["clock"],
});
