import { describe, expect, it } from "vitest";
import { resolveTheme } from "../../domain/theme.ts";
import { SAFE_AREAS, colourBars, counterText } from "./layout.ts";

describe("the transition tester's card", () => {
  it("draws the EBU R 95 safe areas at 1920x1080", () => {
    expect(SAFE_AREAS.map((a) => [a.x, a.y])).toEqual([
      [96, 54],
      [67, 38],
    ]);
  });

  it("has a colour bar for each theme colour, then white and black", () => {
    const bars = colourBars(resolveTheme({ color_theme: "#112233", color_accent: "#ff8800" }));
    expect(bars[0]).toEqual({ label: "BACKGROUND", colour: "#112233" });
    expect(bars[1]).toEqual({ label: "ACCENT", colour: "#ff8800" });
    expect(bars.slice(-2).map((b) => b.label)).toEqual(["WHITE", "BLACK"]);
  });

  it("counts frames and milliseconds", () => {
    expect(counterText(0, 0)).toBe("FRAME 000   ·   0000 MS");
    expect(counterText(42, 0.7)).toBe("FRAME 042   ·   0700 MS");
  });
});
