import { describe, expect, it } from "vitest";
import { blocksObject, mergeBlocks, needsApproval, parseEventBlocks, signupSettings } from "./eventBlocks.ts";

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

describe("blocksObject", () => {
  it.each([undefined, "", "not json", "null", "5", '"text"', "[1,2]"])("reads %j as no blocks", (text) => {
    expect(blocksObject(text)).toStrictEqual({});
  });
  it("reads stored blocks as they are", () => {
    expect(blocksObject('{"foldy":{"use":true}}')).toStrictEqual({ foldy: { use: true } });
  });
});

describe("mergeBlocks", () => {
  it("replaces the blocks given, removes those set to null and keeps the others", () => {
    const stored = JSON.stringify({ foldy: { use: true }, draft: { use: true }, custom: 1 });
    expect(JSON.parse(mergeBlocks(stored, { foldy: { use: false }, draft: null, custom: undefined }))).toStrictEqual({
      foldy: { use: false },
      custom: 1,
    });
  });
  it("starts afresh over unreadable stored blocks", () => {
    expect(JSON.parse(mergeBlocks("[1,2]", { foldy: { use: true } }))).toStrictEqual({ foldy: { use: true } });
    expect(JSON.parse(mergeBlocks("oops", { foldy: { use: true } }))).toStrictEqual({ foldy: { use: true } });
  });
});

describe("signupSettings", () => {
  const closed = { open: false, closes: null, splitSrByRole: false, showAllSrInputs: false };
  it.each([undefined, "{}", '{"signups":null}', '{"signups":"open"}', '{"signups":{"open":"yes"}}'])(
    "keeps sign-ups closed for %j",
    (text) => {
      expect(signupSettings(text, 0)).toStrictEqual(closed);
    },
  );
  it("reads the SR input flags", () => {
    expect(signupSettings('{"signups":{"splitSrByRole":true,"showAllSrInputs":true}}')).toStrictEqual({
      ...closed,
      splitSrByRole: true,
      showAllSrInputs: true,
    });
  });
  it("is open until the closing time, or without one until closed by hand", () => {
    const until = (closes: number | null) => JSON.stringify({ signups: { open: true, closes } });
    expect(signupSettings(until(null), 5000).open).toBe(true);
    expect(signupSettings(until(1000)).open).toBe(true);
    expect(signupSettings(until(1000), 999)).toStrictEqual({ ...closed, open: true, closes: 1000 });
    expect(signupSettings(until(1000), 1000).open).toBe(false);
    expect(signupSettings(until(1000), 1001).open).toBe(false);
  });
});
