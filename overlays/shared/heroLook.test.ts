import { describe, expect, it } from "vitest";
import { HEADWEAR, artCrop, heroArtId, heroLook, roleColours } from "./heroLook.ts";

const DEMO_HEROES = ["Ana", "Sombra", "Genji", "Mei", "Reinhardt", "Tracer", "Kiriko", "Lúcio", "Winston", "Zarya", "Mercy", "Soldier: 76"];

describe("hero icons", () => {
  it("colour a hero by its role group, grey without one", () => {
    expect(roleColours("Tank")[0]).toBe("#4f8ef7");
    expect(roleColours("DPS")).toEqual(roleColours("Damage"));
    expect(roleColours("support")[0]).toBe("#3ecf8e");
    expect(roleColours(null)[0]).toBe("#9aa4b2");
  });
  it("give each hero the same silhouette every time, and the heroes of a game different ones", () => {
    expect(heroLook("Ana")).toEqual(heroLook("Ana"));
    const looks = DEMO_HEROES.map((name) => JSON.stringify(heroLook(name)));
    expect(new Set(looks).size).toBeGreaterThanOrEqual(6);
    const headwear = new Set(DEMO_HEROES.map((name) => heroLook(name).headwear));
    expect(headwear.size).toBeGreaterThanOrEqual(3);
    for (const name of DEMO_HEROES) expect(HEADWEAR).toContain(heroLook(name).headwear);
  });
  it("show the hero's art when it has some, its icon else, and a drawn silhouette when it has neither", () => {
    expect(heroArtId({ main_image: [{ id: "art" }], icon: [{ id: "icon" }] } as never)).toBe("art");
    expect(heroArtId({ icon: [{ id: "icon" }] } as never)).toBe("icon");
    expect(heroArtId({})).toBeNull();
  });
  it("crop a portrait to its head and shoulders, and show a square icon whole", () => {
    // The demo's 600x900 portraits draw the head from y 268 to 492.
    const crop = artCrop(600, 900);
    expect(crop).toEqual({ x: 100, y: 198, side: 400 });
    expect(crop.y).toBeLessThan(268);
    expect(crop.y + crop.side).toBeGreaterThan(492);
    expect(artCrop(128, 128)).toEqual({ x: 0, y: 0, side: 128 });
    expect(artCrop(200, 100)).toEqual({ x: 50, y: 0, side: 100 });
  });
});
