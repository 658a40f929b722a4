import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const customRoute = defineRoute({
  name: "custom",
  group: "Break and filler",
  summary: "An empty titled frame for external content (title from `title`, else the broadcast's).",
  schema: z.object({}),
  examples: ["custom", "custom?title=Community%20Highlights"],
});
