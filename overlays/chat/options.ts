import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const chatRoute = defineRoute({
  name: "chat",
  group: "Crew tools",
  summary: "The broadcast channel's Twitch chat in a framed panel; nothing when the broadcast has no channel.",
  schema: z.object({}),
  examples: ["chat"],
});
