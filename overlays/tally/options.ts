import { z } from "zod";
import { queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

const schema = z.object({
  scene: z.string().optional().describe("The stream software scene (or comma list) this tally watches"),
  text: z.string().optional().describe("The label shown with the tally"),
  number: queryNumber(1, 1, 99).describe("The dot's number"),
  align: z.enum(["left", "center", "right"]).default("right").describe("Where the dot sits: left, center or right"),
});

export const tallyDotRoute = defineRoute({
  name: "tally-dot",
  aliases: ["dot"],
  group: "Crew tools",
  summary: "One tally dot: red on program, green on preview.",
  schema,
  optionAliases: { scene: ["scenes"] },
  examples: ["tally-dot?align=left"],
  client: true,
});

export const tallyViewerRoute = defineRoute({
  name: "tally-viewer",
  aliases: ["tally"],
  group: "Crew tools",
  summary: "This client's tally: program, preview or off.",
  schema,
  optionAliases: { scene: ["scenes"] },
  examples: ["tally-viewer?scene=Desk"],
  client: true,
});

export const quadRoute = defineRoute({
  name: "quad",
  group: "Crew tools",
  summary: "Four tally dots.",
  schema: schema.extend({ align: z.enum(["left", "center", "right"]).default("center").describe("Where the dots sit") }),
  optionAliases: { scene: ["scenes"] },
  examples: ["quad"],
  client: true,
});
