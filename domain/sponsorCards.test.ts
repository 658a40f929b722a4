import { describe, expect, it } from "vitest";
import { sponsorCards, type SponsorTheme } from "./sponsorCards.ts";

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
});
