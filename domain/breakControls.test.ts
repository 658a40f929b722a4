import { describe, expect, it } from "vitest";
import { breakDisplayOf, breakStatus, matchupWontShow, toggleAutomationOption } from "./breakControls.ts";

describe("the break panel status", () => {
  it("names the chosen break display", () => {
    expect(breakStatus({ break_display: "Standings" }, 0)).toBe("Break: Standings");
  });
  it("when Automated, names the panel the rotation shows next", () => {
    const state = { break_display: "Automated", break_automation: ["Schedule", "Standings"] };
    expect(breakStatus(state, 1_000)).toBe("Break: Automated, next Standings");
    expect(breakStatus(state, 21_000)).toBe("Break: Automated, next Schedule");
  });
  it("when Automated with one panel, names the panel it holds", () => {
    expect(breakStatus({ break_display: "Automated", break_automation: ["Bracket"] }, 0)).toBe("Break: Automated, showing Bracket");
  });
  it("reads no stored display as Automated", () => {
    expect(breakDisplayOf({ break_display: null })).toBe("Automated");
  });
});

describe("break automation options (SPEC §5)", () => {
  it("Matchup won't show without a live match or when the live match isn't showing", () => {
    expect(matchupWontShow({ live_match: [], show_live_match: true })).toBe(true);
    expect(matchupWontShow({ live_match: ["recMATCH000000001"], show_live_match: false })).toBe(true);
    expect(matchupWontShow({ live_match: ["recMATCH000000001"], show_live_match: true })).toBe(false);
    expect(matchupWontShow({ show_live_match: true })).toBe(true);
  });
  it("ticking adds an option after the others, unticking removes it", () => {
    expect(toggleAutomationOption(["Schedule"], "Bracket")).toEqual(["Schedule", "Bracket"]);
    expect(toggleAutomationOption(["Schedule", "Bracket"], "Schedule")).toEqual(["Bracket"]);
    expect(toggleAutomationOption(undefined, "Title")).toEqual(["Title"]);
  });
  it("drops stored names the server does not accept", () => {
    expect(toggleAutomationOption(["Old Panel", "Schedule"], "Title")).toEqual(["Schedule", "Title"]);
    expect(toggleAutomationOption(["Old Panel", "Schedule"], "Schedule")).toEqual([]);
  });
  it("only one ending option is kept: the last choice wins", () => {
    expect(toggleAutomationOption(["Schedule", "Always do 30s Matchup"], "Always do 30s Schedule")).toEqual([
      "Schedule",
      "Always do 30s Schedule",
    ]);
    expect(toggleAutomationOption(["Always do 30s Matchup", "Schedule"], "Standings")).toEqual([
      "Schedule",
      "Standings",
      "Always do 30s Matchup",
    ]);
  });
});
