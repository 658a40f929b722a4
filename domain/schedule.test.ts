import { describe, expect, it } from "vitest";
import {
  listedOn,
  liveMatchOnShow,
  matchTitle,
  nextMatch,
  scheduleStatus,
  sortSchedule,
  type NextMatchFields,
  type OverlayKind,
  type ScheduledMatch,
} from "./schedule.ts";

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

const makeMatch = (id: string, o: Partial<NextMatchFields> = {}): NextMatchFields => ({ id, first_to: 3, show_on_overlays: true, ...o });
const next = (schedule: NextMatchFields[], live: string | null, kind: OverlayKind = "primary") =>
  nextMatch(schedule, kind, live, (m) => m)?.id ?? null;

describe("the overlay toggles", () => {
  it("Primary lists a match on the primary overlays, Secondary on the secondary ones", () => {
    const both = { show_on_overlays: true, show_on_secondary_overlays: true };
    expect([listedOn(both, "primary"), listedOn(both, "secondary")]).toEqual([true, true]);
    expect([listedOn({ show_on_overlays: true }, "primary"), listedOn({ show_on_overlays: true }, "secondary")]).toEqual([true, false]);
    expect([
      listedOn({ show_on_secondary_overlays: true }, "primary"),
      listedOn({ show_on_secondary_overlays: true }, "secondary"),
    ]).toEqual([false, true]);
    expect(listedOn({}, "primary")).toBe(false);
  });
});

describe("the next match", () => {
  const live = makeMatch("live", { score_1: 2, score_2: 1 });

  it("is the first unplayed match after the live one, never the live match with its score", () => {
    expect(next([makeMatch("done", { score_1: 3, score_2: 0 }), live, makeMatch("later"), makeMatch("last")], "live")).toBe("later");
  });

  it("is nothing once every listed match has been played", () => {
    expect(next([makeMatch("done", { score_1: 3 }), live], "live")).toBeNull();
    expect(next([], null)).toBeNull();
  });

  it("skips a forfeited match and one under way on another stream", () => {
    expect(next([makeMatch("ff", { forfeit: true, score_1: 1 }), makeMatch("elsewhere", { score_2: 1 }), makeMatch("later")], null)).toBe(
      "later",
    );
  });

  it("honours the toggles: a match off the primary overlays is never up next there, and secondary overlays read their own", () => {
    const schedule = [
      makeMatch("hidden", { show_on_overlays: false, show_on_secondary_overlays: true }),
      makeMatch("shown", { show_on_overlays: true }),
    ];
    expect(next(schedule, null)).toBe("shown");
    expect(next(schedule, null, "secondary")).toBe("hidden");
  });

  it("with Show live match off, the live match not started yet is the one up next", () => {
    const hidden = { live_match: ["first"], show_live_match: false };
    const schedule = [makeMatch("first"), makeMatch("second")];
    expect(next(schedule, liveMatchOnShow(hidden))).toBe("first");
    expect(next(schedule, liveMatchOnShow({ ...hidden, show_live_match: true }))).toBe("second");
  });

  it("with Show live match off, a live match under way is still not up next: it has been played", () => {
    expect(next([live, makeMatch("later")], liveMatchOnShow({ live_match: ["live"], show_live_match: false }))).toBe("later");
  });
});

describe("the live match on show", () => {
  it("is the broadcast's live match only while Show live match is on", () => {
    expect(liveMatchOnShow({ live_match: ["m"], show_live_match: true })).toBe("m");
    expect(liveMatchOnShow({ live_match: ["m"], show_live_match: false })).toBeNull();
    expect(liveMatchOnShow({ live_match: ["m"] })).toBeNull();
    expect(liveMatchOnShow({ show_live_match: true })).toBeNull();
  });
});
