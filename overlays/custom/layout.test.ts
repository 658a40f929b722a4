import { describe, expect, it } from "vitest";
import { customTitle, customWindow } from "./layout.ts";

describe("the custom frame", () => {
  it("titles the frame from the title option before the broadcast's title", () => {
    expect(customTitle("Highlights", "Starting Soon")).toBe("Highlights");
    expect(customTitle(null, "Starting Soon")).toBe("Starting Soon");
    expect(customTitle(null, undefined)).toBe("");
  });
  it("leaves a window inside the safe area, below the title bar when there is one", () => {
    const titled = customWindow(true);
    const bare = customWindow(false);
    expect(titled.y).toBeGreaterThan(bare.y);
    for (const w of [titled, bare]) {
      expect(w.x).toBeGreaterThanOrEqual(96);
      expect(w.x + w.w).toBeLessThanOrEqual(1824);
      expect(w.y + w.h).toBeLessThanOrEqual(1026);
    }
  });
});
