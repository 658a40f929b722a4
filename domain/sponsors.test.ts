import { describe, expect, it } from "vitest";
import { sponsorAt, sponsorCards, sponsorIds, type SponsorTheme } from "./sponsors.ts";

describe("sponsors", () => {
  it("lists the broadcast's sponsors, then the event's, each once", () => {
    expect(sponsorIds({ sponsors: ["b", "a"] }, { sponsors: ["a", "c"] })).toEqual(["b", "a", "c"]);
    expect(sponsorIds(null, undefined)).toEqual([]);
  });
  it("rotates through them and wraps", () => {
    expect(sponsorAt(["a", "b", "c"], 4)).toBe("b");
    expect(sponsorAt([], 2)).toBeNull();
  });
});

const logo = (id: string) => [{ id, fileExtension: "png" }];

describe("sponsor cards", () => {
  it("draws a sponsor with a logo or a name, and leaves out missing or empty records", () => {
    const records: Record<string, SponsorTheme> = {
      a: { id: "a", name: "Acme", default_logo: logo("att1") },
      b: { id: "b", name: "  " },
      c: { id: "c", small_logo: logo("att2") },
    };
    expect(sponsorCards(["a", "b", "c", "zz"], (id) => records[id] ?? null)).toEqual([
      { id: "a", name: "Acme", logoId: "att1" },
      { id: "c", name: "", logoId: "att2" },
    ]);
  });
  it("takes the small logo when the record's logo list is empty, and no logo when both are", () => {
    const records: Record<string, SponsorTheme> = {
      a: { id: "a", name: "Acme", default_logo: [], small_logo: logo("attS") },
      b: { id: "b", name: "Bolt", default_logo: [], small_logo: [] },
    };
    expect(sponsorCards(["a", "b"], (id) => records[id] ?? null)).toEqual([
      { id: "a", name: "Acme", logoId: "attS" },
      { id: "b", name: "Bolt", logoId: null },
    ]);
  });
});
