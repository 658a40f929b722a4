import { z } from "zod";
import { queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const audioRoute = defineRoute({
  name: "audio",
  group: "Match and game",
  summary: "Audio only: plays a group's peer audio (a team's players or the casters) through hidden peer-video views; draws nothing.",
  schema: z.object({
    key: z
      .enum(["team1", "team2", "casters"])
      .default("team1")
      .describe("Whose audio: team1 (the left side), team2 (the right) or casters"),
    buffer: queryNumber(0, 0, 60_000).describe("Milliseconds the peer service holds the audio back, to match a delayed game feed"),
  }),
  examples: ["audio?key=team1", "audio?key=casters&buffer=500"],
});
