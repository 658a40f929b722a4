import { describe, expect, it } from "vitest";
import {
  buildCalendar,
  escapeText,
  foldLine,
  formatUtc,
  matchDescription,
  matchDurationMs,
  matchPageUrl,
  matchUid,
  unfold,
  type CalendarMatch,
} from "./calendar.ts";

const site = { origin: "https://esports.example", host: "esports.example" };
const octets = (s: string) => new TextEncoder().encode(s).length;
const match = (over: Partial<CalendarMatch> = {}): CalendarMatch => ({
  id: "recABCDEFGHIJKLMN",
  name: "Spring: Aurora Foxes vs Vortex",
  start: Date.UTC(2026, 11, 1, 19, 30),
  version: 42,
  modified: Date.UTC(2026, 10, 20, 8, 5, 9),
  eventName: "Spring Cup",
  round: "Group Stage",
  week_text: "Week 3",
  first_to: 3,
  ...over,
});

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
  it("keeps tabs and drops other control characters", () => {
    expect(escapeText("a\tb\u0007c\u007f")).toBe("a\tbc");
  });
  it("leaves colons, quotes and non-ASCII text alone", () => {
    expect(escapeText('Spring: "Lúcio" 東京')).toBe('Spring: "Lúcio" 東京');
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets whole", () => {
    const line = "X".repeat(75);
    expect(foldLine(line)).toBe(line);
  });
  it("folds a long multi-byte line at 75 octets without splitting a character", () => {
    const line = "SUMMARY:" + "東京Lúcio🎮".repeat(20);
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(3);
    for (const [i, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(" ")).toBe(true);
      // No lone surrogate or replacement character: every physical line is valid UTF-8 text on its own.
      expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
      expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(unfold(folded)).toBe(line);
  });
  it("fills each line as far as it may go", () => {
    const physical = foldLine("A".repeat(200)).split("\r\n");
    expect(physical.map(octets)).toEqual([75, 75, 52]);
  });
});

describe("formatUtc", () => {
  it("writes a UTC DATE-TIME without separators or milliseconds", () => {
    expect(formatUtc(Date.UTC(2026, 0, 5, 7, 8, 9, 999))).toBe("20260105T070809Z");
    expect(formatUtc(Date.UTC(2026, 11, 31, 23, 59, 59))).toBe("20261231T235959Z");
  });
});

describe("matchUid", () => {
  it("is the same for the short and long form of an id", () => {
    expect(matchUid("ABCDEFGHIJKLMN", "esports.example")).toBe("recABCDEFGHIJKLMN@esports.example");
    expect(matchUid("recABCDEFGHIJKLMN", "esports.example")).toBe("recABCDEFGHIJKLMN@esports.example");
  });
  it("stays when the match is rescheduled", () => {
    const before = buildCalendar("Spring Cup", [match()], site);
    const after = buildCalendar("Spring Cup", [match({ start: Date.UTC(2026, 11, 2, 18), version: 57 })], site);
    const uid = (text: string) => /^UID:(.*)$/m.exec(unfold(text))![1];
    expect(uid(after)).toBe(uid(before));
    expect(after).toContain("DTSTART:20261202T180000Z");
    expect(after).toContain("SEQUENCE:57");
  });
});

describe("matchDurationMs", () => {
  it("is an hour per map a side must win, two hours when unknown", () => {
    expect(matchDurationMs(3)).toBe(3 * 3600_000);
    expect(matchDurationMs(undefined)).toBe(2 * 3600_000);
    expect(matchDurationMs(0)).toBe(2 * 3600_000);
  });
});

describe("matchDescription", () => {
  it("names the event, round and week and links the match page", () => {
    expect(matchDescription(match(), site.origin)).toBe("Spring Cup\nGroup Stage · Week 3\nhttps://esports.example/match/ABCDEFGHIJKLMN");
  });
  it("shows the score of a played match and W-FF for a forfeit", () => {
    expect(matchDescription(match({ score_1: 3, score_2: 1 }), site.origin)).toContain("Score: 3-1");
    expect(matchDescription(match({ score_1: 0, score_2: 1, forfeit: true }), site.origin)).toContain("Forfeit: FF-W");
  });
});

