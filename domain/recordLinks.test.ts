import { describe, expect, it } from "vitest";
import { linkEdits, linksOf } from "./recordLinks.ts";

describe("links stored on both sides", () => {
  it("lists a table's links with the field that lists it back", () => {
    expect(linksOf("Matches")).toContainEqual({ table: "Matches", field: "maps", other: "Maps", reverse: "match" });
    expect(linksOf("Maps")).toContainEqual({ table: "Maps", field: "match", other: "Matches", reverse: "maps" });
  });

  it("adds only the ids a list gained and removes only those it lost", () => {
    expect(linkEdits(["recA", "recB"], ["recB", "recC"])).toEqual({ added: ["recC"], removed: ["recA"] });
    expect(linkEdits(["recA"], ["recA"])).toEqual({ added: [], removed: [] });
  });

  it("reads a missing list as empty", () => {
    expect(linkEdits(null, ["recA"])).toEqual({ added: ["recA"], removed: [] });
    expect(linkEdits(["recA"], undefined)).toEqual({ added: [], removed: ["recA"] });
  });
});
