import { describe, expect, it } from "vitest";
import { matchTitle, scheduleStatus, sortSchedule, type ScheduledMatch } from "./schedule.ts";

type Row = ScheduledMatch & { title: string };
const makeRow = (id: string, o: Partial<Row> = {}): Row => ({ id, title: `Match ${id}`, show_on_overlays: true, ...o });
const status = (rows: Row[], live: string | null) => scheduleStatus(rows, live, (m) => m.title);

describe("schedule status", () => {
  it("says so when nothing is scheduled", () => {
    expect(status([], "a")).toBe("No matches scheduled");
  });

  it("gives the live match's place on the primary schedule and the match after it", () => {
    const rows = [makeRow("a"), makeRow("b", { show_on_overlays: false }), makeRow("c"), makeRow("d")];
    expect(status(rows, "c")).toBe("This is match 2/3 · Next match: Match d");
  });

  it("gives the first match's place and the match after it when the first is live", () => {
    expect(status([makeRow("a"), makeRow("b")], "a")).toBe("This is match 1/2 · Next match: Match b");
  });

  it("has no further matches after the last one", () => {
    expect(status([makeRow("a"), makeRow("b")], "b")).toBe("This is match 2/2 · No further matches");
  });

  it("points at the first match when the live match isn't on the schedule", () => {
    expect(status([makeRow("a"), makeRow("b")], "z")).toBe("This match isn't on the schedule · Next match: Match a");
  });

  it("counts a live match hidden from the primary overlays as off the schedule", () => {
    expect(status([makeRow("a", { show_on_overlays: false }), makeRow("b")], "a")).toBe(
      "This match isn't on the schedule · Next match: Match b",
    );
  });

  it("only names the next match without a live match", () => {
    expect(status([makeRow("a", { show_on_overlays: false }), makeRow("b")], null)).toBe("Next match: Match b");
    expect(status([makeRow("a", { show_on_overlays: false })], null)).toBe("No further matches");
  });
});

describe("schedule order and names", () => {
  it("sorts by start and keeps unscheduled matches in stored order at the end", () => {
    const rows = [makeRow("x"), makeRow("late", { start: 200 }), makeRow("y"), makeRow("early", { start: 100 })];
    expect(sortSchedule(rows).map((r) => r.id)).toEqual(["early", "late", "x", "y"]);
  });

  it("names a match by its custom name, else its sides, never by its derived name", () => {
    const derived = { name: "Spring Cup: Aurora Foxes vs Winner B", placeholder_teams: "Winner A|Winner B" };
    expect(matchTitle({ ...derived, custom_name: "Showmatch" }, [])).toBe("Showmatch");
    expect(matchTitle(derived, [{ name: "Aurora Foxes" }, null])).toBe("Aurora Foxes vs Winner B");
    expect(matchTitle({ placeholder_teams: "Winner A|Winner B" }, [{ name: "Aurora Foxes" }, null])).toBe("Aurora Foxes vs Winner B");
    expect(matchTitle({}, [])).toBe("TBD vs TBD");
  });
});
