import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const testerRoute = defineRoute({
  name: "tester",
  group: "Crew tools",
  summary:
    "Transition tester: a full-frame test card (theme colour bars, 5 % and 3.5 % safe-area guides, the broadcast's name) that plays the stinger each time the source is activated, with a frame counter that moves only while it plays.",
  schema: z.object({}),
  examples: ["tester", "tester?stingerText=Up%20next"],
});
