import { describe, expect, it } from "vitest";
import { automationPanels, breakPanelAt, msUntilNextPanel } from "./breakRotation.ts";

const auto = { break_display: "Automated", break_automation: ["Schedule", "Standings", "Event Staff", "Always do 30s Matchup"] };

describe("break rotation", () => {
  it("shows the chosen display when not Automated", () => {
    expect(breakPanelAt({ break_display: "Bracket", break_automation: ["Schedule"] }, 123_456)).toBe("Bracket");
    expect(breakPanelAt({ break_display: "Other Streams" }, 0)).toBe("Other Streams");
  });
  it("rotates through break_automation every 20 s when Automated", () => {
    expect(breakPanelAt(auto, 0)).toBe("Schedule");
    expect(breakPanelAt(auto, 19_999)).toBe("Schedule");
    expect(breakPanelAt(auto, 20_000)).toBe("Standings");
    expect(breakPanelAt(auto, 40_000)).toBe("Staff");
    expect(breakPanelAt(auto, 60_000)).toBe("Schedule");
  });
  it("does the 30 s Matchup in the countdown's last 30 s, and not after it ends", () => {
    expect(breakPanelAt({ ...auto, countdown_end: 100_000 }, 75_000)).toBe("Matchup");
    expect(breakPanelAt({ ...auto, countdown_end: 100_000 }, 65_000)).toBe("Schedule");
    expect(breakPanelAt({ ...auto, countdown_end: 100_000 }, 100_000)).toBe("Staff");
  });
  it("does the 30 s Schedule when that ending is chosen", () => {
    const s = { break_display: "Automated", break_automation: ["Bracket", "Always do 30s Schedule"], countdown_end: 50_000 };
    expect(breakPanelAt(s, 30_000)).toBe("Schedule");
    expect(breakPanelAt(s, 10_000)).toBe("Bracket");
  });
  it("falls back to Schedule with an empty automation list", () => {
    expect(automationPanels([])).toEqual(["Schedule"]);
  });
  it("schedules the next change at the rotation or the final stretch, whichever comes first", () => {
    expect(msUntilNextPanel(auto, 5_000)).toBe(15_000);
    expect(msUntilNextPanel({ ...auto, countdown_end: 45_000 }, 5_000)).toBe(10_000);
  });

  it("reads no stored display as Automated, and an unknown one as Title", () => {
    expect(breakPanelAt({ break_automation: ["Bracket", "Standings"] }, 20_000)).toBe("Standings");
    expect(breakPanelAt({ break_display: "Nonsense", break_automation: ["Bracket"] }, 0)).toBe("Title");
  });
  it("counts a countdown with exactly 30 s left as the final stretch", () => {
    expect(breakPanelAt({ ...auto, countdown_end: 100_000 }, 70_000)).toBe("Matchup");
  });
  it("keeps rotating in the last 30 s when no 30 s ending is chosen", () => {
    const s = { break_display: "Automated", break_automation: ["Bracket", "Standings"], countdown_end: 30_000 };
    expect(breakPanelAt(s, 10_000)).toBe("Bracket");
    expect(breakPanelAt(s, 20_000)).toBe("Standings");
  });
  it.each([
    ["no countdown", undefined, 25_000, 15_000],
    ["exactly 30 s left: the change comes when the countdown ends", 55_000, 25_000, 15_000],
    ["in the final stretch, the countdown ends first", 30_000, 22_000, 8_000],
    ["in the final stretch, the rotation comes first", 45_000, 25_000, 15_000],
    ["the countdown ends now", 25_000, 25_000, 15_000],
    ["the countdown has ended", 10_000, 25_000, 15_000],
  ])("schedules the next change: %s", (_, countdown_end, now, wait) => {
    expect(msUntilNextPanel({ ...auto, countdown_end }, now)).toBe(wait);
  });
});
