import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const draftRoute = defineRoute({
  name: "draft",
  group: "Match and game",
  summary: "Player draft board: each team's picks in draft order, revealed one at a time in snake order (triggers advance and reset).",
  schema: z.object({
    cols: z
      .string()
      .regex(/^(\d+|role)$/i)
      .optional()
      .describe("Teams per board row (a number), or `role` for one row per team with a column per role"),
    icons: queryBool(true).describe("Role icons beside player names"),
    staff: queryBool(true).describe("Each team's staff under its players"),
    logos: queryBool(true).describe("Team logos in the column headers"),
    rows: queryNumber(0, 0, 8).describe("Board rows the teams are split into (instead of cols)"),
    eachTeam: queryNumber(0, 0, 12).describe("Players shown per team (0: all)"),
    category: z.string().optional().describe("Only players of this draft category (draft data category, else role)"),
    order: queryBool(false).describe("Show pick numbers and highlight the latest pick"),
  }),
  optionAliases: { eachTeam: ["players"], order: ["highlight"] },
  examples: ["draft", "draft?cols=4", "draft?cols=role", "draft?order&eachTeam=4", "draft?staff=false&logos=false&icons=false"],
});
