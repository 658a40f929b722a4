import { describe, expect, it } from "vitest";
import { parseSceneOptions } from "../domain/overlayOptions.ts";
import { CATALOGUE } from "./catalogue.ts";

// The registry loads the scenes, and Pixi reads `navigator` as it loads (Node 20 has none).
Object.assign(globalThis, { navigator: globalThis.navigator ?? { userAgent: "node" } });
const { findScene } = await import("./registry.ts");

/** Every route name of OVERLAYS.md but those of the stream-software link (admin, the transmitters, remote). */
const OVERLAYS_MD = (
  "ingame versus winners champions confetti map-bump maps overview map-stats mvp ingame-comms audio team-image bug info stinger " +
  "history season-history player-history draft auction break break-schedule break-bar break-text l-bar schedule bracket standings " +
  "multi-standings rosters hero-roster boxed-roster staff branding sponsors logos background custom iframe broadcasts thumbnail gfx/1 " +
  "desk casters caster-bg podcast podcast-sides desk-graphics cams/desk cams/ingame cams/pov cams/full music media ad-read " +
  "clock tester syncer tally tally-viewer tally-dot dot quad solo chat"
).split(" ");

describe("the overlay catalogue", () => {
  it("loads a scene for every route and alias, under the route's own name and schema", async () => {
    for (const route of CATALOGUE) {
      for (const name of [route.name, ...(route.aliases ?? [])]) {
        const scene = await findScene(name);
        expect(scene?.name, name).toBe(route.name);
        expect(scene?.schema).toBe(route.schema);
      }
    }
    expect(await findScene("gfx/7")).toMatchObject({ name: "gfx" });
    expect(await findScene("not-an-overlay")).toBeNull();
    expect(await findScene("cams/nonsense")).toBeNull();
    expect(new Set(CATALOGUE.map((r) => r.name)).size).toBe(CATALOGUE.length);
  });

  it.each(OVERLAYS_MD)("answers the OVERLAYS.md route %s", async (name) => {
    expect(await findScene(name)).not.toBeNull();
  });

  it("describes every option and parses each route's examples without a warning", async () => {
    for (const route of CATALOGUE) {
      expect(route.summary.length).toBeGreaterThan(10);
      expect(route.examples.length).toBeGreaterThan(0);
      for (const [key, field] of Object.entries(route.schema.shape))
        expect((field as { description?: string }).description, `${route.name} ${key}`).toBeTruthy();
      for (const example of route.examples) {
        const [path, query = ""] = example.split("?");
        expect(await findScene(path), example).not.toBeNull();
        expect(parseSceneOptions(route.schema, new URLSearchParams(query), route.optionAliases).warnings, example).toEqual([]);
      }
    }
  });
});
