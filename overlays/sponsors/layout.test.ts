import { describe, expect, it } from "vitest";
import { logoRow } from "./layout.ts";

describe("the logos row", () => {
  it("centres a few wordmark cells at full size inside the safe area", () => {
    const { w, h, xs } = logoRow(3);
    expect(w).toBe(400);
    expect(h).toBeLessThan(w);
    expect(xs[0] - 96).toBe(1824 - (xs[2] + w));
  });
  it("narrows cells so many still fit between the safe margins", () => {
    const { w, xs } = logoRow(12);
    expect(w).toBeLessThan(400);
    expect(xs[0]).toBeGreaterThanOrEqual(96);
    expect(xs[11] + w).toBeLessThanOrEqual(1824);
  });
  it("draws nothing without sponsors", () => {
    expect(logoRow(0)).toEqual({ w: 0, h: 0, xs: [] });
  });
});
