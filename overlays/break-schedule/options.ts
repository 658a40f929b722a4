import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const breakScheduleRoute = defineRoute({
  name: "break-schedule",
  group: "Break and filler",
  summary: "Full-frame break: event logo, break text, countdown and sponsors beside the schedule.",
  schema: z.object({ sponsors: queryBool().describe("Show the sponsors under the countdown") }),
  examples: ["break-schedule", "break-schedule?sponsors"],
});
