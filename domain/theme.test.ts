import { describe, expect, it } from "vitest";
import { FALLBACK_COLORS, hexToNumber, resolveTheme } from "./theme.ts";

describe("resolveTheme", () => {
  it("reads a colour typed with spaces around it as the colour", () => {
    const t = resolveTheme({ color_theme: " 101828 ", color_accent: " #66d9ff" });
    expect(t.background).toBe("#101828");
    expect(hexToNumber(t.background)).toBe(0x101828);
    expect(t.accent).toBe("#66d9ff");
  });
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
  it("reads a colour written without its # or with spaces after it", () => {
    expect(resolveTheme({ color_theme: "101828" }).background).toBe("#101828");
    expect(hexToNumber(resolveTheme({ color_theme: "#ffe000 " }).background)).toBe(0xffe000);
  });
  it("ignores a theme colour that is not hex", () => {
    expect(resolveTheme({ color_theme: "navy#123456" }).background).toBe(FALLBACK_COLORS.dark);
    expect(resolveTheme({ color_theme: "#123456 blue" }).background).toBe(FALLBACK_COLORS.dark);
  });
  it("keeps each colour the theme sets over the one it falls back to", () => {
    const t = resolveTheme({
      color_theme: "#101828",
      color_logo_background: "#ffffff",
      color_accent: "#ff6600",
      color_logo_accent: "#00ff00",
      color_alt: "#3344ff",
      color_text_on_logo_background: "#ff0000",
    });
    expect(t).toMatchObject({ accent: "#ff6600", alt: "#3344ff", textOnLogoBackground: "#ff0000" });
    expect(resolveTheme({ color_accent: "#ff6600" }).accent).toBe("#ff6600");
    expect(resolveTheme({ color_logo_accent: "#00ff00" }).accent).toBe("#00ff00");
  });
  it("uses either logo where the theme has only one", () => {
    expect(resolveTheme({ small_logo: [{ id: "attS", fileExtension: "png" }] })).toMatchObject({ logoId: "attS", smallLogoId: "attS" });
    expect(resolveTheme({ default_logo: [{ id: "attD", fileExtension: "png" }] })).toMatchObject({ logoId: "attD", smallLogoId: "attD" });
    const both = resolveTheme({ default_logo: [{ id: "attD", fileExtension: "png" }], small_logo: [{ id: "attS", fileExtension: "png" }] });
    expect(both).toMatchObject({ logoId: "attD", smallLogoId: "attS" });
    expect(resolveTheme({ default_logo: [], small_logo: [] })).toMatchObject({ logoId: null, smallLogoId: null });
  });
  it("converts hex to a number", () => {
    expect(hexToNumber("#ff0000")).toBe(0xff0000);
    expect(hexToNumber("#fff")).toBe(0xffffff);
  });
});
