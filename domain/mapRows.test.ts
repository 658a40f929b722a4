import { describe, expect, it } from "vitest";
import {
  blankRow,
  duplicateSlots,
  editorMapData,
  editorRowCount,
  padRows,
  rowOfMap,
  setScore,
  setWinner,
  teamIdsOf,
  type EditorMapRow,
  type TeamIds,
} from "./mapRows.ts";
import type { MapRecord } from "./tables.ts";

const TEAM_A = "recTEAMA0000000001";
const TEAM_B = "recTEAMB0000000001";
const TEAMS: TeamIds = [TEAM_A, TEAM_B];
const BUSAN = "recMAPDATA0000001";
const HERO_1 = "recHERO0000000001";
const HERO_2 = "recHERO0000000002";

const makeRow = (fields: Partial<EditorMapRow> = {}): EditorMapRow => ({ ...blankRow(), ...fields });
const makeMatch = (fields: { first_to?: number; score_1?: number; score_2?: number } = {}) => ({ first_to: 3, ...fields });
const makeMap = (fields: Partial<MapRecord> = {}): MapRecord => ({
  id: "recMAP00000000001",
  __tableName: "Maps",
  __version: 1,
  name: "Busan",
  number: 1,
  ...fields,
});

describe("the rows the match editor shows up front (SPEC §4)", () => {
  it("shows first_to rows for a match not yet played", () => {
    expect(editorRowCount(makeMatch(), [], TEAMS)).toBe(3);
    expect(editorRowCount({}, [], TEAMS)).toBe(0);
  });

  it("grows to cover the match score, and adds one when every row has a result and nobody has won", () => {
    expect(editorRowCount(makeMatch({ score_1: 1, score_2: 1 }), [], TEAMS)).toBe(3);
    expect(editorRowCount(makeMatch({ score_1: 2, score_2: 1 }), [], TEAMS)).toBe(4);
    expect(editorRowCount(makeMatch({ score_1: 2, score_2: 2 }), [], TEAMS)).toBe(5);
    // A decided match needs no further row.
    expect(editorRowCount(makeMatch({ score_1: 3, score_2: 1 }), [], TEAMS)).toBe(4);
  });

  it("counts the winners chosen in the table before the score is saved", () => {
    const rows = [makeRow({ winner: TEAM_A }), makeRow({ winner: TEAM_B }), makeRow({ winner: TEAM_A })];
    expect(editorRowCount(makeMatch(), rows, TEAMS)).toBe(4);
  });

  it("adds a row for each banned or drawn map, which count for nobody", () => {
    const rows = [makeRow({ banner: TEAM_A }), makeRow({ score_1: "1", score_2: "1" }), makeRow({ winner: TEAM_A })];
    expect(editorRowCount(makeMatch({ score_1: 1 }), rows, TEAMS)).toBe(5);
  });

  it("adds the deciding row after a banned map once both sides are one map from first_to", () => {
    expect(editorRowCount(makeMatch({ score_1: 2, score_2: 2 }), [makeRow({ banner: TEAM_A })], TEAMS)).toBe(6);
  });

  it("counts a chosen winner over level scores, and no draw for scores that differ", () => {
    const rows = [makeRow({ score_1: "2", score_2: "2", winner: TEAM_A }), makeRow({ score_1: "2", score_2: "1" })];
    expect(editorRowCount(makeMatch({ first_to: 2 }), rows, TEAMS)).toBe(2);
  });

  it("counts rows without a result for nobody while a side is still to be decided", () => {
    const rows = [makeRow({ winner: TEAM_A }), makeRow(), makeRow()];
    expect(editorRowCount(makeMatch(), rows, [TEAM_A, ""])).toBe(3);
  });

  it("reads scores with stray spaces or several digits, and picks no winner from a score that is not a whole number", () => {
    const winnerOf = (score_1: string, score_2: string) => setScore([makeRow({ score_1 })], 0, 2, score_2, TEAMS, true)[0].winner;
    expect(winnerOf(" 3", "1 ")).toBe(TEAM_A);
    expect(winnerOf("9", "10")).toBe(TEAM_B);
    expect(winnerOf("1.5", "1")).toBe("");
    expect(winnerOf("-1", "0")).toBe("");
    expect(editorRowCount(makeMatch({ first_to: 2 }), [makeRow({ score_1: "10", score_2: "10" })], TEAMS)).toBe(3);
  });

  it("never shows fewer rows than there are (saved or added)", () => {
    expect(editorRowCount(makeMatch(), Array.from({ length: 6 }, blankRow), TEAMS)).toBe(6);
    expect(padRows([makeRow({ name: "Busan" })], 3).map((r) => r.name)).toEqual(["Busan", "", ""]);
  });
});

