import { describe, expect, it } from "vitest";
import {
  bestOf,
  currentMap,
  currentMapNumber,
  scoreLeader,
  firstTo,
  isPlayed,
  isMatchComplete,
  mapInPlay,
  mapWin,
  mapWinner,
  matchLength,
  matchWinner,
  placeholders,
  scoreTexts,
  sideNames,
  sideOfTeam,
  teamCode,
  upcomingMatches,
} from "./match.ts";
import type { MapRecord, MatchRecord } from "./tables.ts";

const A = "recTEAMA0000000001";
const B = "recTEAMB0000000001";
const makeMatch = (o: Partial<MatchRecord> = {}): MatchRecord => ({
  id: "recMATCH000000001",
  __tableName: "Matches",
  __version: 1,
  teams: [A, B],
  first_to: 3,
  ...o,
});
const makeMap = (o: Partial<MapRecord> = {}): MapRecord => ({
  id: `recMAP${String(o.number ?? 1).padStart(11, "0")}`,
  __tableName: "Maps",
  __version: 1,
  ...o,
});

describe("the match winner (SPEC §4)", () => {
  it("a side wins when its score reaches first_to", () => {
    expect(matchWinner(makeMatch({ score_1: 3, score_2: 1 }))).toBe(1);
    expect(matchWinner(makeMatch({ score_1: 0, score_2: 3 }))).toBe(2);
    expect(matchWinner(makeMatch({ score_1: 2, score_2: 1 }))).toBe(null);
  });
  it("a forfeit decides the match for the side ahead, and level scores have no winner", () => {
    expect(matchWinner(makeMatch({ forfeit: true, score_1: 0, score_2: 1 }))).toBe(2);
    expect(matchWinner(makeMatch({ forfeit: true }))).toBe(null);
  });
  it("a match without a known first_to is decided only by forfeit", () => {
    expect(matchWinner(makeMatch({ first_to: undefined, score_1: 5, score_2: 0 }))).toBe(null);
    expect(matchWinner(makeMatch({ first_to: 0, score_1: 5, score_2: 0, forfeit: true }))).toBe(1);
  });
  it("a forfeit shows W against FF; other results show their numbers", () => {
    expect(scoreTexts(makeMatch({ forfeit: true, score_1: 3, score_2: 0 }))).toEqual(["W", "FF"]);
    expect(scoreTexts(makeMatch({ forfeit: true, score_1: 0, score_2: 3 }))).toEqual(["FF", "W"]);
    expect(scoreTexts(makeMatch({ score_1: 2 }))).toEqual(["2", "0"]);
  });
  it("a match is complete with a winner or a forfeit, and played once a map is won or it was forfeited", () => {
    expect(isMatchComplete(makeMatch({ score_1: 3, score_2: 1 }))).toBe(true);
    expect(isMatchComplete(makeMatch({ score_1: 2, score_2: 2 }))).toBe(false);
    expect(isMatchComplete(makeMatch({ forfeit: true }))).toBe(true);
    expect(isPlayed(makeMatch())).toBe(false);
    expect(isPlayed(makeMatch({ score_1: 0, score_2: 0 }))).toBe(false);
    expect(isPlayed(makeMatch({ score_2: 1 }))).toBe(true);
    expect(isPlayed(makeMatch({ forfeit: true }))).toBe(true);
  });
});

describe("match length (SPEC §9)", () => {
  it("is first_to*2-1 plus drawn maps; banned maps do not lengthen it", () => {
    expect(matchLength(3)).toBe(5);
    expect(bestOf(makeMatch({ first_to: 2 }), [makeMap({ draw: true }), makeMap({ draw: true, banner: [A] })])).toBe(4);
    expect(bestOf(makeMatch({ first_to: undefined }))).toBe(null);
    expect(firstTo(makeMatch({ first_to: 0 }))).toBe(null);
  });
});

describe("maps", () => {
  it("a map's winner is its stored winner, else the higher score, a draw, or nobody when banned", () => {
    const match = makeMatch();
    expect(mapWinner(makeMap({ winner: [B], score_1: 3, score_2: 0 }), match)).toBe(2);
    expect(mapWinner(makeMap({ score_1: 3, score_2: 1 }), match)).toBe(1);
    expect(mapWinner(makeMap({ draw: true }), match)).toBe("draw");
    expect(mapWinner(makeMap({ banner: [A], winner: [A] }), match)).toBe(null);
    expect(mapWinner(makeMap({ score_1: 1 }), match)).toBe(null);
  });
  it("the current map is one past the decided maps or the score, capped at the match length", () => {
    const maps = [makeMap({ number: 1, winner: [A] }), makeMap({ number: 2, banner: [B] }), makeMap({ number: 2 })];
    expect(currentMapNumber(makeMatch({ score_1: 1 }), maps)).toBe(2);
    expect(currentMap(makeMatch({ score_1: 1 }), maps)).toBe(maps[2]);
    expect(currentMapNumber(makeMatch({ score_1: 2, score_2: 2 }), [])).toBe(5);
    expect(currentMapNumber(makeMatch({ score_1: 3, score_2: 2 }), [])).toBe(5);
  });
});

