import { describe, expect, it } from "vitest";
import { orderBroadcasts, streamLink } from "./broadcastSwitcher.ts";

describe("broadcast switcher order", () => {
  it("leaves out the current broadcast and splits the rest into active and inactive, by name", () => {
    const current = { id: "a", name: "Main", active: true };
    const list = [current, { id: "c", name: "Zeta", active: true }, { id: "b", name: "Alpha", active: true }, { id: "d", name: "Old" }];
    const { active, inactive } = orderBroadcasts(current, list);
    expect(active.map((b) => b.name)).toEqual(["Alpha", "Zeta"]);
    expect(inactive.map((b) => b.name)).toEqual(["Old"]);
  });
});

describe("stream links", () => {
  it("prefer the broadcast's own web link, fall back to its Twitch channel, and refuse anything else", () => {
    expect(streamLink({ stream_link: "https://youtube.com/live/abc", channel: "communitycup" })).toBe("https://youtube.com/live/abc");
    expect(streamLink({ stream_link: "javascript:alert(1)", channel: "communitycup" })).toBe("https://www.twitch.tv/communitycup");
    expect(streamLink({ channel: "not a channel/../x" })).toBeNull();
    expect(streamLink({ channel: " communitycup " })).toBe("https://www.twitch.tv/communitycup");
    expect(streamLink({})).toBeNull();
  });
});
