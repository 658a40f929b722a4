import { describe, expect, it } from "vitest";
import { CONSOLE_REFS } from "./console.ts";
import { linkEdits, linksOf, ONE_SIDED_REFS, RECORD_LINKS } from "./recordLinks.ts";

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

describe("the console's relations", () => {
  it("keeps a bracket's ordered matches and a broadcast's clients on both sides", () => {
    expect(linksOf("Brackets")).toContainEqual({ table: "Brackets", field: "ordered_matches", other: "Matches", reverse: "brackets" });
    expect(linksOf("Matches")).toContainEqual({ table: "Matches", field: "brackets", other: "Brackets", reverse: "ordered_matches" });
    expect(linksOf("Clients")).toContainEqual({ table: "Clients", field: "broadcast", other: "Broadcasts", reverse: "clients" });
  });

  it("pairs every relation the console edits, or says why it is one-sided", () => {
    for (const [table, refs] of Object.entries(CONSOLE_REFS)) {
      for (const [field, other] of Object.entries(refs as Record<string, string>)) {
        const link = RECORD_LINKS.find((l) => l.table === table && l.field === field);
        const oneSided = ONE_SIDED_REFS.find((r) => r.table === table && r.field === field);
        expect(!!link !== !!oneSided, `${table}.${field}`).toBe(true);
        if (link) expect(link.other, `${table}.${field}`).toBe(other);
      }
    }
  });
});
