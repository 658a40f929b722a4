import { describe, expect, it } from "vitest";
import { podcastGuests } from "./podcastGuests.ts";

describe("podcast guests", () => {
  it("lists the broadcast's guests, then its manual guests, with their pronouns", () => {
    const guests = podcastGuests(
      [{ id: "recJUNIPER0000001", name: "Juniper Vale", pronouns: "she/her", headshot: [{ id: "attJ" }] }],
      "Sam Rivera|https://img.example/sam.png|https://vdo.ninja/?view=sam|@sam|they/them\nNo Cam",
    );
    expect(guests.map((g) => [g.name, g.pronouns])).toEqual([
      ["Juniper Vale", "she/her"],
      ["Sam Rivera", "they/them"],
      ["No Cam", null],
    ]);
    expect(guests[0]).toMatchObject({ headshotId: "attJ", avatarUrl: null });
    expect(guests[0].camUrl).toContain("view=");
    expect(guests[1]).toMatchObject({ avatarUrl: "https://img.example/sam.png", camUrl: "https://vdo.ninja/?view=sam" });
    expect(guests[2].camUrl).toBeNull();
    expect(new Set(guests.map((g) => g.key)).size).toBe(3);
  });
  it("keys each guest by its player id, or by its place and name", () => {
    const guests = podcastGuests([{ id: "recJUNIPER0000001", name: "Juniper Vale" }], "Dr. Sam  Rivera\nTempo");
    expect(guests.map((g) => g.key)).toEqual(["p-recJUNIPER0000001", "m-0-dr-sam-rivera", "m-1-tempo"]);
  });
  it("shows a player without pronouns or headshot as a plain name card", () => {
    const guests = podcastGuests(
      [
        { id: "recA", name: "Ana" },
        { id: "recB", name: "Bo", pronouns: "  ", headshot: [] },
      ],
      null,
    );
    expect(guests.map((g) => [g.pronouns, g.headshotId])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
  it("keeps only web links as a manual guest's avatar and cam", () => {
    const [plain, insecure, broken] = podcastGuests(
      [],
      [
        "No Links",
        "Old Site|http://img.example/old.png|http://vdo.ninja/?view=old",
        "Broken|httphttps://img.example/b.png|cam https://vdo.ninja/?view=b",
      ].join("\n"),
    );
    expect(plain).toMatchObject({ avatarUrl: null, camUrl: null });
    expect(insecure).toMatchObject({ avatarUrl: "http://img.example/old.png", camUrl: "http://vdo.ninja/?view=old" });
    expect(broken).toMatchObject({ avatarUrl: null, camUrl: null });
  });
  it("leaves out a manual guest line without a name", () => {
    expect(podcastGuests([], "@sam|they/them\nTempo").map((g) => g.name)).toEqual(["Tempo"]);
  });
});