describe("results in the map table", () => {
  it("makes the higher score the winner, and the loser the picker of the next map", () => {
    let rows = padRows([], 3);
    rows = setScore(rows, 0, 1, "2", TEAMS, true);
    expect(rows[0].winner).toBe("");
    rows = setScore(rows, 0, 2, "3", TEAMS, true);
    expect(rows[0].winner).toBe(TEAM_B);
    expect(rows[1].picker).toBe(TEAM_A);
    expect(rows[2].picker).toBe("");
  });

  it("leaves the next picker alone without assume loser picks, or when the next map is banned", () => {
    expect(setWinner(padRows([], 2), 0, TEAM_A, TEAMS, false)[1].picker).toBe("");
    expect(setWinner([makeRow(), makeRow({ banner: TEAM_A })], 0, TEAM_A, TEAMS, true)[1].picker).toBe("");
  });

  it("makes the other team the next picker whichever side wins, and leaves it alone when the winner is cleared", () => {
    expect(setWinner(padRows([], 2), 0, TEAM_A, TEAMS, true)[1].picker).toBe(TEAM_B);
    expect(setWinner(padRows([], 2), 0, TEAM_B, TEAMS, true)[1].picker).toBe(TEAM_A);
    expect(setWinner([makeRow({ winner: TEAM_A }), makeRow()], 0, "", TEAMS, true)).toEqual([makeRow(), makeRow()]);
  });

  it("types a score into its own row only", () => {
    const rows = setScore(padRows([], 3), 1, 1, "2", TEAMS, true);
    expect(rows.map((r) => r.score_1)).toEqual(["", "2", ""]);
  });

  it("marks every slot of a hero listed twice in one list (SPEC §5)", () => {
    expect(duplicateSlots([HERO_1, HERO_2, HERO_1, ""])).toEqual([true, false, true, false]);
    expect(duplicateSlots(["", ""])).toEqual([false, false]);
  });
});

