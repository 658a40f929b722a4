import { describe, expect, it } from "vitest";
import { backgroundOf } from "./layout.ts";

const list = [
  { id: "attA", fileExtension: "png", type: "image/png" },
  { id: "attB", fileExtension: "mp4", type: "video/mp4" },
];

describe("the background route", () => {
  it("picks the broadcast's background by its 1-based index", () => {
    expect(backgroundOf(list, 1)).toEqual({ kind: "image", id: "attA" });
  });
  it("plays a video background from the attachment endpoint of the overlay's own server", () => {
    expect(backgroundOf(list, 2)).toEqual({ kind: "video", id: "attB", url: "/image.mp4?id=attB" });
  });
  it("draws nothing for an index with no background", () => {
    expect(backgroundOf(list, 3)).toBeNull();
    expect(backgroundOf(undefined, 1)).toBeNull();
  });
});