describe("a map win (SPEC §7 multi-map-win)", () => {
  const NEW = "recNEWMAP00000001";
  it("adds a map to the side and names its team the winner of the map being played, clearing a draw", () => {
    const maps = [makeMap({ number: 1, winner: [A] }), makeMap({ number: 2, draw: true }), makeMap({ number: 3, score_1: 1, score_2: 1 })];
    const win = mapWin(makeMatch({ score_1: 1, maps: maps.map((m) => m.id) }), maps, 2, NEW);
    expect(win).toEqual({ ok: true, match: { score_2: 1 }, map: { create: false, id: maps[2].id, fields: { winner: [B], draw: null } } });
  });
  it("creates the map's row, numbered and linked to the match, when the match has none", () => {
    const maps = [makeMap({ number: 1, winner: [A] })];
    const win = mapWin(makeMatch({ score_1: 1, score_2: 1, maps: [maps[0].id] }), maps, 1, NEW);
    expect(win).toEqual({
      ok: true,
      match: { score_1: 2, maps: [maps[0].id, NEW] },
      map: { create: true, id: NEW, fields: { match: ["recMATCH000000001"], number: 3, winner: [A] } },
    });
  });
  it("keeps the match's maps in number order when a later map is already listed", () => {
    const maps = [makeMap({ number: 1, winner: [A] }), makeMap({ number: 3, picker: [B] })];
    const win = mapWin(makeMatch({ score_1: 1, maps: ["recGONE", ...maps.map((m) => m.id)] }), maps, 2, NEW);
    expect(win.ok && win.match.maps).toEqual(["recGONE", maps[0].id, NEW, maps[1].id]);
    expect(mapWin(makeMatch(), [], 1, NEW)).toMatchObject({ match: { score_1: 1, maps: [NEW] }, map: { fields: { number: 1 } } });
  });
  it("a banned map with the current number is not the map being played", () => {
    const maps = [makeMap({ number: 1, banner: [A] })];
    expect(mapWin(makeMatch({ maps: [maps[0].id] }), maps, 2, NEW)).toMatchObject({ map: { create: true, fields: { number: 1 } } });
  });
  it("is refused once the match is complete, or without two teams", () => {
    expect(mapWin(makeMatch({ score_1: 3, score_2: 1 }), [], 2, NEW)).toEqual({
      ok: false,
      message: "A team has already reached first_to",
    });
    expect(mapWin(makeMatch({ forfeit: true, score_1: 1 }), [], 1, NEW)).toMatchObject({ ok: false });
    expect(mapWin(makeMatch({ teams: [A] }), [], 1, NEW)).toEqual({ ok: false, message: "The live match needs two teams" });
    expect(mapWin(makeMatch({ teams: ["", B] }), [], 2, NEW)).toMatchObject({ ok: false });
  });
});

describe("the map in play", () => {
  it("is the current map until the match is complete, then none: a match won 3-1 has no map 5", () => {
    expect(mapInPlay(makeMatch({ score_1: 2, score_2: 1 }), [])).toBe(4);
    expect(currentMapNumber(makeMatch({ score_1: 3, score_2: 1 }), [])).toBe(5);
    expect(mapInPlay(makeMatch({ score_1: 3, score_2: 1 }), [])).toBeNull();
    expect(mapInPlay(makeMatch({ forfeit: true, score_2: 1 }), [])).toBeNull();
  });
});

