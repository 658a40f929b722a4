import { describe, expect, it } from "vitest";
import type { MatchView } from "../../engine/types.ts";
import { attackSides, currentMapNumber, mapResults, middleText, officialBroadcastCredit, scoreDots } from "./layout.ts";

const team = (id: string) => ({ id, name: id, code: id, players: [], staff: [], theme: {} as never });
const match = (score: [number, number], maps: Record<string, unknown>[] = [], firstTo = 3): MatchView => ({
  id: "m", record: { id: "m", __tableName: "Matches" }, teams: [team("A"), team("B")], placeholders: ["", ""], score, firstTo, label: "",
  maps: maps.map((m, i) => ({ id: `map${i}`, __tableName: "Maps", ...m })),
});

describe("ingame layout", () => {
  it("plays the map after the ones decided", () => {
    expect(currentMapNumber(match([0, 0]))).toBe(1);
    expect(currentMapNumber(match([2, 1]))).toBe(4);
    expect(currentMapNumber(match([2, 2]))).toBe(5);
  });
  it("says which map and the match length in the middle box", () => {
    expect(middleText(match([1, 0]))).toEqual(["MAP 2", "BEST OF 5"]);
  });
  it("draws as many dots as maps needed, filled for maps won", () => {
    expect(scoreDots(2, 3)).toEqual([true, true, false]);
  });
  it("puts the attack icon on the right side, mirrored when teams are flipped", () => {
    expect(attackSides("Left", false)).toEqual([true, false]);
    expect(attackSides("Left", true)).toEqual([false, true]);
    expect(attackSides("Both", false)).toEqual([true, true]);
    expect(attackSides(null, false)).toEqual([false, false]);
  });
  it("colours map tiles by winner and skips banned maps", () => {
    expect(mapResults(match([1, 1], [{ winner: ["A"] }, { banner: ["B"] }, { winner: ["B"] }, {}]))).toEqual([1, 2, 0]);
  });
});

describe("the costreamer credit", () => {
  it("names the official broadcast by its stream link, else its Twitch channel", () => {
    expect(officialBroadcastCredit({ stream_link: "https://www.twitch.tv/communitycup/", channel: "other" })).toBe("OFFICIAL BROADCAST · TWITCH.TV/COMMUNITYCUP");
    expect(officialBroadcastCredit({ channel: "communitycup" })).toBe("OFFICIAL BROADCAST · TWITCH.TV/COMMUNITYCUP");
    expect(officialBroadcastCredit({})).toBeNull();
  });
});
