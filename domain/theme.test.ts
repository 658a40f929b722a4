import { describe, expect, it } from "vitest";
import { contrastRatio } from "./color.ts";
import { FALLBACK_COLORS, MIN_TEXT_CONTRAST, hexToNumber, readableTextOn, resolveTheme } from "./theme.ts";

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
  it("replaces a theme's text colour that does not read on its colour (grey on orange)", () => {
    const t = resolveTheme({
      color_theme: "#f08a24",
      color_text_on_theme: "#93a1b8",
      color_logo_background: "#f08a24",
      color_text_on_logo_background: "#93a1b8",
    });
    expect(contrastRatio(t.background, t.textOnTheme)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(t.logoBackground, t.textOnLogoBackground)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
  it("keeps the theme's own text colour when it reads, and its logo", () => {
    const t = resolveTheme({
      color_theme: "#101828",
      color_text_on_theme: "#ffcc00",
      default_logo: [{ id: "att1", fileExtension: "svg" }],
    });
    expect(t.textOnTheme).toBe("#ffcc00");
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
      color_text_on_logo_background: "#aa0000",
    });
    expect(t).toMatchObject({ accent: "#ff6600", alt: "#3344ff", textOnLogoBackground: "#aa0000" });
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

describe("readableTextOn", () => {
  it("keeps a theme's own text colour when it reads at 4.5:1", () => {
    expect(readableTextOn("#101828", "#e5eefc")).toBe("#e5eefc");
  });
  it("replaces a text colour that does not read (grey on orange) with black or white by contrast", () => {
    expect(readableTextOn("#ff7a18", "#93a1b8")).toBe("#111111");
    expect(readableTextOn("#2b2d6e", "#333333")).toBe("#ffffff");
  });
  it("takes pure black where near-black falls short on a mid-tone", () => {
    // #777777: white reads 4.48:1, #111111 4.22:1, black 4.69:1.
    expect(contrastRatio("#777777", readableTextOn("#777777"))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(readableTextOn("#777777")).toBe("#000000");
  });
  it("reads at 4.5:1 or better on every grey from black to white", () => {
    for (let v = 0; v < 256; v += 5) {
      const grey = `#${v.toString(16).padStart(2, "0").repeat(3)}`;
      expect(contrastRatio(grey, readableTextOn(grey, "#888888")), grey).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
