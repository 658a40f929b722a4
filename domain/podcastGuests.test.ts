import { describe, expect, it } from "vitest";
import { initials, podcastGuests } from "./podcastGuests.ts";

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
  it("makes initials for a card without a picture", () => {
    expect(initials("Juniper Vale")).toBe("JV");
    expect(initials("Tempo")).toBe("T");
    expect(initials("  ")).toBe("?");
  });
});
