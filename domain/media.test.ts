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
  it("reads audio and image MIME types whatever the extension", () => {
    expect(mediaKind({ fileExtension: "bin", type: "audio/mpeg" })).toBe("audio");
    expect(mediaKind({ fileExtension: "bin", type: "Image/PNG" })).toBe("image");
    expect(mediaKind({ fileExtension: "bin", type: "application/octet-stream" })).toBeNull();
  });
  it("keeps only letters and digits of the extension, and loads an extensionless file as .bin", () => {
    expect(mediaUrl({ id: "att 1", fileExtension: ".m p4" })).toBe("/image.mp4?id=att%201");
    expect(mediaUrl({ id: "att2", fileExtension: "" })).toBe("/image.bin?id=att2");
  });
  it("finds nothing in a missing list", () => {
    expect(ofKind(null, "audio")).toEqual([]);
    expect(firstVisual(undefined)).toBeNull();
  });
  it("shows an image when it comes before any video", () => {
    const list = [
      { id: "a", fileExtension: "mp3" },
      { id: "c", fileExtension: "png" },
      { id: "b", fileExtension: "webm" },
    ];
    expect(firstVisual(list)).toEqual({ id: "c", fileExtension: "png", kind: "image" });
  });
  it("fills the frame with a box that has no width or height", () => {
    const frame = { x: 10, y: 20, w: 1920, h: 1080 };
    expect(fitBox(0, 50, frame, "contain")).toEqual({ ...frame, scale: 1 });
    expect(fitBox(100, 0, frame, "cover")).toEqual({ ...frame, scale: 1 });
  });
  it("fits a tall image to the frame's height and centres it inside a frame away from the origin", () => {
    expect(fitBox(50, 100, { x: 100, y: 50, w: 1920, h: 1080 }, "contain")).toEqual({ x: 790, y: 50, w: 540, h: 1080, scale: 10.8 });
  });
});
