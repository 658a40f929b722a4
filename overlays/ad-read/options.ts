import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const adReadRoute = defineRoute({
  name: "ad-read",
  group: "Audio and media",
  summary: "Plays the broadcast's next ad read when the source goes on air: its audio, with its image in the sponsor's colours.",
  schema: z.object({
    delay: queryNumber(0, 0, 600000).describe("Milliseconds to wait after the source goes on air before the read plays"),
    start: queryBool().describe("Play a read as soon as the page loads, without waiting for the source to go on air"),
  }),
  examples: ["ad-read", "ad-read?start&delay=500"],
});
