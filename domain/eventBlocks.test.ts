import { describe, expect, it } from "vitest";
import { needsApproval, parseEventBlocks } from "./eventBlocks.ts";

describe("parseEventBlocks", () => {
  it("reads the reporting approvals an event configures", () => {
    const blocks = parseEventBlocks(JSON.stringify({ reporting: { score: { staffApprove: true, opponentApprove: false } } }));
    expect(blocks.reporting.score).toEqual({ use: true, staffApprove: true, opponentApprove: false });
    expect(blocks.reporting.rescheduling.use).toBe(false);
  });

  it("turns reporting off for missing, malformed or wrongly typed blocks", () => {
    for (const text of [undefined, "", "not json", "[1,2]", JSON.stringify({ reporting: { score: { staffApprove: "yes" } } })]) {
      expect(parseEventBlocks(text).reporting.score.use).toBe(false);
    }
  });

  it("keeps blocks it does not know", () => {
    expect(parseEventBlocks(JSON.stringify({ foldy: { use: true } }))).toMatchObject({ foldy: { use: true } });
  });

  it("needs approval when staff or the opponent must approve", () => {
    expect(needsApproval({ use: true, staffApprove: false, opponentApprove: false })).toBe(false);
    expect(needsApproval({ use: true, staffApprove: true, opponentApprove: false })).toBe(true);
    expect(needsApproval({ use: true, staffApprove: false, opponentApprove: true })).toBe(true);
  });
});
