import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { DeskScene } from "./DeskScene.ts";

export const desk = defineScene({
  name: "desk",
  aliases: ["casters"],
  schema: z.object({ disable: queryBool(), lower: queryBool(true), ignoreTalent: queryBool(), display: z.string().optional() }),
  showTriggers: { show: "desk_show", hide: "desk_hide", toggle: "desk_toggle" },
  create: (ctx) => new DeskScene(ctx),
});
