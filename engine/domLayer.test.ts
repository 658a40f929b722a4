import { describe, expect, it } from "vitest";
import { messageSaysLive } from "./domLayer.ts";

describe("a framed peer video view's messages", () => {
  it("count as live, unless they report the view disconnected", () => {
    expect(messageSaysLive({ action: "view-connection", value: true })).toBe(true);
    expect(messageSaysLive(JSON.stringify({ action: "video-element-created", value: "x" }))).toBe(true);
    expect(messageSaysLive("hello")).toBe(true);
    expect(messageSaysLive({ action: "view-connection", value: false })).toBe(false);
    expect(messageSaysLive({ action: "guest-disconnected", value: "abc" })).toBe(false);
  });
});
