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
  it("reads a channel link with or without its scheme and www, and a name with spaces around it", () => {
    expect(twitchChannel("twitch.tv/CommunityCup")).toBe("communitycup");
    expect(twitchChannel("http://twitch.tv/communitycup")).toBe("communitycup");
    expect(twitchChannel("https://twitch.tv/communitycup")).toBe("communitycup");
    expect(twitchChannel("  CommunityCup  ")).toBe("communitycup");
  });
  it("refuses a link to another site that only mentions twitch.tv", () => {
    expect(twitchChannel("https://notwitch.tv/communitycup")).toBeNull();
  });
});
