import { describe, expect, it } from "vitest";
import { filterTeams, foldText, paginate, playerSearchReady, searchPlayers } from "./search.ts";

describe("search", () => {
  it("ignores case and accents", () => {
    expect(searchPlayers([{ name: "Lúcio" }, { name: "Ana" }], "LUCI").map((p) => p.name)).toEqual(["Lúcio"]);
  });
  it("puts verified players first, then sorts by name", () => {
    const players = [{ name: "Cobra" }, { name: "Bolt", verified: true }, { name: "Anchor" }, { name: "Coral", verified: true }];
    expect(searchPlayers(players, "o").map((p) => p.name)).toEqual(["Bolt", "Coral", "Anchor", "Cobra"]);
  });
  it("needs 3 characters for a player search unless Enter is pressed", () => {
    expect(playerSearchReady("ab", false)).toBe(false);
    expect(playerSearchReady("ab", true)).toBe(true);
    expect(playerSearchReady("abc", false)).toBe(true);
    expect(playerSearchReady("  ", true)).toBe(false);
  });
  it("filters teams only above 2 characters, by name or code", () => {
    const teams = [
      { name: "Aurora Foxes", code: "AUR" },
      { name: "Frostbite", code: "FRB" },
    ];
    expect(filterTeams(teams, "fr")).toHaveLength(2);
    expect(filterTeams(teams, "fro").map((t) => t.name)).toEqual(["Frostbite"]);
    expect(filterTeams(teams, "aur").map((t) => t.name)).toEqual(["Aurora Foxes"]);
  });
  it("finds a team by a code its name does not contain, and skips teams without a code", () => {
    const teams = [{ name: "Aurora Foxes", code: "AUR" }, { name: "Frostbite", code: "FRB" }, { name: "Night Owls" }];
    expect(filterTeams(teams, "frb").map((t) => t.name)).toEqual(["Frostbite"]);
  });
  it("does not filter teams for two characters with spaces around them", () => {
    const teams = [{ name: "Aurora Foxes" }, { name: "Frostbite" }];
    expect(filterTeams(teams, " fr ")).toHaveLength(2);
  });
  it("ignores spaces around the search text", () => {
    expect(searchPlayers([{ name: "Lúcio" }, { name: "Ana" }], "  lucio ").map((p) => p.name)).toEqual(["Lúcio"]);
    expect(foldText(" Lúcio ")).toBe("lucio");
  });
  it("pages 10 at a time and clamps the page number", () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(items, 3)).toEqual({ items: [20, 21, 22], page: 3, pages: 3 });
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, Number.NaN).page).toBe(1);
  });
});
