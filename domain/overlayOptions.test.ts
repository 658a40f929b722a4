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
  it("takes a background only as a whole number from zero up", () => {
    expect(parseSharedOptions(q("")).background).toBeNull();
    expect(parseSharedOptions(q("background=0")).background).toBe(0);
    expect(parseSharedOptions(q("background=3")).background).toBe(3);
    expect(parseSharedOptions(q("background=-1")).background).toBeNull();
    expect(parseSharedOptions(q("background=2.5")).background).toBeNull();
  });
  it("leaves every option off or empty when the link has none", () => {
    expect(parseSharedOptions(q(""))).toEqual({
      title: null,
      subtitle: null,
      stingerText: null,
      stingerTheme: null,
      top: false,
      noAnimate: false,
      noStinger: false,
      bodyClass: null,
      full: false,
      background: null,
    });
  });
  it("reads the subtitle and the class under its short name", () => {
    expect(parseSharedOptions(q("subtitle=Week%202&class=dark"))).toMatchObject({ subtitle: "Week 2", bodyClass: "dark" });
  });
  it("reads false however it is cased or spaced", () => {
    expect(parseSharedOptions(q("top=%20FALSE%20&full=Off&noAnimate=No"))).toMatchObject({ top: false, full: false, noAnimate: false });
  });
  it("treats a blank text option as absent and reads its next alias", () => {
    expect(parseSharedOptions(q("title=&subtitle=%20%20")).title).toBeNull();
    expect(parseSharedOptions(q("title=&subtitle=%20%20")).subtitle).toBeNull();
    expect(parseSharedOptions(q("class=%20&bodyClass=dark")).bodyClass).toBe("dark");
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
  it("names every alias and the bad value in the warning", () => {
    const { warnings } = parseSceneOptions(schema, q("role=x&volume=loud"), { volume: ["vol"] });
    expect(warnings).toEqual(['option volume|vol="loud" is not valid; using the default']);
    expect(parseSceneOptions(schema, q("volume=2")).warnings).toEqual(['option volume="2" is not valid; using the default']);
  });
  it("uses the defaults for options left out or left empty", () => {
    const { options, warnings } = parseSceneOptions(schema, q("volume="));
    expect(options).toEqual({ volume: 0.2, loop: false });
    expect(warnings).toEqual([]);
    const on = parseSceneOptions(z.object({ loop: queryBool(true) }), q(""));
    expect(on.options.loop).toBe(true);
  });
  it("reads a scene boolean's false however it is cased or spaced", () => {
    const s = z.object({ a: queryBool(true), b: queryBool(true), c: queryBool() });
    expect(parseSceneOptions(s, q("a=False&b=%20off%20&c=yes")).options).toEqual({ a: false, b: false, c: true });
  });
  it("allows any number when the scene sets no bounds", () => {
    const s = z.object({ offset: queryNumber(0) });
    expect(parseSceneOptions(s, q("offset=-250")).options.offset).toBe(-250);
    expect(parseSceneOptions(s, q("offset=1e9")).options.offset).toBe(1e9);
  });
  it("reads an option under its alias", () => {
    const { options } = parseSceneOptions(schema, q("role=Intro"), { group: ["role"] });
    expect(options.group).toBe("Intro");
  });
});
