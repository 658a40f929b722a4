import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const staffRoute = defineRoute({
  name: "staff",
  group: "Break and filler",
  summary: "Event and match staff names grouped under their roles: casters, broadcast roles, event staff.",
  schema: z.object({}),
  examples: ["staff", "staff?title=Production%20crew"],
});
