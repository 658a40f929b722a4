import { describe, expect, it } from "vitest";
import { isProdTrigger } from "./triggers.ts";

describe("production triggers", () => {
  it("knows each trigger by its name", () => {
    expect(isProdTrigger("desk_show")).toBe(true);
    expect(isProdTrigger("cams_toggle")).toBe(true);
  });

  it("refuses an unknown name, and a name that is not text", () => {
    expect(isProdTrigger("show_talent")).toBe(false);
    expect(isProdTrigger("toString")).toBe(false);
    expect(isProdTrigger(["desk_show"])).toBe(false);
    expect(isProdTrigger(null)).toBe(false);
  });
});
