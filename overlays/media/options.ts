import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const mediaRoute = defineRoute({
  name: "media",
  group: "Audio and media",
  summary: "The highlighted media: an image fitted to the frame, or a video; nothing when none is set.",
  schema: z.object({}),
  examples: ["media"],
});
