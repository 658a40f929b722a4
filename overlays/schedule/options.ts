import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const scheduleRoute = defineRoute({
  name: "schedule",
  group: "Break and filler",
  summary: "The broadcast's schedule.",
  schema: z.object({ secondary: queryBool().describe("Show the matches marked for secondary overlays") }),
  examples: ["schedule"],
});