describe("buildCalendar", () => {
  it("writes a VCALENDAR with CRLF lines and one VEVENT per match, soonest first", () => {
    const text = buildCalendar(
      "Spring, Cup; 2026",
      [match({ id: "recBBBBBBBBBBBBBB", start: Date.UTC(2026, 11, 3) }), match({ custom_name: "x" } as Partial<CalendarMatch>)],
      site,
    );
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split("\r\n");
    expect(lines.slice(0, 6)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Community Esports//Match calendar//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Spring\\, Cup\\; 2026",
    ]);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith("UID:"))).toEqual([
      "UID:recABCDEFGHIJKLMN@esports.example",
      "UID:recBBBBBBBBBBBBBB@esports.example",
    ]);
    expect(lines).toContain("DTEND:20261201T223000Z");
    expect(lines).toContain("SUMMARY:Spring: Aurora Foxes vs Vortex");
    expect(lines).toContain("URL:https://esports.example/match/ABCDEFGHIJKLMN");
    expect(lines).toContain("LAST-MODIFIED:20261120T080509Z");
    expect(lines).toContain("DESCRIPTION:Spring Cup\\nGroup Stage · Week 3\\nhttps://esports.example/match/ABCDEFGHIJKLMN");
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });
  it("gives the same text for the same data", () => {
    expect(buildCalendar("A", [match()], site)).toBe(buildCalendar("A", [match()], site));
  });
});

describe("calendar edge cases", () => {
  const lines = (m: CalendarMatch) => unfold(buildCalendar("A", [m], site)).split("\r\n");
  it.each([
    [undefined, "SUMMARY:Match"],
    [null, "SUMMARY:Match"],
    ["   ", "SUMMARY:Match"],
    ["  Final  ", "SUMMARY:Final"],
  ])("titles a match named %j as %j", (name, summary) => {
    expect(lines(match({ name }))).toContain(summary);
  });
  it.each([
    [{ eventName: "  Spring Cup  ", round: " Finals ", week_text: null }, "Spring Cup\nFinals\n"],
    [{ eventName: null, round: null, week_text: "Week 3" }, "Week 3\n"],
    [{ eventName: undefined, round: "Week 3", week_text: "Week 3" }, "Week 3\n"],
    [{ eventName: "   ", round: "  ", week_text: undefined }, ""],
  ])("describes %j without blank parts", (over, head) => {
    expect(matchDescription(match(over), site.origin)).toBe(`${head}https://esports.example/match/ABCDEFGHIJKLMN`);
  });
  it("links the match page whatever slashes end the origin", () => {
    for (const origin of ["https://esports.example", "https://esports.example/", "https://esports.example//"]) {
      expect(matchPageUrl("recABCDEFGHIJKLMN", origin)).toBe("https://esports.example/match/ABCDEFGHIJKLMN");
    }
  });
  it("lasts two hours when first_to is unset or not positive", () => {
    expect(matchDurationMs(null)).toBe(2 * 3600_000);
    expect(matchDurationMs(-1)).toBe(2 * 3600_000);
    expect(matchDurationMs(1)).toBe(3600_000);
  });
  it("orders matches by start, then by id when they start together", () => {
    const at = (id: string, hour: number) => match({ id, start: Date.UTC(2026, 11, 1, hour) });
    const text = buildCalendar("A", [at("recCCCCCCCCCCCCCC", 18), at("recAAAAAAAAAAAAAA", 20), at("recBBBBBBBBBBBBBB", 18)], site);
    expect(unfold(text).match(/^UID:rec(.)/gm)).toEqual(["UID:recB", "UID:recC", "UID:recA"]);
  });
});
