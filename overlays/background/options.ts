import { z } from "zod";
import { queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const backgroundRoute = defineRoute({
  name: "background",
  group: "Break and filler",
  summary: "The broadcast's background image or video, full frame.",
  schema: z.object({ index: queryNumber(1, 1, 99).describe("Which of the broadcast's backgrounds, from 1") }),
  examples: ["background", "background?index=1"],
});
