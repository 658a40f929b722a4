import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { breakMoment, resolveBreakTitle, type DayMatch } from "./breakTitle.ts";

const ZONE = "America/New_York";
/** 8 PM in New York on a match day; matches are placed by hour of that day. */
const NOW = DateTime.fromISO("2026-04-18T20:00", { zone: ZONE }).toMillis();
const at = (hour: number, day = 18) => DateTime.fromObject({ year: 2026, month: 4, day, hour }, { zone: ZONE }).toMillis();
const makeMatch = (o: Partial<DayMatch> = {}): DayMatch => ({ first_to: 3, ...o });
const upcoming = (hour: number) => makeMatch({ start: at(hour) });
const live = (hour: number) => makeMatch({ start: at(hour), score_1: 1, score_2: 0 });
const finished = (hour: number, day = 18) => makeMatch({ start: at(hour, day), score_1: 3, score_2: 1 });
const title = (text: string, matches: DayMatch[]) => resolveBreakTitle(text, matches, NOW, ZONE);

describe("{auto} in the break title", () => {
  it("reads Starting Soon before the day's first match is played", () => {
    expect(title("{auto}", [upcoming(19), upcoming(21)])).toBe("Starting Soon");
  });

  it("reads Be Right Back between matches: one played, one still to come", () => {
    expect(title("{auto}", [finished(18), upcoming(21)])).toBe("Be Right Back");
    expect(title("{auto}", [live(19), upcoming(21)])).toBe("Be Right Back");
  });

  it("reads Thanks for Watching once every match of the day is complete", () => {
    expect(title("{auto}", [finished(17), makeMatch({ start: at(19), score_1: 1, forfeit: true })])).toBe("Thanks for Watching");
  });

  it("counts only today's matches in the broadcast's zone: yesterday's results do not start the day", () => {
    expect(title("{auto}", [finished(19, 17), upcoming(21)])).toBe("Starting Soon");
    // 1 AM UTC on the 19th is still the evening of the 18th in New York.
    const lateUtc = DateTime.fromISO("2026-04-19T01:00", { zone: "UTC" }).toMillis();
    expect(breakMoment([makeMatch({ start: lateUtc, score_1: 3 })], NOW, ZONE)).toBe("finished");
  });

  it("counts a match without a start as today's", () => {
    expect(title("{auto}", [makeMatch({ score_1: 2 }), upcoming(21)])).toBe("Be Right Back");
  });

  it("reads Starting Soon when the day has no matches at all", () => {
    expect(title("{auto}", [])).toBe("Starting Soon");
  });

  it("replaces the token in any case, wherever it is, and leaves other titles as they are", () => {
    expect(title("Week 3 · {AUTO}", [finished(18), upcoming(21)])).toBe("Week 3 · Be Right Back");
    expect(title("{auto} / {Auto}", [])).toBe("Starting Soon / Starting Soon");
    expect(title("Grand Final", [])).toBe("Grand Final");
  });

  it("reads an unknown zone as the default schedule zone", () => {
    expect(resolveBreakTitle("{auto}", [finished(18), upcoming(21)], NOW, "Mars/Olympus")).toBe("Be Right Back");
  });
});
