import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const breakBarRoute = defineRoute({
  name: "break-bar",
  group: "Break and filler",
  summary: "A lower-third bar: bracket, schedule, countdown, next match, sponsors.",
  schema: z.object({}),
  examples: ["break-bar"],
});
