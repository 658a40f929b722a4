import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineRoute, routeOptions } from "./overlayRoutes.ts";

const route = defineRoute({
  name: "music",
  group: "Audio and media",
  summary: "Plays the broadcast's music",
  schema: z.object({
    volume: z.number().default(0.2).describe("How loud, 0 to 1"),
    group: z.string().optional().describe("The track group to play"),
    title: z.string(),
  }),
  optionAliases: { group: ["role", "playlist"] },
  examples: ["music?volume=0.5"],
});

describe("a route's options for the docs", () => {
  it("keeps the route as it was defined", () => {
    expect(route.name).toBe("music");
    expect(route.examples).toEqual(["music?volume=0.5"]);
  });

  it("lists each option with its query names, description and default", () => {
    expect(routeOptions(route)).toEqual([
      { names: ["volume"], description: "How loud, 0 to 1", fallback: "0.2" },
      { names: ["group", "role", "playlist"], description: "The track group to play", fallback: null },
      { names: ["title"], description: "", fallback: null },
    ]);
  });

  it("lists options of a route without aliases under their own names", () => {
    const plain = defineRoute({
      name: "clock",
      group: "Crew tools",
      summary: "A clock",
      schema: z.object({ seconds: z.boolean().default(false) }),
      examples: [],
    });
    expect(routeOptions(plain)).toEqual([{ names: ["seconds"], description: "", fallback: "false" }]);
  });
});