describe("the mapData the match editor saves", () => {
  const saved = new Map([
    ["recMAP00000000001", makeMap({ map: [BUSAN], replay_code: "ABC123", team_1_bans: [{ id: HERO_1 }], score_1: 2, score_2: 0 })],
  ]);

  it("reads a saved map back as a row", () => {
    expect(rowOfMap(saved.get("recMAP00000000001")!)).toEqual(
      makeRow({ id: "recMAP00000000001", map: BUSAN, name: "Busan", score_1: "2", score_2: "0", team_1_bans: [HERO_1] }),
    );
  });

  it("keeps what the table does not show and sends what it does: map, scores, winner, picker, banner, heroes", () => {
    const row = makeRow({
      ...rowOfMap(saved.get("recMAP00000000001")!),
      score_1: "1",
      score_2: "2",
      picker: TEAM_A,
      team_1_bans: [],
      team_2_picks: [HERO_2, ""],
    });
    expect(editorMapData([row], saved, TEAMS, true)).toEqual({
      ok: true,
      value: [
        {
          id: "recMAP00000000001",
          number: 1,
          replay_code: "ABC123",
          name: "Busan",
          map: [BUSAN],
          score_1: 1,
          score_2: 2,
          winner: [TEAM_B],
          picker: [TEAM_A],
          team_2_picks: [{ id: HERO_2 }],
        },
      ],
    });
  });

  it("drops blank rows, numbers the rest, saves level scores as a draw and a picker-only row as the next pick", () => {
    const rows = [makeRow(), makeRow({ name: "Busan", map: BUSAN, score_1: "1", score_2: "1" }), makeRow({ picker: TEAM_B })];
    expect(editorMapData(rows, saved, TEAMS, true)).toEqual({
      ok: true,
      value: [
        { number: 1, name: "Busan", map: [BUSAN], score_1: 1, score_2: 1, draw: true },
        { number: 2, picker: [TEAM_B] },
      ],
    });
  });

  it("asks for a listed map, whole-number scores and no hero twice in a list", () => {
    const rows = [
      makeRow({ winner: TEAM_A }),
      makeRow({ name: "Nowhere", score_1: "1.5", score_2: "0" }),
      makeRow({ name: "Busan", map: BUSAN, team_1_picks: [HERO_1, HERO_1] }),
    ];
    expect(editorMapData(rows, saved, TEAMS, true)).toEqual({
      ok: false,
      issues: [
        { path: "maps.0.name", message: "Choose the map" },
        { path: "maps.1.name", message: "Choose a map from the list" },
        { path: "maps.1.score_1", message: "Enter a whole number from 0" },
        { path: "maps.2.team_1_picks", message: "A hero is listed twice" },
      ],
    });
  });

  it("takes any map name when the game has no map data to choose from", () => {
    expect(editorMapData([makeRow({ name: "Summoner's Rift" })], saved, TEAMS, false)).toEqual({
      ok: true,
      value: [{ number: 1, name: "Summoner's Rift" }],
    });
  });

  it("gives a match's two team ids in order, blank for a side still to be decided", () => {
    expect(teamIdsOf({ teams: [TEAM_A, TEAM_B] })).toEqual([TEAM_A, TEAM_B]);
    expect(teamIdsOf({ teams: [TEAM_A] })).toEqual([TEAM_A, ""]);
    expect(teamIdsOf({})).toEqual(["", ""]);
  });

  it("reads a saved map with no Map Data link or name as blank ones", () => {
    expect(rowOfMap(makeMap({ name: undefined }))).toEqual(makeRow({ id: "recMAP00000000001" }));
  });

  it("drops a row of spaces and blank hero slots, but not a row with only a hero", () => {
    const rows = [makeRow({ name: " ", score_1: " ", team_1_picks: ["", ""], team_2_bans: [""] }), makeRow({ team_2_bans: ["", HERO_1] })];
    expect(editorMapData(rows, saved, TEAMS, true)).toEqual({ ok: false, issues: [{ path: "maps.1.name", message: "Choose the map" }] });
  });

  it("saves the map name trimmed and the banner of a banned map", () => {
    expect(editorMapData([makeRow({ name: " Summoner's Rift ", banner: TEAM_A })], saved, TEAMS, false)).toEqual({
      ok: true,
      value: [{ number: 1, name: "Summoner's Rift", banner: [TEAM_A] }],
    });
  });

  it("asks for the other score when only one is given, and saves no scores for blank ones", () => {
    const busan = { name: "Busan", map: BUSAN };
    expect(editorMapData([makeRow({ ...busan, score_1: "2" })], saved, TEAMS, true)).toEqual({
      ok: false,
      issues: [{ path: "maps.0.score_2", message: "Enter a whole number from 0" }],
    });
    expect(editorMapData([makeRow({ ...busan, score_1: " ", score_2: " " })], saved, TEAMS, true)).toEqual({
      ok: true,
      value: [{ number: 1, ...busan, map: [BUSAN] }],
    });
  });

  it("saves the scores alone for a map won by a side still to be decided", () => {
    expect(editorMapData([makeRow({ name: "Busan", score_1: "1", score_2: "2" })], saved, [TEAM_A, ""], false)).toEqual({
      ok: true,
      value: [{ number: 1, name: "Busan", score_1: 1, score_2: 2 }],
    });
  });
});
