import { describe, expect, it } from "vitest";
import { embedUrl, parseStartTime, recogniseVideoLink } from "./videoLinks.ts";

describe("recogniseVideoLink", () => {
  it("reads a video-site link with its start time in seconds or h/m/s", () => {
    expect(recogniseVideoLink("https://www.youtube.com/watch?v=abc123&t=95")).toMatchObject({ kind: "youtube", id: "abc123", start: 95 });
    expect(recogniseVideoLink("https://youtu.be/xyz?t=1h2m3s")).toMatchObject({ kind: "youtube", id: "xyz", start: 3723 });
  });
  it("tells a streaming-site VOD from a live channel by path depth", () => {
    expect(recogniseVideoLink("https://www.twitch.tv/videos/123456?t=2m")).toMatchObject({ kind: "twitch-vod", id: "123456", start: 120 });
    expect(recogniseVideoLink("https://twitch.tv/communitycup")).toMatchObject({ kind: "twitch-live", channel: "communitycup" });
  });
  it("recognises pdf, mp4 and webm files and calls anything else unknown", () => {
    expect(recogniseVideoLink("https://cdn.example.com/rules.PDF").kind).toBe("pdf");
    expect(recogniseVideoLink("https://cdn.example.com/clip.mp4")).toMatchObject({ kind: "video", format: "mp4" });
    expect(recogniseVideoLink("https://cdn.example.com/clip.webm")).toMatchObject({ kind: "video", format: "webm" });
    expect(recogniseVideoLink("https://example.com/page").kind).toBe("unknown");
    expect(recogniseVideoLink("javascript:alert(1)").kind).toBe("unknown");
  });
  it("embeds with the start time and the page's host as the streaming parent", () => {
    expect(embedUrl(recogniseVideoLink("https://youtu.be/xyz?t=30"), "site.gg")).toBe(
      "https://www.youtube-nocookie.com/embed/xyz?start=30",
    );
    expect(embedUrl(recogniseVideoLink("https://twitch.tv/chan"), "site.gg")).toContain("parent=site.gg");
    expect(embedUrl(recogniseVideoLink("https://example.com/x"), "site.gg")).toBeNull();
  });
  it("parses bare seconds and ignores nonsense", () => {
    expect(parseStartTime("42s")).toBe(42);
    expect(parseStartTime("abc")).toBe(0);
  });
});
