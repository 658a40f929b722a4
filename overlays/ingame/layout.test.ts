import { describe, expect, it } from "vitest";
import { makeMatchView } from "../../engine/testViews.ts";
import { attackSides, currentBans, mapResults, middleText, officialBroadcastCredit, scoreDots } from "./layout.ts";

const match = (score: [number, number], maps = [] as Parameters<typeof makeMatchView>[2], first_to = 3) =>
  makeMatchView({ score_1: score[0], score_2: score[1], first_to }, ["A", "B"], maps);

describe("ingame layout", () => {
  it("says which map is played and the match length in the middle box", () => {
    expect(middleText(match([1, 0]))).toEqual(["MAP 2", "BEST OF 5"]);
    expect(middleText(match([2, 2]))).toEqual(["MAP 5", "BEST OF 5"]);
    expect(middleText(match([1, 1], [{ winner: ["A"] }, { draw: true }, { winner: ["B"] }]))).toEqual(["MAP 4", "BEST OF 6"]);
  });
  it("leaves the match length out while first_to is not set", () => {
    expect(middleText(makeMatchView({ score_1: 1 }))).toEqual(["MAP 2", ""]);
  });
  it("draws as many dots as maps needed, filled for maps won", () => {
    expect(scoreDots(2, 3)).toEqual([true, true, false]);
    expect(scoreDots(1, null)).toEqual([true]);
  });
  it("puts the attack icon on the right side, mirrored when teams are flipped", () => {
    expect(attackSides("Left", false)).toEqual([true, false]);
    expect(attackSides("Left", true)).toEqual([false, true]);
    expect(attackSides("Both", false)).toEqual([true, true]);
    expect(attackSides(null, false)).toEqual([false, false]);
  });
  it("colours map tiles by winner (stored, else by score) and skips banned maps", () => {
    expect(mapResults(match([1, 1], [{ winner: ["A"] }, { banner: ["B"] }, { score_1: 0, score_2: 2 }, {}]))).toEqual([1, 2, 0]);
  });
  it("shows the bans of the map being played", () => {
    const m = match([1, 0], [{ winner: ["A"] }, { team_1_bans: [{ id: "recHERO0000000001" }], team_2_bans: [] }]);
    expect(currentBans(m)).toEqual([["recHERO0000000001"], []]);
  });
});

describe("the costreamer credit", () => {
  it("names the official broadcast by its stream link, else its Twitch channel", () => {
    expect(officialBroadcastCredit({ stream_link: "https://www.twitch.tv/communitycup/", channel: "other" })).toBe(
      "OFFICIAL BROADCAST · TWITCH.TV/COMMUNITYCUP",
    );
    expect(officialBroadcastCredit({ channel: "communitycup" })).toBe("OFFICIAL BROADCAST · TWITCH.TV/COMMUNITYCUP");
    expect(officialBroadcastCredit({})).toBeNull();
  });
});
