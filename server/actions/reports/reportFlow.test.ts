import { describe, expect, it } from "vitest";
import { canonical } from "./reportFlow.ts";

describe("canonical", () => {
  it("writes two proposals with the same content the same way, whatever their key order", () => {
    const a = { start_time: "2026-04-20T18:00:00.000Z", maps: [{ map: "Busan", winner: 1 }, null], note: "", forfeit: false };
    const b = { note: "", forfeit: false, maps: [{ winner: 1, map: "Busan" }, null], start_time: "2026-04-20T18:00:00.000Z" };
    expect(canonical(a)).toBe(canonical(b));
    expect(canonical(a)).toBe('{"forfeit":false,"maps":[{"map":"Busan","winner":1},null],"note":"","start_time":"2026-04-20T18:00:00.000Z"}');
  });

  it("leaves out fields that are undefined, and keeps nulls", () => {
    expect(canonical({ b: undefined, a: null, c: [] })).toBe('{"a":null,"c":[]}');
    expect(canonical({ score_1: 2, score_2: undefined })).toBe(canonical({ score_1: 2 }));
  });

  it("writes plain values as JSON", () => {
    expect([canonical("2-1"), canonical(0), canonical(null), canonical(true), canonical([])]).toEqual(['"2-1"', "0", "null", "true", "[]"]);
  });

  it("tells apart proposals that differ in one nested value", () => {
    expect(canonical({ maps: [{ map: "Busan", winner: 1 }] })).not.toBe(canonical({ maps: [{ map: "Busan", winner: 2 }] }));
    expect(canonical(["a", "b"])).not.toBe(canonical(["b", "a"]));
  });
});
