import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

const schema = z.object({
  params: z.string().optional().describe("Comma list of peer-video parameters (default cover, na, animate=0)"),
  number: queryNumber(1, 1, 12).describe("The player (1 to 12, team 1 first), for pov and full"),
  name: z.string().optional().describe("The name plate's text, for full"),
  full: queryBool().describe("pov: fill the frame"),
  alwaysShow: queryBool().describe("Show even when the broadcast has cams off"),
});

const SUMMARY = {
  desk: "Team cams in a frame beside the desk.",
  ingame: "Team cams around the game UI.",
  pov: "One player's point of view.",
  full: "One full-screen cam.",
} as const;

export type CamsMode = keyof typeof SUMMARY;

export const camsRoute = (mode: CamsMode) =>
  defineRoute({
    name: `cams/${mode}`,
    group: "Desk and talent",
    summary: SUMMARY[mode],
    schema,
    optionAliases: { number: ["player"] },
    examples: [mode === "pov" ? "cams/pov?number=2" : `cams/${mode}`],
    client: true,
  });
