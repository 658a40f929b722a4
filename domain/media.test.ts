import { describe, expect, it } from "vitest";
import { firstVisual, fitBox, mediaKind, mediaUrl, ofKind } from "./media.ts";

describe("media attachments", () => {
  it("reads the kind from the MIME type, else from the extension", () => {
    expect(mediaKind({ fileExtension: "bin", type: "video/mp4" })).toBe("video");
    expect(mediaKind({ fileExtension: "mp3" })).toBe("audio");
    expect(mediaKind({ fileExtension: "PNG" })).toBe("image");
    expect(mediaKind({ fileExtension: "zip" })).toBeNull();
  });
  it("loads a file as stored", () => {
    expect(mediaUrl({ id: "att1", fileExtension: "mp3" })).toBe("/image.mp3?id=att1");
  });
  it("finds the first image or video and the audio tracks", () => {
    const list = [
      { id: "a", fileExtension: "mp3" },
      { id: "b", fileExtension: "webm" },
      { id: "c", fileExtension: "png" },
    ];
    expect(firstVisual(list)).toMatchObject({ id: "b", kind: "video" });
    expect(ofKind(list, "audio").map((a) => a.id)).toEqual(["a"]);
    expect(firstVisual([])).toBeNull();
  });
  it("fits an image inside or over a frame, centred", () => {
    expect(fitBox(100, 50, { x: 0, y: 0, w: 1920, h: 1080 }, "contain")).toMatchObject({ w: 1920, h: 960, y: 60 });
    expect(fitBox(100, 100, { x: 0, y: 0, w: 1920, h: 1080 }, "cover")).toMatchObject({ w: 1920, h: 1920, y: -420 });
  });
});
