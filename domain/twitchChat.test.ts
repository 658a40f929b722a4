import { describe, expect, it } from "vitest";
import { chatEmbedUrl, twitchChannel } from "./twitchChat.ts";

describe("twitch chat embed", () => {
  it("embeds the channel's chat for this page's host, dark", () => {
    expect(chatEmbedUrl("communitycup", "localhost")).toBe("https://www.twitch.tv/embed/communitycup/chat?parent=localhost&darkpopout");
  });
  it("reads a channel link and refuses what is not a channel", () => {
    expect(twitchChannel("https://www.twitch.tv/CommunityCup/videos")).toBe("communitycup");
    expect(twitchChannel("not a channel")).toBeNull();
    expect(chatEmbedUrl("", "localhost")).toBeNull();
    expect(chatEmbedUrl(undefined, "localhost")).toBeNull();
  });
});
