import { describe, expect, it } from "vitest";
import { sceneCollection } from "./obsCollection.ts";

describe("sceneCollection", () => {
  it("points every browser source at this site's broadcast and client routes", () => {
    const json = sceneCollection("https://site.gg", "Main", "observer");
    const urls = json.sources.flatMap((s) =>
      "settings" in s && typeof (s.settings as { url?: string }).url === "string" ? [(s.settings as { url: string }).url] : [],
    );
    expect(urls).toContain("https://site.gg/broadcast/main/ingame");
    expect(urls).toContain("https://site.gg/client/observer/tally-dot");
    expect(json.scene_order.map((s) => s.name)).toEqual(["Game", "Game (clean)", "Break", "Versus", "Winners", "Desk", "Stinger"]);
  });
  it("lists each shared source once and every scene's items by name", () => {
    const json = sceneCollection("https://site.gg", "main", "observer");
    const names = json.sources.map((s) => (s as { name: string }).name);
    expect(names.filter((n) => n === "Game Capture")).toHaveLength(1);
  });
  it("refuses keys that would break out of the path", () => {
    expect(() => sceneCollection("https://site.gg", "../x", "observer")).toThrow("[ObsCollection]");
  });
});
