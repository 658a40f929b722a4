import { describe, expect, it } from "vitest";
import { resolveTheme } from "../../domain/theme.ts";
import { makeMatchView, makeTeamView } from "../../engine/testViews.ts";
import { bugContent, entranceOffset } from "./layout.ts";

const broadcast = { id: "b", __tableName: "Broadcasts", __version: 1, name: "Main", key: "main", title: "Playoffs Day 1" } as const;
const event = { id: "e", __tableName: "Events", __version: 1, name: "Community Cup" } as const;
const theme = resolveTheme({ color_theme: "#101828" });

describe("bug layout", () => {
  it("shows the broadcast title with the event's name under it, in the event's colours", () => {
    expect(bugContent({ broadcast, event, match: null, theme }, null, 0, false)).toMatchObject({
      title: "PLAYOFFS DAY 1",
      line: "COMMUNITY CUP",
      theme,
    });
  });
  it("takes the title option, drops the line when small or when it repeats the title", () => {
    expect(bugContent({ broadcast, event, match: null, theme }, "Live", 0, true)).toMatchObject({ title: "LIVE", line: "" });
    expect(bugContent({ broadcast: { ...broadcast, title: undefined }, event, match: null, theme }, null, 0, false)).toMatchObject({
      title: "COMMUNITY CUP",
      line: "",
    });
  });
  it("uses a side's colours and name with team", () => {
    const wolves = makeTeamView("Wolves", {});
    const m = makeMatchView({}, ["Foxes", wolves]);
    expect(bugContent({ broadcast, event, match: m, theme }, null, 2, false)).toMatchObject({ line: "WOLVES", theme: wolves.theme });
  });
  it("draws nothing with no title at all", () => {
    expect(bugContent({ broadcast: { ...broadcast, title: undefined }, event: null, match: null, theme }, null, 0, false)).toBeNull();
  });
  it("enters from the side named", () => {
    expect(entranceOffset("left")).toEqual({ x: -160, y: 0 });
    expect(entranceOffset("down")).toEqual({ x: 0, y: 160 });
  });
});
