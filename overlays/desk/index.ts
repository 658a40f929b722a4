import { defineScene } from "../../engine/sceneDef.ts";
import { deskRoute } from "./options.ts";
import { DeskScene } from "./DeskScene.ts";

export const desk = defineScene(deskRoute, {
  showTriggers: { show: "desk_show", hide: "desk_hide", toggle: "desk_toggle" },
  create: (ctx) => new DeskScene(ctx),
});
