import { describe, expect, it } from "vitest";
import { connectorLines, slotFeeds } from "./feeds.ts";
import { layoutGeometry } from "./geometry.ts";
import { GSL_PRESET, eliminationLayout } from "./presets.ts";

describe("slot feeds", () => {
  it("name each fed slot's source by match number: winners and losers", () => {
    const feeds = slotFeeds(GSL_PRESET());
    expect(Object.fromEntries(feeds)).toEqual({
      "3.1": "Winner of 1",
      "3.2": "Winner of 2",
      "4.1": "Loser of 1",
      "4.2": "Loser of 2",
      "5.1": "Loser of 3",
      "5.2": "Winner of 4",
    });
  });

  it("leave out outcomes that are not slots (champion, eliminated, advance)", () => {
    const feeds = slotFeeds({ brackets: [], connections: { 1: { win: "champion", lose: "eliminated" }, 2: { win: "advance" } } });
    expect(feeds.size).toBe(0);
  });
});

describe("connector lines", () => {
  it("are the winners' lines only: a loser's drop is a label in its slot", () => {
    const geo = layoutGeometry(eliminationLayout(4, { double: true }));
    const drawn = connectorLines(geo);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((l) => l.kind === "win")).toBe(true);
    expect(drawn).toHaveLength(geo.lines.filter((l) => l.kind === "win").length);
  });
});
