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
