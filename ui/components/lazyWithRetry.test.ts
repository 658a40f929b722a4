import { describe, expect, it } from "vitest";
import { loadWithRetry } from "./lazyWithRetry.ts";

describe("loading a chunk", () => {
  it("tries again after each delay until a load succeeds", async () => {
    const slept: number[] = [];
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls < 3) throw new TypeError("Failed to fetch dynamically imported module");
      return "page";
    };
    expect(await loadWithRetry(load, [10, 20, 30], async (ms) => void slept.push(ms))).toBe("page");
    expect(calls).toBe(3);
    expect(slept).toEqual([10, 20]);
  });

  it("gives up after the last delay with the last failure", async () => {
    const slept: number[] = [];
    let calls = 0;
    const load = async () => {
      calls += 1;
      throw new Error(`failure ${calls}`);
    };
    await expect(loadWithRetry(load, [10, 20], async (ms) => void slept.push(ms))).rejects.toThrow("failure 3");
    expect(slept).toEqual([10, 20]);
  });
});
