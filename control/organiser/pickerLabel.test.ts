import { describe, expect, it } from "vitest";
import { pickerLabel } from "./fields.ts";

describe("pickerLabel", () => {
  it("shows a match's number, group, round, start and short id after its title", () => {
    const record = {
      __tableName: "Matches",
      id: "recAbCdEfGhIjKlMn",
      name: "Autumn: TBD vs TBD",
      match_number: 5,
      match_group: "Playoffs",
      start: Date.UTC(2026, 11, 5, 19, 0),
    };
    expect(pickerLabel(record, "x", "UTC")).toBe("Autumn: TBD vs TBD · Match 5 · Playoffs · Sat 5 Dec 2026 19:00 · AbCdEfGhIjKlMn");
  });

  it("shows other records by their name, and a missing one by the fallback", () => {
    expect(pickerLabel({ __tableName: "Teams", id: "recX", name: "Harbour Seals" }, "x")).toBe("Harbour Seals");
    expect(pickerLabel(null, "recX")).toBe("recX");
  });
});
