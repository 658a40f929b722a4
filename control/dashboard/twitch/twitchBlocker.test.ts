import { describe, expect, it } from "vitest";
import { TWITCH_NOT_CONFIGURED, TWITCH_NOT_CONNECTED, twitchBlocker } from "./twitchBlocker.ts";

describe("the Twitch controls before a click", () => {
  it("are blocked, with the server's words, while the broadcast's channel is not connected", () => {
    expect(twitchBlocker({}, true)).toBe(TWITCH_NOT_CONNECTED);
    expect(twitchBlocker({ channel_id: "" }, true)).toBe(TWITCH_NOT_CONNECTED);
    expect(twitchBlocker({ channel_id: "  " }, null)).toBe(TWITCH_NOT_CONNECTED);
  });
  it("are blocked on a server without a Twitch application, whatever the channel", () => {
    expect(twitchBlocker({ channel_id: "123456" }, false)).toBe(TWITCH_NOT_CONFIGURED);
    expect(twitchBlocker({}, false)).toBe(TWITCH_NOT_CONFIGURED);
  });
  it("may act once the channel's owner connected it, on a server with Twitch (or one that has not said yet)", () => {
    expect(twitchBlocker({ channel_id: "123456" }, true)).toBeNull();
    expect(twitchBlocker({ channel_id: "123456" }, null)).toBeNull();
  });
});
