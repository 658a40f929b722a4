import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const iframeRoute = defineRoute({
  name: "iframe",
  group: "Break and filler",
  summary: "A web page embedded full frame.",
  schema: z.object({
    url: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe("The http(s) address of the page to embed"),
  }),
  examples: ["iframe?url=https%3A%2F%2Fexample.com%2F"],
});
