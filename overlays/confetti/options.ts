import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const confettiRoute = defineRoute({
  name: "confetti",
  group: "Match and game",
  summary: "Transparent confetti in theme colours; triggers stop, disable and enable it.",
  schema: z.object({ theme: z.string().optional().describe("A theme's id for the colours (default: the broadcast's)") }),
  optionAliases: { theme: ["themeId"] },
  examples: ["confetti"],
});
