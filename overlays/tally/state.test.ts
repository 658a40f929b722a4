import { describe, expect, it } from "vitest";
import { quadStates, sceneNames, tallyState } from "./state.ts";

describe("tally state", () => {
  it("is program when a chosen scene is on program, even if also on preview", () => {
    expect(tallyState({ programScene: "Desk", previewScene: "Desk" }, ["desk", "Casters"])).toBe("program");
  });
  it("is preview when only on preview, off otherwise", () => {
    expect(tallyState({ programScene: "Game", previewScene: "Casters" }, ["Desk", "casters"])).toBe("preview");
    expect(tallyState({ programScene: "Game" }, ["Desk"])).toBe("off");
  });
  it("matches a numbered scene for a tally dot without scene names", () => {
    expect(tallyState({ programScene: "Observer 2" }, [], 2)).toBe("program");
    expect(tallyState({ programScene: "Observer 12" }, [], 2)).toBe("off");
  });
  it("matches the whole number only: Observer 12 and Observer 21 are neither dot 1 nor dot 2", () => {
    for (const scene of ["Observer 12", "Observer 21", "Observer 10", "Cam12"]) {
      expect(tallyState({ programScene: scene }, [], 1), scene).toBe("off");
      expect(tallyState({ previewScene: scene }, [], 2), scene).toBe("off");
    }
    expect(tallyState({ programScene: "1 - Observer" }, [], 1)).toBe("program");
    expect(tallyState({ previewScene: "Observer 1 (POV)" }, [], 1)).toBe("preview");
  });
});

describe("the scene option", () => {
  it("lists the comma-separated names, leaving out blank ones", () => {
    expect(sceneNames("Desk, Casters,, ,Game")).toEqual(["Desk", " Casters", "Game"]);
  });
  it("lists nothing when no scene is given", () => {
    expect(sceneNames(undefined)).toEqual([]);
    expect(sceneNames("")).toEqual([]);
  });
});

describe("quad", () => {
  it("numbers four dots 1 to 4 by the scenes' numbers", () => {
    expect(quadStates({ programScene: "Observer 3", previewScene: "Observer 1" }, [])).toEqual(["preview", "off", "program", "off"]);
  });
  it("lights no dot for a scene numbered past four, even one whose digits start with a dot's number", () => {
    expect(quadStates({ programScene: "Observer 12", previewScene: "Observer 34" }, [])).toEqual(["off", "off", "off", "off"]);
    expect(quadStates({ programScene: "Observer 41", previewScene: "Observer 23" }, [])).toEqual(["off", "off", "off", "off"]);
  });
  it("follows the given scene names in order, and a dot without a name is off", () => {
    expect(quadStates({ programScene: "Desk" }, ["Game", "Desk"])).toEqual(["off", "program", "off", "off"]);
  });
});
