import { describe, expect, it } from "vitest";
import { nextAdRead, playableAdReads } from "./adReads.ts";

const reads = [
  {
    id: "r1",
    name: "Nimbus read",
    audio: [{ id: "a1", fileExtension: "wav" }],
    image: [{ id: "i1", fileExtension: "svg" }],
    sponsor: ["s1"],
  },
  { id: "r2", name: "Silent", image: [{ id: "i2", fileExtension: "png" }] },
  { id: "r3", name: "Keystone read", audio: [{ id: "a3", fileExtension: "mp3" }] },
];

describe("ad reads", () => {
  it("queues the reads that have audio, with their image and sponsor", () => {
    expect(playableAdReads(reads)).toEqual([
      { id: "r1", name: "Nimbus read", audioUrl: "/image.wav?id=a1", imageId: "i1", sponsorId: "s1" },
      { id: "r3", name: "Keystone read", audioUrl: "/image.mp3?id=a3", imageId: null, sponsorId: null },
    ]);
  });
  it("plays them in turn and wraps round", () => {
    const q = playableAdReads(reads);
    expect(nextAdRead(q, null)?.id).toBe("r1");
    expect(nextAdRead(q, "r1")?.id).toBe("r3");
    expect(nextAdRead(q, "r3")?.id).toBe("r1");
    expect(nextAdRead(q, "gone")?.id).toBe("r1");
    expect(nextAdRead([], null)).toBeNull();
    const three = ["a", "b", "c"].map((id) => ({ id, name: id, audioUrl: `/image.mp3?id=${id}`, imageId: null, sponsorId: null }));
    expect(nextAdRead(three, null)?.id).toBe("a");
  });
});
