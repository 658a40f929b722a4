import { describe, expect, it } from "vitest";
import { makeMatchView, makeTeamView } from "../../engine/testViews.ts";
import { Buffered, commsBug, commsSide } from "./layout.ts";

describe("ingame-comms layout", () => {
  it("shows the team whose comms are on, only that team when the option names one", () => {
    expect(commsSide(1, 0, false)).toBe(1);
    expect(commsSide(2, 0, false)).toBe(2);
    expect(commsSide(0, 0, false)).toBeNull();
    expect(commsSide(undefined, 0, false)).toBeNull();
    expect(commsSide(2, 1, false)).toBeNull();
    expect(commsSide(1, 1, false)).toBe(1);
  });
  it("reads the team option as a side on screen when the teams are flipped", () => {
    expect(commsSide(2, 1, true)).toBe(2);
    expect(commsSide(1, 1, true)).toBeNull();
  });
  it("names and colours the team whose comms are on, wherever the flip puts it", () => {
    const flipped = makeMatchView({ flip_teams: true }, [makeTeamView("A", { name: "Aurora" }), makeTeamView("B", { name: "Blaze" })]);
    expect(commsBug(flipped, 1)).toMatchObject({ team: { id: "A" }, line: "AURORA COMMS" });
    expect(commsBug(makeMatchView({}), 2)).toMatchObject({ team: { id: "B" }, line: "B COMMS" });
  });
  it("shows and hides at once without a buffer", () => {
    const b = new Buffered<1 | 2 | null>(null, 0);
    expect(b.want(1, 0)).toBe(true);
    expect(b.shown).toBe(1);
  });
  it("waits for the buffer before showing or hiding, and a change back cancels", () => {
    const b = new Buffered<1 | 2 | null>(null, 2000);
    expect(b.want(1, 1000)).toBe(false);
    expect(b.tick(2500)).toBe(false);
    expect(b.tick(3000)).toBe(true);
    expect(b.shown).toBe(1);
    b.want(null, 4000);
    b.want(1, 4500);
    expect(b.tick(7000)).toBe(false);
    expect(b.shown).toBe(1);
  });
});
