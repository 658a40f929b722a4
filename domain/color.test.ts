import { describe, expect, it } from "vitest";
import { contrastRatio, luminance, parseHex, textColorOn } from "./color.ts";

describe("hex colours", () => {
  it.each([
    ["#123456", [18, 52, 86]],
    ["123456", [18, 52, 86]], // removeHashInHex: stored without the hash
    ["#abc", [170, 187, 204]], // shorthand doubles each digit
    ["ABC", [170, 187, 204]],
    ["#12345680", [18, 52, 86]], // an alpha pair is read and ignored
    ["  #123456 ", [18, 52, 86]],
  ])("reads %j as %j", (hex, rgb) => {
    expect(parseHex(hex)).toEqual(rgb);
  });

  it.each(["", "nope", "#12", "#1234567", "#12345g", "x#123456", "#123456 7f", "ggg"])("refuses %j", (hex) => {
    expect(parseHex(hex)).toBeNull();
  });
});

describe("luminance and contrast (WCAG formula)", () => {
  it("gives black 0, white 1, and a bad colour 0", () => {
    expect(luminance("#000000")).toBe(0);
    expect(luminance("#ffffff")).toBeCloseTo(1, 10);
    expect(luminance("not a colour")).toBe(0);
  });

  it("uses the linear part of the curve for very dark channels and the power part above it", () => {
    // 5/255 is below 0.03928: divided by 12.92.
    expect(luminance("#050505")).toBeCloseTo(5 / 255 / 12.92, 10);
    // 128/255: ((c + 0.055) / 1.055) ^ 2.4.
    expect(luminance("#808080")).toBeCloseTo(((128 / 255 + 0.055) / 1.055) ** 2.4, 10);
    expect(luminance("#ff0000")).toBeCloseTo(0.2126, 10);
  });

  it("is 21:1 between black and white, in either order, and 1:1 for a colour with itself", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#fff", "#000")).toBeCloseTo(21, 10);
    expect(contrastRatio("#123456", "#123456")).toBe(1);
  });
});

describe("text colour on a background", () => {
  it("picks dark text on light backgrounds and white text on dark ones", () => {
    expect(textColorOn("#ffffff")).toBe("#111111");
    expect(textColorOn("#66d9ff")).toBe("#111111");
    expect(textColorOn("#222222")).toBe("#ffffff");
    expect(textColorOn("#123456")).toBe("#ffffff");
  });

  it("keeps the dark text on a tie", () => {
    expect(textColorOn("#808080", "#000000", "#000")).toBe("#000000");
  });
});
