import { defineScene } from "../../engine/sceneDef.ts";
import { syncerRoute } from "./options.ts";
import { SyncerScene } from "./SyncerScene.ts";

export const syncer = defineScene(syncerRoute, { create: (ctx) => new SyncerScene(ctx) });
