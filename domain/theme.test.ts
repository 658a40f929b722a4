import { describe, expect, it } from "vitest";
import { FALLBACK_COLORS, hexToNumber, resolveTheme } from "./theme.ts";

describe("resolveTheme", () => {
  it("uses the SPEC fallback colours for an empty theme", () => {
    const t = resolveTheme(undefined);
    expect(t.background).toBe(FALLBACK_COLORS.dark);
    expect(t.accent).toBe(FALLBACK_COLORS.active);
    expect(t.textOnDark).toBe(FALLBACK_COLORS.onDark);
    expect(t.logoId).toBeNull();
  });
  it("picks a readable text colour by contrast when the theme gives none", () => {
    expect(resolveTheme({ color_theme: "#ffe000" }).textOnTheme).toBe("#111111");
    expect(resolveTheme({ color_theme: "#101828" }).textOnTheme).toBe("#ffffff");
  });
  it("keeps the theme's own text colour and logo", () => {
    const t = resolveTheme({
      color_theme: "#101828",
      color_text_on_theme: "#ff0000",
      default_logo: [{ id: "att1", fileExtension: "svg" }],
    });
    expect(t.textOnTheme).toBe("#ff0000");
    expect(t.logoId).toBe("att1");
  });
  it("falls through to the next theme when the first has no colours (theme override, then event)", () => {
    expect(resolveTheme({}, { color_theme: "#123456" }).background).toBe("#123456");
  });
  it("converts hex to a number", () => {
    expect(hexToNumber("#ff0000")).toBe(0xff0000);
    expect(hexToNumber("#fff")).toBe(0xffffff);
  });
});
