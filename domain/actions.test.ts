import { describe, expect, it } from "vitest";
import { ACTION_SCHEMAS, camLimitFor } from "./actions.ts";

describe("action inputs", () => {
  it("reads a team sent as Stream Deck text as that team", () => {
    const win = ACTION_SCHEMAS["multi-map-win"];
    expect(win.parse({ teamNum: "1" }).teamNum).toBe(1);
    expect(win.parse({ teamNum: "2" }).teamNum).toBe(2);
    expect(win.parse({ teamNum: 2 }).teamNum).toBe(2);
    expect(win.safeParse({ teamNum: "3" }).success).toBe(false);
  });
});

describe("cams per team (SPEC §5, §9)", () => {
  it("are 5, or 6 for the fourth game", () => {
    expect(camLimitFor("Marvel Rivals")).toBe(6);
    expect(camLimitFor("Overwatch")).toBe(5);
    expect(camLimitFor(null)).toBe(5);
  });
});
