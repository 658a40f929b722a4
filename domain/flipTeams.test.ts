import { describe, expect, it } from "vitest";
import { onScreen, sideOnScreen, swapMapSides, swapMatchSides, teamsOnScreen } from "./flipTeams.ts";
import { mapWinner, matchWinner, placeholders, scoreTexts, sideOfTeam } from "./match.ts";
import type { MapRecord, MatchRecord } from "./tables.ts";

const A = "recTEAMA0000000001";
const B = "recTEAMB0000000001";
const HERO = (n: number) => ({ id: `recHERO00000000${n}` });
const makeMatch = (o: Partial<MatchRecord> = {}): MatchRecord => ({
  id: "recMATCH000000001",
  __tableName: "Matches",
  __version: 1,
  teams: [A, B],
  first_to: 3,
  ...o,
});
const makeMap = (o: Partial<MapRecord> = {}): MapRecord => ({ id: "recMAP00000000001", __tableName: "Maps", __version: 1, ...o });

describe("a flipped match's stored values on screen", () => {
  it("puts a pair kept by team number with team 2 on the left, and leaves it unflipped otherwise", () => {
    expect(onScreen(["team 1 cams", "team 2 cams"], true)).toEqual(["team 2 cams", "team 1 cams"]);
    expect(onScreen(["team 1 cams", "team 2 cams"], false)).toEqual(["team 1 cams", "team 2 cams"]);
  });
  it("shows team 1 on the right, and the right side is team 1 again", () => {
    expect(sideOnScreen(1, true)).toBe(2);
    expect(sideOnScreen(sideOnScreen(1, true), true)).toBe(1);
    expect(sideOnScreen(2, false)).toBe(2);
  });
  it("lists the team ids left first", () => {
    expect(teamsOnScreen(makeMatch({ flip_teams: true }))).toEqual([B, A]);
    expect(teamsOnScreen(makeMatch())).toEqual([A, B]);
    expect(teamsOnScreen(makeMatch({ teams: [A], flip_teams: true }))).toEqual([null, A]);
  });
});

describe("a match record with its sides swapped", () => {
  it("has team 2's team, score and placeholder on side 1, and its winner on that side", () => {
    const m = makeMatch({ score_1: 1, score_2: 3, placeholder_teams: "Winner A|Winner B|WA|WB", _codes: "AAA,BBB", flip_teams: true });
    const swapped = swapMatchSides(m);
    expect(swapped).toMatchObject({ teams: [B, A], score_1: 3, score_2: 1, _codes: "BBB,AAA" });
    expect(placeholders(swapped)).toEqual({ names: ["Winner B", "Winner A"], codes: ["WB", "WA"] });
    expect(matchWinner(swapped)).toBe(1);
    expect(scoreTexts(swapped)).toEqual(["3", "1"]);
    expect(sideOfTeam(swapped, A)).toBe(2);
  });
  it("clears flip_teams, so nothing reading the swapped record swaps it again", () => {
    expect(swapMatchSides(makeMatch({ flip_teams: true })).flip_teams).toBe(false);
  });
  it("keeps an open side in its place: a lone team 1 shows on the right", () => {
    const swapped = swapMatchSides(makeMatch({ teams: [A], placeholder_teams: "|Winner B" }));
    expect(swapped.teams).toEqual(["", A]);
    expect(sideOfTeam(swapped, A)).toBe(2);
    expect(placeholders(swapped).names).toEqual(["Winner B", ""]);
  });
  it("swaps a forfeit's W and FF with the sides", () => {
    expect(scoreTexts(swapMatchSides(makeMatch({ score_1: 1, forfeit: true })))).toEqual(["FF", "W"]);
  });
  it("leaves the stored record as it was", () => {
    const m = makeMatch({ score_1: 2 });
    swapMatchSides(m);
    expect(m).toMatchObject({ teams: [A, B], score_1: 2 });
  });
});

describe("a map record with its sides swapped", () => {
  const map = makeMap({
    score_1: 2,
    score_2: 1,
    team_1_picks: [HERO(1)],
    team_2_picks: [HERO(2)],
    team_1_bans: [HERO(3)],
    team_2_bans: [HERO(4)],
    winner: [A],
    picker: [B],
  });
  it("has each side's score, picks and bans in the other's place", () => {
    expect(swapMapSides(map)).toMatchObject({
      score_1: 1,
      score_2: 2,
      team_1_picks: [HERO(2)],
      team_2_picks: [HERO(1)],
      team_1_bans: [HERO(4)],
      team_2_bans: [HERO(3)],
    });
  });
  it("keeps its winner and picker as team ids, which the swapped match places on screen", () => {
    const swapped = swapMapSides(map);
    expect(swapped).toMatchObject({ winner: [A], picker: [B] });
    expect(mapWinner(swapped, swapMatchSides(makeMatch()))).toBe(2);
    expect(mapWinner({ ...swapped, winner: undefined }, swapMatchSides(makeMatch()))).toBe(2);
  });
});
