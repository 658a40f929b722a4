import { describe, expect, it } from "vitest";
import { tickerLine } from "./ticker.ts";

describe("the break's headline ticker", () => {
  it("shows nothing, not an empty box, when there are no headlines", () => {
    expect(tickerLine([], 0)).toBeNull();
    expect(tickerLine(["  ", ""], 3)).toBeNull();
  });

  it("cycles through the headlines", () => {
    expect(tickerLine(["a", "b"], 0)).toBe("a");
    expect(tickerLine(["a", "b"], 3)).toBe("b");
  });
});
