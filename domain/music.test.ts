import { describe, expect, it } from "vitest";
import { groupPlaylist, mediaPlaylist, musicPlaylist, pickTrackGroup, trackLabel } from "./music.ts";

const groups = [
  { id: "g1", name: "Walk-in", role: "Desk", tracks: ["t1"] },
  { id: "g2", name: "Break Music", role: "Break", tracks: ["t2", "t3", "t4"] },
];
const tracks = new Map([
  ["t1", { id: "t1", name: "Opening", audio: [{ id: "a1", fileExtension: "mp3" }] }],
  ["t2", { id: "t2", name: "Neon Drift", artist: "Spring Cup Audio", audio: [{ id: "a2", fileExtension: "ogg", type: "audio/ogg" }] }],
  ["t3", { id: "t3", name: "No file" }],
  ["t4", { id: "t4", name: "Afterglow", artist: "DJ Four", audio: [{ id: "a4", fileExtension: "mp3" }] }],
]);

describe("music playlist", () => {
  it("picks the group by name or role, in any case, and the first without an option", () => {
    expect(pickTrackGroup(groups, "break music")?.id).toBe("g2");
    expect(pickTrackGroup(groups, "BREAK")?.id).toBe("g2");
    expect(pickTrackGroup(groups, "desk")?.id).toBe("g1");
    expect(pickTrackGroup(groups)?.id).toBe("g1");
    expect(pickTrackGroup(groups, "nope")).toBeNull();
  });
  it("plays the group's tracks that have audio, labelled track — artist", () => {
    expect(musicPlaylist(groups, tracks, "Break", [])).toEqual([
      { url: "/image.ogg?id=a2", label: "Neon Drift — Spring Cup Audio" },
      { url: "/image.mp3?id=a4", label: "Afterglow — DJ Four" },
    ]);
    expect(trackLabel({ name: "Solo" })).toBe("Solo");
  });
  it("falls back to the highlighted media's audio", () => {
    const media = [
      { id: "m1", fileExtension: "png" },
      { id: "m2", fileExtension: "mp3", filename: "theme.mp3" },
    ];
    expect(musicPlaylist([], tracks, null, media)).toEqual([{ url: "/image.mp3?id=m2", label: "theme" }]);
    expect(musicPlaylist(groups, tracks, "unknown", media)).toHaveLength(1);
  });
});

describe("music playlist, edge cases", () => {
  it("picks a group whatever spaces surround the option", () => {
    expect(pickTrackGroup(groups, "  Break Music ")?.id).toBe("g2");
    expect(pickTrackGroup([{ id: "g3", name: " Walk-out " }], "walk-out")?.id).toBe("g3");
  });
  it("labels a track alone when its artist is blank, and trims the artist", () => {
    expect(trackLabel({ name: "Solo", artist: "  " })).toBe("Solo");
    expect(trackLabel({ name: "Solo", artist: " DJ Four " })).toBe("Solo — DJ Four");
  });
  it("skips a group's track that no longer exists", () => {
    expect(groupPlaylist({ id: "g", name: "G", tracks: ["gone", "t1"] }, tracks)).toEqual([{ url: "/image.mp3?id=a1", label: "Opening" }]);
  });
  it("names an unnamed media file by the end of its id, and drops only the last extension", () => {
    expect(
      mediaPlaylist([
        { id: "recATT000000beef", fileExtension: "mp3" },
        { id: "m2", fileExtension: "ogg", filename: "theme.final.ogg" },
      ]),
    ).toEqual([
      { url: "/image.mp3?id=recATT000000beef", label: "Track beef" },
      { url: "/image.ogg?id=m2", label: "theme.final" },
    ]);
    expect(mediaPlaylist(null)).toEqual([]);
  });
});
