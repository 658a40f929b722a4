import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const musicRoute = defineRoute({
  name: "music",
  group: "Audio and media",
  summary: "A playlist with crossfades and a now-playing card; triggers skip, fade-skip and fade-stop.",
  schema: z.object({
    group: z.string().optional().describe("The track group to play, by name or role (default: the event's first)"),
    title: z.string().optional().describe("The card's label (default Now playing)"),
    volume: queryNumber(0.2, 0, 1).describe("Volume from 0 to 1"),
    crossfade: queryNumber(10, 0, 120).describe("Seconds of crossfade between tracks"),
    loop: queryBool(true).describe("Start again after the last track"),
  }),
  optionAliases: { group: ["role"], title: ["text"], crossfade: ["fade"] },
  examples: ["music"],
});