describe("sides", () => {
  it("placeholders give two names and optional short codes", () => {
    expect(placeholders(makeMatch({ placeholder_teams: "Winner A|Winner B|WA|WB" }))).toEqual({
      names: ["Winner A", "Winner B"],
      codes: ["WA", "WB"],
    });
    expect(placeholders(makeMatch({ placeholder_teams: "Seed 1" }))).toEqual({ names: ["Seed 1", ""], codes: ["", ""] });
  });
  it("a side shows its team's name, else its placeholder, else TBD", () => {
    expect(sideNames(makeMatch({ placeholder_teams: "Winner A|Winner B" }), [{ name: "Aurora Foxes" }, null])).toEqual([
      "Aurora Foxes",
      "Winner B",
    ]);
    expect(sideNames(makeMatch(), [undefined, undefined])).toEqual(["TBD", "TBD"]);
  });
  it("a team's code is its own, else the first four letters of its name, upper case", () => {
    expect(teamCode({ name: "Aurora Foxes", code: "afx" })).toBe("AFX");
    expect(teamCode({ name: "Midnight Owls" })).toBe("MIDN");
  });
  it("finds the side a team plays on", () => {
    expect(sideOfTeam(makeMatch(), B)).toBe(2);
    expect(sideOfTeam(makeMatch(), "recOTHER00000000")).toBe(null);
  });
});

describe("upcoming matches", () => {
  it("are scheduled, unfinished, started at most three hours ago, soonest first", () => {
    const now = 1_000_000_000;
    const list = upcomingMatches(
      [
        makeMatch({ id: "late", start: now + 7200_000 }),
        makeMatch({ id: "soon", start: now + 60_000 }),
        makeMatch({ id: "done", start: now + 1000, score_1: 3 }),
        makeMatch({ id: "forfeited", start: now + 1000, forfeit: true }),
        makeMatch({ id: "unscheduled" }),
        makeMatch({ id: "long-ago", start: now - 86_400_000 }),
        makeMatch({ id: "began", start: now - 3600_000 }),
      ],
      now,
    );
    expect(list.map((m) => m.id)).toEqual(["began", "soon", "late"]);
  });
});

describe("scoreLeader", () => {
  it("names the side with the higher score, none while a score is missing or they are level", () => {
    expect(scoreLeader(3, 1)).toBe(1);
    expect(scoreLeader(0, 2)).toBe(2);
    expect(scoreLeader(2, 2)).toBeNull();
    expect(scoreLeader(2, null)).toBeNull();
    expect(scoreLeader(undefined, 0)).toBeNull();
  });
});

describe("rules the other tests do not reach", () => {
  it("a negative first_to is unknown", () => {
    expect(firstTo({ first_to: -2 })).toBeNull();
    expect(firstTo({ first_to: 2 })).toBe(2);
  });
  it("a drawn map lengthens the match", () => {
    expect(bestOf(makeMatch({ first_to: 2 }), [makeMap({ draw: true })])).toBe(4);
    expect(bestOf(makeMatch({ first_to: 2 }))).toBe(3);
  });
  it("a drawn map with an empty banner list is played, so it lengthens the match too", () => {
    expect(bestOf(makeMatch({ first_to: 2 }), [makeMap({ draw: true, banner: [] })])).toBe(4);
    expect(bestOf(makeMatch({ first_to: 2 }), [makeMap({ draw: true, banner: [A] })])).toBe(3);
  });
  it("the current map counts decided maps even when the match score lags behind", () => {
    const maps = [makeMap({ number: 1, winner: [A] }), makeMap({ number: 2, score_1: 1, score_2: 2 }), makeMap({ number: 3 })];
    expect(currentMapNumber(makeMatch(), maps)).toBe(3);
    expect(currentMap(makeMatch(), maps)).toBe(maps[2]);
  });
  it("the current map is not capped while first_to is unknown", () => {
    expect(currentMapNumber(makeMatch({ first_to: undefined, score_1: 4, score_2: 3 }), [])).toBe(8);
  });
  it("a team without a name or code has an empty code", () => {
    expect(teamCode({ name: "" })).toBe("");
  });
  it("no side for a missing team, or in a match without teams", () => {
    expect(sideOfTeam(makeMatch({ teams: [A] }), undefined)).toBeNull();
    expect(sideOfTeam(makeMatch({ teams: [A] }), "")).toBeNull();
    expect(sideOfTeam(makeMatch({ teams: undefined }), A)).toBeNull();
    expect(sideOfTeam(makeMatch(), A)).toBe(1);
  });
  it("upcoming matches include one started exactly three hours ago, and order by start then id", () => {
    const now = 1_700_000_000_000;
    const list = upcomingMatches(
      [
        makeMatch({ id: "c", start: now + 5000 }),
        makeMatch({ id: "edge", start: now - 3 * 60 * 60 * 1000 }),
        makeMatch({ id: "b", start: now + 5000 }),
        makeMatch({ id: "first", start: now }),
        makeMatch({ id: "a", start: now + 9000 }),
      ],
      now,
    );
    expect(list.map((m) => m.id)).toEqual(["edge", "first", "b", "c", "a"]);
  });
});
