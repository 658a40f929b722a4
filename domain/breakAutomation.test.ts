import { describe, expect, it } from "vitest";
import { normaliseBreakAutomation } from "./breakAutomation.ts";

describe("break automation options (SPEC §5)", () => {
  it("keeps only the last ending option chosen", () => {
    expect(normaliseBreakAutomation(["Schedule", "Always do 30s Matchup", "Standings", "Always do 30s Schedule"])).toEqual([
      "Schedule",
      "Standings",
      "Always do 30s Schedule",
    ]);
  });
  it("keeps rotation options in order, each once, with no ending when none is chosen", () => {
    expect(normaliseBreakAutomation(["Bracket", "Schedule", "Bracket"])).toEqual(["Bracket", "Schedule"]);
  });
});
