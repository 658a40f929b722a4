import { describe, expect, it } from "vitest";
import { dashboardBrackets, eventNavItems, visibleBrackets } from "./eventNav.ts";

const labels = (...args: Parameters<typeof eventNavItems>) => eventNavItems(...args).map((i) => i.label);

describe("the dashboard's brackets", () => {
  it("leaves hidden brackets out unless the live match has just one", () => {
    const main = { name: "Main" };
    const hidden = { name: "Seeding", hide_bracket: true };
    expect(dashboardBrackets([main, hidden])).toEqual([main]);
    expect(dashboardBrackets([hidden])).toEqual([hidden]);
    expect(visibleBrackets([hidden])).toEqual([]);
    expect(dashboardBrackets([])).toEqual([]);
  });
});

describe("eventNavItems", () => {
  it("shows only Overview for a bare event", () => {
    expect(labels({}, { brackets: [], canEditEvent: false })).toEqual(["Overview"]);
  });
  it("shows Schedule only when the event has matches", () => {
    expect(labels({ matches: ["m1"] }, { brackets: [], canEditEvent: false })).toContain("Schedule");
  });
  it("labels Bracket or Brackets by the count of named, unhidden brackets", () => {
    const one = eventNavItems({}, { brackets: [{ name: "Playoffs" }, { name: "Hidden", hide_bracket: true }, {}], canEditEvent: false });
    expect(one.find((i) => i.path === "bracket")?.label).toBe("Bracket");
    expect(labels({}, { brackets: [{ name: "A" }, { name: "B" }], canEditEvent: false })).toContain("Brackets");
    expect(labels({}, { brackets: [{ name: "A", hide_bracket: true }], canEditEvent: false })).not.toContain("Bracket");
  });
  it("follows the blocks for Standings, Foldy Sheet, Draft, Auction and the extended staff page", () => {
    const blocks = JSON.stringify({
      standings: [{ group: "A" }],
      foldy: { use: true },
      draft: { use: true },
      auction: { public: true },
      extendedStaffPage: true,
    });
    const items = eventNavItems({ blocks, staff: ["p"] }, { brackets: [], canEditEvent: false });
    expect(items.map((i) => i.label)).toEqual(["Overview", "Standings", "Foldy Sheet", "Draft", "Auction", "Staff"]);
    expect(items.find((i) => i.label === "Staff")?.path).toBe("staff/extended");
    expect(labels({ blocks: JSON.stringify({ auction: { public: false } }) }, { brackets: [], canEditEvent: false })).not.toContain(
      "Auction",
    );
    expect(labels({ blocks: "not json" }, { brackets: [], canEditEvent: false })).toEqual(["Overview"]);
  });
  it("shows Sign up while the event's sign-ups are open", () => {
    const open = JSON.stringify({ signups: { open: true, closes: 1000 } });
    expect(eventNavItems({ blocks: open }, { brackets: [], canEditEvent: true })).toEqual([
      { path: "", label: "Overview" },
      { path: "signup", label: "Sign up" },
      { path: "settings", label: "Settings" },
    ]);
    expect(labels({ blocks: open }, { brackets: [], canEditEvent: false, now: 999 })).toContain("Sign up");
    expect(labels({ blocks: open }, { brackets: [], canEditEvent: false, now: 1000 })).not.toContain("Sign up");
    expect(labels({ blocks: JSON.stringify({ signups: { open: false } }) }, { brackets: [], canEditEvent: true })).not.toContain("Sign up");
  });
  it("shows Settings only to event editors and socials only when approved", () => {
    const socials = [
      { type: "Twitch", url: "https://twitch.tv/x", approved: true },
      { type: "YouTube", url: "https://yt.example", approved: false },
    ];
    expect(labels({}, { brackets: [], socials, canEditEvent: true })).toEqual(["Overview", "Settings", "Twitch"]);
  });
});

describe("eventNavItems, every page", () => {
  const none = { brackets: [], canEditEvent: false };
  it("links each page at its path, in the spec's order", () => {
    const blocks = JSON.stringify({ standings: true, foldy: { use: true }, draft: { use: true }, auction: { use: true } });
    const event = { blocks, matches: ["m"], staff: ["p"], theme: ["t"], about: "Hi" };
    expect(eventNavItems(event, { brackets: [{ name: "Main" }], canEditEvent: true })).toEqual([
      { path: "", label: "Overview" },
      { path: "schedule", label: "Schedule" },
      { path: "bracket", label: "Bracket" },
      { path: "standings", label: "Standings" },
      { path: "scenarios", label: "Foldy Sheet" },
      { path: "draft", label: "Draft" },
      { path: "auction", label: "Auction" },
      { path: "staff", label: "Staff" },
      { path: "theme", label: "Theme" },
      { path: "about", label: "About" },
      { path: "settings", label: "Settings" },
    ]);
    expect(eventNavItems({}, { brackets: [{ name: "A" }, { name: "B" }], canEditEvent: false })).toEqual([
      { path: "", label: "Overview" },
      { path: "brackets", label: "Brackets" },
    ]);
  });
  it.each([
    [true, true],
    [[{ title: "Groups" }], true],
    [[], false],
    [false, false],
    ["yes", false],
  ])("shows Standings for standings %j: %s", (standings, shown) => {
    expect(labels({ blocks: JSON.stringify({ standings }) }, none).includes("Standings")).toBe(shown);
  });
  it("leaves Theme and About out when the event has none", () => {
    expect(labels({ theme: [], about: "" }, none)).toEqual(["Overview"]);
  });
  it("links approved web socials only, outside the site, skipping empty entries", () => {
    const socials = [
      null,
      { type: "Twitch", url: "http://twitch.tv/x", approved: true },
      { type: "Site", url: "javascript:alert('https://x')", approved: true },
      { type: "YouTube", name: "Our channel", url: "https://youtube.com/@x", approved: true },
    ];
    expect(eventNavItems({}, { ...none, socials })).toEqual([
      { path: "", label: "Overview" },
      { path: "http://twitch.tv/x", label: "Twitch", external: true },
      { path: "https://youtube.com/@x", label: "Our channel", external: true },
    ]);
  });
});
