import { describe, expect, it } from "vitest";
import { asCollection, asTable, asTableList, collectionOf, present, tableListOf } from "./wireRecords.ts";

const team = { id: "recTEAM", __tableName: "Teams", __version: 1, name: "Ghost Foxes" };

describe("wire records", () => {
  it("narrows a record to its own table and answers null for another table or a missing record", () => {
    expect(asTable(team, "Teams")).toBe(team);
    expect(asTable(team, "Players")).toBeNull();
    expect(asTable(undefined, "Teams")).toBeNull();
    expect(asTable(null, "Teams")).toBeNull();
  });

  it("leaves out the records still loading or missing from a list", () => {
    expect(present([team, null, undefined, team])).toEqual([team, team]);
  });

  it("narrows a wire record to the list of one table only", () => {
    const events = tableListOf("Events", 3, ["recE1", "recE2"]);
    expect(asTableList(events, "Events")?.ids).toEqual(["recE1", "recE2"]);
    expect(asTableList(events, "Teams")).toBeNull();
    expect(asTableList({ id: "Events", __tableName: "Special Collection" }, "Events")).toBeNull();
    expect(asTableList(collectionOf("special:public-events", 1, { events: [] }), "Events")).toBeNull();
    expect(asTableList(undefined, "Events")).toBeNull();
  });

  it("narrows a wire record to one special collection only", () => {
    const live = collectionOf("special:live-matches", 2, { matches: ["recM1"] });
    expect(asCollection(live, "special:live-matches")?.matches).toEqual(["recM1"]);
    expect(asCollection(live, "special:upcoming-matches")).toBeNull();
    expect(asCollection({ id: "special:live-matches", __tableName: "Table" }, "special:live-matches")).toBeNull();
    expect(asCollection(tableListOf("Matches", 1, ["recM1"]), "special:live-matches")).toBeNull();
    expect(asCollection(undefined, "special:live-matches")).toBeNull();
  });
});
