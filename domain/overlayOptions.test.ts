import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseSceneOptions, parseSharedOptions, queryBool, queryNumber } from "./overlayOptions.ts";

const q = (s: string) => new URLSearchParams(s);

describe("shared overlay options", () => {
  it("reads booleans as present-or-true, false turning them off", () => {
    expect(parseSharedOptions(q("noAnimate")).noAnimate).toBe(true);
    expect(parseSharedOptions(q("dontAnimate=true")).noAnimate).toBe(true);
    expect(parseSharedOptions(q("noAnimation=false")).noAnimate).toBe(false);
    expect(parseSharedOptions(q("")).noAnimate).toBe(false);
  });
  it("turns the stinger off with noStinger or stinger=false", () => {
    expect(parseSharedOptions(q("noStinger")).noStinger).toBe(true);
    expect(parseSharedOptions(q("stinger=false")).noStinger).toBe(true);
    expect(parseSharedOptions(q("stinger=true")).noStinger).toBe(false);
  });
  it("reads aliases and text options", () => {
    const o = parseSharedOptions(q("stingerTheme=rec1&bodyClass=dark&title=Hello&stingerText=GG&background=2&full&top"));
    expect(o).toMatchObject({
      stingerTheme: "rec1",
      bodyClass: "dark",
      title: "Hello",
      stingerText: "GG",
      background: 2,
      full: true,
      top: true,
    });
    expect(parseSharedOptions(q("stingerThemeOverride=a&stingerTheme=b")).stingerTheme).toBe("a");
  });
  it("ignores a background that is not a number", () => {
    expect(parseSharedOptions(q("background=abc")).background).toBeNull();
  });
});

describe("scene options", () => {
  const schema = z.object({ volume: queryNumber(0.2, 0, 1), loop: queryBool(), group: z.string().optional() });
  it("parses aliases and defaults", () => {
    const { options, warnings } = parseSceneOptions(schema, q("loop&role=Intro"), { group: ["role"] });
    expect(options).toEqual({ volume: 0.2, loop: true, group: "Intro" });
    expect(warnings).toEqual([]);
  });
  it("falls back to the default with a warning on a bad value", () => {
    const { options, warnings } = parseSceneOptions(schema, q("volume=loud"));
    expect(options.volume).toBe(0.2);
    expect(warnings[0]).toContain("volume");
  });
});
