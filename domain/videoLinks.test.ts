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

describe("recogniseVideoLink, more links", () => {
  it("reads the video site's embed, live and shorts links and the privacy host's start option", () => {
    expect(recogniseVideoLink("https://www.youtube-nocookie.com/embed/abc?start=30")).toMatchObject({
      kind: "youtube",
      id: "abc",
      start: 30,
    });
    expect(recogniseVideoLink("https://www.youtube.com/embed/e1")).toMatchObject({ kind: "youtube", id: "e1", start: 0 });
    expect(recogniseVideoLink("https://m.youtube.com/live/l1")).toMatchObject({ kind: "youtube", id: "l1" });
    expect(recogniseVideoLink("https://youtube.com/shorts/s1")).toMatchObject({ kind: "youtube", id: "s1" });
  });
  it("calls a video-site page without a video unknown", () => {
    expect(recogniseVideoLink("https://www.youtube.com/").kind).toBe("unknown");
    expect(recogniseVideoLink("https://www.youtube.com/channel/abc").kind).toBe("unknown");
  });
  it("takes the video-site paths and v option only on the video site's own hosts", () => {
    expect(recogniseVideoLink("https://example.com/watch?v=abc").kind).toBe("unknown");
    expect(recogniseVideoLink("https://example.com/embed/abc").kind).toBe("unknown");
    expect(recogniseVideoLink("https://youtube.com.m/watch?v=abc").kind).toBe("unknown");
  });
  it("reads a streaming-site VOD under a channel and calls other channel pages unknown", () => {
    expect(recogniseVideoLink("https://www.twitch.tv/chan/v/123456?t=1m")).toMatchObject({ kind: "twitch-vod", id: "123456", start: 60 });
    expect(recogniseVideoLink("https://www.twitch.tv/chan/about").kind).toBe("unknown");
    expect(recogniseVideoLink("https://www.twitch.tv/chan/v").kind).toBe("unknown");
    expect(recogniseVideoLink("https://www.twitch.tv/chan/clip/abc").kind).toBe("unknown");
    expect(recogniseVideoLink("https://www.twitch.tv/").kind).toBe("unknown");
  });
  it("reads a pasted link with non-breaking spaces around it", () => {
    expect(recogniseVideoLink("\u00a0https://youtu.be/xyz\u00a0")).toMatchObject({ kind: "youtube", id: "xyz" });
  });
});

describe("parseStartTime, h/m/s", () => {
  it("reads hours, minutes and seconds of any length, each part optional", () => {
    expect(parseStartTime("10h20m30s")).toBe(37230);
    expect(parseStartTime("1h")).toBe(3600);
    expect(parseStartTime("1h30s")).toBe(3630);
    expect(parseStartTime("12m")).toBe(720);
    expect(parseStartTime("")).toBe(0);
    expect(parseStartTime(null)).toBe(0);
  });
  it("reads nothing from a time with text before or after it", () => {
    expect(parseStartTime("x5m")).toBe(0);
    expect(parseStartTime("5mx")).toBe(0);
  });
});

describe("embedUrl, every kind", () => {
  it("plays a video-site link from the start when it has no start time", () => {
    expect(embedUrl(recogniseVideoLink("https://youtu.be/xyz"), "site.gg")).toBe("https://www.youtube-nocookie.com/embed/xyz");
  });
  it("plays a streaming-site VOD with the page's host as parent, from its start time when it has one", () => {
    expect(embedUrl(recogniseVideoLink("https://www.twitch.tv/videos/123?t=1m30s"), "site.gg")).toBe(
      "https://player.twitch.tv/?video=123&parent=site.gg&time=90s",
    );
    expect(embedUrl(recogniseVideoLink("https://www.twitch.tv/videos/123"), "site.gg")).toBe(
      "https://player.twitch.tv/?video=123&parent=site.gg",
    );
  });
  it("shows a pdf at its own address and opens video files in a new tab", () => {
    expect(embedUrl(recogniseVideoLink("https://cdn.example.com/rules.pdf"), "site.gg")).toBe("https://cdn.example.com/rules.pdf");
    expect(embedUrl(recogniseVideoLink("https://cdn.example.com/clip.mp4"), "site.gg")).toBeNull();
  });
});
