import { describe, expect, it } from "vitest";
import { matchPickerDetail, matchSearchWords, pickerStart } from "./matchPicker.ts";

const match = { id: "recAbCdEfGhIjKlMn", match_number: 5, match_group: "Playoffs", round: "Upper Final", week: 3 };

describe("a match in the console's pickers", () => {
  it("tells namesakes apart by number, group, round, week and short id", () => {
    expect(matchPickerDetail(match)).toBe("Match 5 · Playoffs · Upper Final · Week 3 · AbCdEfGhIjKlMn");
    expect(matchPickerDetail({ id: "recAbCdEfGhIjKlMo" })).toBe("AbCdEfGhIjKlMo");
  });

  it("adds the start in the zone asked for, and only then", () => {
    const start = Date.UTC(2026, 11, 5, 19, 0);
    expect(matchPickerDetail({ ...match, start }, "UTC")).toBe(
      "Match 5 · Playoffs · Upper Final · Week 3 · Sat 5 Dec 2026 19:00 · AbCdEfGhIjKlMn",
    );
    expect(matchPickerDetail({ ...match, start })).not.toContain("Dec");
    expect(pickerStart(start, "Asia/Kolkata")).toBe("Sun 6 Dec 2026 00:30");
  });

  it("is found by its full id, its short id and its number", () => {
    const words = matchSearchWords(match);
    for (const query of ["recabcdefghijklmn", "abcdefghijklmn", "#5", "match 5"]) expect(words).toContain(query);
  });
});
