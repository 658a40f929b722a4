import { describe, expect, it } from "vitest";
import type { EventRecord } from "../../domain/tables.ts";
import { eventDates, infoText } from "./layout.ts";

const event = (o: Partial<EventRecord>): EventRecord => ({ id: "e", __tableName: "Events", __version: 1, name: "Community Cup", ...o });
const NOV3 = Date.UTC(2026, 10, 3, 18);
const NOV24 = Date.UTC(2026, 10, 24, 18);

describe("info layout", () => {
  it("gives the event's span from its start to its last day", () => {
    expect(eventDates(event({ start_date: NOV3, event_date: [NOV24] }))).toBe("Nov 3 – Nov 24, 2026");
    expect(eventDates(event({ start_date: NOV3 }))).toBe("Nov 3, 2026");
    expect(eventDates(event({}))).toBe("");
    expect(eventDates(null)).toBe("");
  });
  it("shows the notice, else the title", () => {
    expect(infoText({ notice_text: "Back after the break", title: "Live" }, event({}), null).text).toBe("Back after the break");
    expect(infoText({ title: "Live" }, event({}), null).text).toBe("Live");
    expect(infoText({ title: "Live" }, event({}), "Finals").text).toBe("Finals");
    expect(infoText({}, null, null)).toEqual({ eventName: "", dates: "", text: "" });
  });
});
