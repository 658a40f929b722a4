import { describe, expect, it } from "vitest";
import { makeMatchView } from "../../engine/testViews.ts";
import { teamIdFor, teamMedia } from "./layout.ts";

describe("team-image layout", () => {
  const team = {
    images: [
      { id: "attIMG", fileExtension: "png", type: "image/png" },
      { id: "attVID", fileExtension: "mp4", type: "video/mp4" },
    ],
  };
  it("picks the side of the live match, or the highlighted team for 3", () => {
    const m = makeMatchView({}, ["A", "B"]);
    expect(teamIdFor(1, m, {})).toBe("A");
    expect(teamIdFor(2, m, {})).toBe("B");
    expect(teamIdFor(3, m, { highlight_team: ["C"] })).toBe("C");
    expect(teamIdFor(1, null, {})).toBeNull();
  });
  it("shows image number index, a video as a video, the override first, nothing past the list", () => {
    expect(teamMedia(team, 1)).toEqual({ kind: "image", url: "/image.png?id=attIMG&size=1920" });
    expect(teamMedia(team, 2)).toEqual({ kind: "video", url: "/image.mp4?id=attVID" });
    expect(teamMedia(team, 3)).toBeNull();
    expect(teamMedia(null, 1)).toBeNull();
    expect(teamMedia(team, 1, "https://cdn.example/a.webm?x=1")).toEqual({ kind: "video", url: "https://cdn.example/a.webm?x=1" });
    expect(teamMedia(team, 1, "https://cdn.example/a.jpg")?.kind).toBe("image");
  });
});
