import { describe, expect, it } from "vitest";
import { makeMatchView } from "../../engine/testViews.ts";
import { sideName } from "../shared/names.ts";
import { attackSides, currentBans, mapResults, middleText, officialBroadcastCredit, scoreDots, winnerTag } from "./layout.ts";

const match = (score: [number, number], maps = [] as Parameters<typeof makeMatchView>[2], first_to = 3) =>
  makeMatchView({ score_1: score[0], score_2: score[1], first_to }, ["A", "B"], maps);

describe("ingame layout", () => {
  it("says which map is played and the match length in the middle box", () => {
    expect(middleText(match([1, 0]))).toEqual(["MAP 2", "BEST OF 5"]);
    expect(middleText(match([2, 2]))).toEqual(["MAP 5", "BEST OF 5"]);
    expect(middleText(match([1, 1], [{ winner: ["A"] }, { draw: true }, { winner: ["B"] }]))).toEqual(["MAP 4", "BEST OF 6"]);
  });
  it("says FINAL once a team reaches first_to or the match is forfeited, never the map after the decider", () => {
    expect(middleText(match([3, 1]))).toEqual(["FINAL", "BEST OF 5"]);
    expect(middleText(match([1, 3], [{ winner: ["A"] }, { winner: ["B"] }, { winner: ["B"] }, { winner: ["B"] }]))).toEqual([
      "FINAL",
      "BEST OF 5",
    ]);
    expect(middleText(makeMatchView({ score_1: 1, first_to: 3, forfeit: true }))).toEqual(["FINAL", "BEST OF 5"]);
  });
  it("names the winner under its bar once the match is won, and no one before", () => {
    expect(winnerTag(match([3, 1]))).toEqual({ side: 0, text: "A WIN" });
    expect(winnerTag(match([1, 3]))).toEqual({ side: 1, text: "B WIN" });
    expect(winnerTag(match([2, 2]))).toBeNull();
  });
  it("leaves the match length out while first_to is not set", () => {
    expect(middleText(makeMatchView({ score_1: 1 }))).toEqual(["MAP 2", ""]);
  });
  it("draws as many dots as maps needed, filled for maps won", () => {
    expect(scoreDots(2, 3)).toEqual([true, true, false]);
    expect(scoreDots(1, null)).toEqual([true]);
  });
  it("puts the attack icon on the right side, mirrored when teams are flipped", () => {
    expect(attackSides("Left", { flipped: false })).toEqual([true, false]);
    expect(attackSides("Left", { flipped: true })).toEqual([false, true]);
    expect(attackSides("Both", { flipped: false })).toEqual([true, true]);
    expect(attackSides(null, { flipped: false })).toEqual([false, false]);
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

describe("ingame with the teams flipped", () => {
  const HERO_A = { id: "recHERO0000000001" };
  const HERO_B = { id: "recHERO0000000002" };
  const m = makeMatchView(
    { score_1: 2, score_2: 1, first_to: 3, flip_teams: true },
    ["A", "B"],
    [{ winner: ["A"] }, { winner: ["B"] }, { winner: ["A"] }, { team_1_bans: [HERO_A], team_2_bans: [HERO_B] }],
  );
  it("draws team 2's name and score in the left bar and team 1's in the right", () => {
    expect([sideName(m, 0), sideName(m, 1)]).toEqual(["B", "A"]);
    expect(m.scoreText).toEqual(["1", "2"]);
    expect(scoreDots(m.score[0], m.firstTo)).toEqual([true, false, false]);
  });
  it("colours each map tile by the winner's side on screen", () => {
    expect(mapResults(m)).toEqual([2, 1, 2, 0]);
  });
  it("shows each team's bans under its own bar", () => {
    expect(currentBans(m)).toEqual([[HERO_B.id], [HERO_A.id]]);
  });
  it("puts the winner's tab under the bar that shows the winner", () => {
    const won = makeMatchView({ score_1: 3, score_2: 1, first_to: 3, flip_teams: true }, ["A", "B"]);
    expect(winnerTag(won)).toEqual({ side: 1, text: "A WIN" });
  });
  it("puts team 1's attack (Left) under the right bar, once", () => {
    expect(attackSides("Left", m)).toEqual([false, true]);
  });
  it("draws as before when the teams are not flipped", () => {
    const plain = makeMatchView({ score_1: 2, score_2: 1, first_to: 3 }, ["A", "B"], [{ winner: ["A"] }]);
    expect([sideName(plain, 0), plain.scoreText[0], mapResults(plain)[0], attackSides("Left", plain)[0]]).toEqual(["A", "2", 1, true]);
  });
});
