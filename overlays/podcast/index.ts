import { defineScene } from "../../engine/sceneDef.ts";
import { podcastRoute, podcastSidesRoute } from "./options.ts";
import { PodcastScene } from "./PodcastScene.ts";

export const podcast = defineScene(podcastRoute, { create: (ctx) => new PodcastScene(ctx, "grid") });
export const podcastSides = defineScene(podcastSidesRoute, { create: (ctx) => new PodcastScene(ctx, "sides") });
