import { describe, expect, it } from "vitest";
import { tallyState } from "./state.ts";

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
});
