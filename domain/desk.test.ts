import { describe, expect, it } from "vitest";
import { deskDisplay, deskStatus, formatNoticeText, modeCarriesText, parseDeskMode, parseNoticeText } from "./desk.ts";

describe("desk display", () => {
  it("reads no stored mode as Match", () => {
    expect(parseDeskMode(null)).toBe("Match");
    expect(parseDeskMode("")).toBe("Match");
    expect(parseDeskMode("nonsense")).toBe("Match");
    expect(parseDeskMode("scoreboard bans")).toBe("Scoreboard Bans");
  });
  it("gives text only to the three Notice modes", () => {
    expect(modeCarriesText("Notice (Event)")).toBe(true);
    expect(modeCarriesText("Notice (Team 2)")).toBe(true);
    expect(modeCarriesText("Casters")).toBe(false);
    expect(deskDisplay("Maps", "ignored").notice).toBeNull();
  });
  it("splits prefix|text", () => {
    expect(parseNoticeText("Breaking|Grand final moved")).toEqual({ prefix: "Breaking", text: "Grand final moved" });
    expect(parseNoticeText("Just text")).toEqual({ prefix: null, text: "Just text" });
    expect(parseNoticeText("|only text")).toEqual({ prefix: null, text: "only text" });
  });
  it("joins prefix and text for storage, and reads them back", () => {
    expect(formatNoticeText(" Breaking ", "Grand final moved")).toBe("Breaking|Grand final moved");
    expect(formatNoticeText("", "Just text")).toBe("Just text");
    expect(parseNoticeText(formatNoticeText("", "Either | or"))).toEqual({ prefix: null, text: "Either | or" });
  });
  it("colours a team notice with that team", () => {
    const d = deskDisplay("Notice (Team 2)", "Sub|Kitsune is in");
    expect(d.noticeTeam).toBe(2);
    expect(d.notice?.prefix).toBe("Sub");
  });
  it("reads the desk's status as its mode, with the notice text for the Notice modes", () => {
    expect(deskStatus(undefined, "ignored")).toBe("Match");
    expect(deskStatus("Casters", "ignored")).toBe("Casters");
    expect(deskStatus("Notice (Event)", "Breaking|Grand final moved")).toBe("Notice (Event): Breaking | Grand final moved");
    expect(deskStatus("Notice (Team 1)", "Just text")).toBe("Notice (Team 1): Just text");
    expect(deskStatus("Notice (Team 2)", "")).toBe("Notice (Team 2) (no text)");
  });
  it("lets the display option override the stored mode", () => {
    expect(deskDisplay("Maps", null, "Casters").mode).toBe("Casters");
  });
  it("ignores spaces and case around a stored mode", () => {
    expect(parseDeskMode("  Casters ")).toBe("Casters");
  });
  it.each([
    [null, { prefix: null, text: "" }],
    ["  Just text  ", { prefix: null, text: "Just text" }],
    [" Breaking | Grand final moved ", { prefix: "Breaking", text: "Grand final moved" }],
  ])("trims the stored notice text %j", (stored, parsed) => {
    expect(parseNoticeText(stored)).toEqual(parsed);
  });
  it("trims the text it stores", () => {
    expect(formatNoticeText("", "  Just text ")).toBe("Just text");
    expect(formatNoticeText("Breaking", " Grand final moved ")).toBe("Breaking|Grand final moved");
  });
  it.each([
    ["Notice (Event)", 0],
    ["Notice (Team 1)", 1],
    ["Notice (Team 2)", 2],
    ["Match", 0],
  ])("colours %s with team %d", (mode, team) => {
    expect(deskDisplay(mode, "text").noticeTeam).toBe(team);
  });
});
