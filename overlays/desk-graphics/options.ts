import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const deskGraphicsRoute = defineRoute({
  name: "desk-graphics",
  group: "Desk and talent",
  summary: "The physical desk's screen: event logo, the live match's team logos and rotating sponsors.",
  schema: z.object({}),
  examples: ["desk-graphics"],
});
