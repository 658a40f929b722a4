import { describe, expect, it } from "vitest";
import {
  chooseMapAttack,
  liveMatchStatus,
  mapWinBlocker,
  mapWinDecidesMatch,
  matchOverText,
  nextMapAttack,
  observerSummary,
  sideCodes,
  sidesOnScreen,
  steppedScore,
} from "./liveControls.ts";
import type { MatchRecord, TeamRecord } from "./tables.ts";

const makeMatch = (o: Partial<MatchRecord> = {}): MatchRecord => ({
  id: "recMATCH000000001",
  __tableName: "Matches",
  __version: 1,
  teams: ["recTEAMA000000001", "recTEAMB000000001"],
  first_to: 3,
  ...o,
});
const makeTeam = (o: Partial<TeamRecord> = {}): TeamRecord => ({
  id: "recTEAMA000000001",
  __tableName: "Teams",
  __version: 1,
  name: "Aurora",
  ...o,
});
const aurora = makeTeam({ name: "Aurora", code: "AUR" });
const blaze = makeTeam({ id: "recTEAMB000000001", name: "Blaze", code: "BLZ" });

describe("map attack (SPEC §4)", () => {
  it("the main button cycles none to Right, Right to Left, Left to Right and Both to none", () => {
    expect(nextMapAttack(null)).toBe("Right");
    expect(nextMapAttack(undefined)).toBe("Right");
    expect(nextMapAttack("Right")).toBe("Left");
    expect(nextMapAttack("Left")).toBe("Right");
    expect(nextMapAttack("Both")).toBeNull();
  });
  it("the main button refuses a map attack it does not know", () => {
    expect(() => nextMapAttack("Up" as never)).toThrow("[liveControls] unknown map attack Up");
  });
  it("the menu sets the value chosen", () => {
    expect(chooseMapAttack(null, "Both")).toBe("Both");
    expect(chooseMapAttack("Left", "Right")).toBe("Right");
    expect(chooseMapAttack("Both", null)).toBeNull();
  });
  it("choosing the current value in the menu clears it", () => {
    expect(chooseMapAttack("Left", "Left")).toBeNull();
    expect(chooseMapAttack("Both", "Both")).toBeNull();
    expect(chooseMapAttack(null, null)).toBeNull();
  });
});

describe("map win buttons (SPEC §4)", () => {
  it("follow flip_teams for their order", () => {
    expect(sidesOnScreen(makeMatch())).toEqual([1, 2]);
    expect(sidesOnScreen(makeMatch({ flip_teams: true }))).toEqual([2, 1]);
  });
  it("may be pressed with two named teams below first_to and nothing processing", () => {
    expect(mapWinBlocker(makeMatch({ score_1: 2, score_2: 2 }), [aurora, blaze], false)).toBeNull();
  });
  it("are disabled when a team has reached first_to", () => {
    expect(mapWinBlocker(makeMatch({ score_1: 1, score_2: 3 }), [aurora, blaze], false)).toBe("Blaze has reached first to 3");
  });
  it("are disabled while a flip or map win request is processing", () => {
    expect(mapWinBlocker(makeMatch(), [aurora, blaze], true)).toBe("Waiting for the last change to finish");
  });
  it("are disabled with fewer than 2 teams", () => {
    expect(mapWinBlocker(makeMatch({ teams: ["recTEAMA000000001"] }), [aurora, null], false)).toBe("The live match needs two teams");
    expect(mapWinBlocker(makeMatch({ teams: undefined }), [null, null], false)).toBe("The live match needs two teams");
    expect(mapWinBlocker(makeMatch({ teams: ["recTEAMA000000001", ""] }), [aurora, null], false)).toBe("The live match needs two teams");
  });
  it("are disabled while a team loads or when one has no name", () => {
    expect(mapWinBlocker(makeMatch(), [aurora, undefined], false)).toBe("Loading the teams");
    expect(mapWinBlocker(makeMatch(), [aurora, makeTeam({ name: "" })], false)).toBe("Both teams need a name");
    expect(mapWinBlocker(makeMatch(), [null, blaze], false)).toBe("Both teams need a name");
  });
  it("have no first_to to reach while it is unset", () => {
    expect(mapWinBlocker(makeMatch({ first_to: undefined, score_1: 4, score_2: 0 }), [aurora, blaze], false)).toBeNull();
  });
  it("are disabled once the match was forfeited, as the server refuses a win then", () => {
    expect(mapWinBlocker(makeMatch({ forfeit: true, score_1: 1, score_2: 0 }), [aurora, blaze], false)).toBe("The match was forfeited");
  });
});

describe("a map win that wins the match asks first", () => {
  it("when it takes the side to first_to", () => {
    expect(mapWinDecidesMatch(makeMatch({ score_1: 2, score_2: 1 }), 1)).toBe(true);
    expect(mapWinDecidesMatch(makeMatch({ score_1: 0, score_2: 2 }), 2)).toBe(true);
  });
  it("not while the side stays below first_to, whatever the other side has", () => {
    expect(mapWinDecidesMatch(makeMatch({ score_1: 1, score_2: 2 }), 1)).toBe(false);
    expect(mapWinDecidesMatch(makeMatch(), 2)).toBe(false);
  });
  it("a first to 1 is decided by its first map", () => {
    expect(mapWinDecidesMatch(makeMatch({ first_to: 1 }), 2)).toBe(true);
  });
  it("never while first_to is unset", () => {
    expect(mapWinDecidesMatch(makeMatch({ first_to: undefined, score_1: 9 }), 1)).toBe(false);
  });
});

describe("a complete match", () => {
  it("names its winner", () => {
    expect(matchOverText(makeMatch({ score_1: 1, score_2: 3 }), ["AUR", "BLZ"])).toBe("Match over: BLZ won");
  });
  it("says a forfeit decided it", () => {
    expect(matchOverText(makeMatch({ score_1: 1, score_2: 0, forfeit: true }), ["AUR", "BLZ"])).toBe("Match over: AUR won by forfeit");
    expect(matchOverText(makeMatch({ forfeit: true }), ["AUR", "BLZ"])).toBe("Match over");
  });
  it("is not over while no side has reached first_to", () => {
    expect(matchOverText(makeMatch({ score_1: 2, score_2: 2 }), ["AUR", "BLZ"])).toBeNull();
  });
});

describe("match score steps (SPEC §5: min 0, max first_to)", () => {
  it("steps up to first_to and down to 0, no further", () => {
    expect(steppedScore(2, 1, { first_to: 3 })).toBe(3);
    expect(steppedScore(3, 1, { first_to: 3 })).toBeNull();
    expect(steppedScore(1, -1, { first_to: 3 })).toBe(0);
    expect(steppedScore(0, -1, { first_to: 3 })).toBeNull();
    expect(steppedScore(undefined, 1, { first_to: 3 })).toBe(1);
  });
  it("has no upper bound while first_to is unset", () => {
    expect(steppedScore(7, 1, {})).toBe(8);
  });
});

describe("the live match status line", () => {
  it("reads codes and scores as on screen, the map being played and first_to", () => {
    expect(liveMatchStatus(makeMatch({ score_1: 1, score_2: 0 }), ["AUR", "BLZ"], 2)).toBe("AUR 1 – 0 BLZ · Map 2 · First to 3");
    expect(liveMatchStatus(makeMatch({ score_1: 1, flip_teams: true }), ["AUR", "BLZ"], 2)).toBe("BLZ 0 – 1 AUR · Map 2 · First to 3");
  });
  it("says the match is over instead of naming a map once a side reached first_to", () => {
    expect(liveMatchStatus(makeMatch({ score_1: 3, score_2: 1 }), ["AUR", "BLZ"], 5)).toBe(
      "AUR 3 – 1 BLZ · Match over: AUR won · First to 3",
    );
    expect(liveMatchStatus(makeMatch({ score_1: 3, score_2: 1, flip_teams: true }), ["AUR", "BLZ"], 5)).toBe(
      "BLZ 1 – 3 AUR · Match over: AUR won · First to 3",
    );
  });
  it("leaves out first_to when unset", () => {
    expect(liveMatchStatus(makeMatch({ first_to: undefined }), ["AUR", "BLZ"], 1)).toBe("AUR 0 – 0 BLZ · Map 1");
  });
  it("codes come from the teams, else the placeholders", () => {
    expect(sideCodes(makeMatch(), [aurora, blaze])).toEqual(["AUR", "BLZ"]);
    expect(sideCodes(makeMatch({ placeholder_teams: "Winner A|Winner B|WA|WB" }), [null, null])).toEqual(["WA", "WB"]);
    expect(sideCodes(makeMatch({ placeholder_teams: "Winner A|Loser B" }), [makeTeam({ name: "Comet", code: "" }), null])).toEqual([
      "COME",
      "LOSE",
    ]);
  });
  it("a team with a code but no name shows its code", () => {
    expect(sideCodes(makeMatch({ placeholder_teams: "Winner A|Winner B|WA|WB" }), [makeTeam({ name: "", code: "nova" }), blaze])).toEqual([
      "NOVA",
      "BLZ",
    ]);
  });
});

describe("the observer settings summary (SPEC §4)", () => {
  it("reads All off when neither Show overlay nor Show syncer is on", () => {
    expect(observerSummary([])).toBe("All off");
    expect(observerSummary(undefined)).toBe("All off");
    expect(observerSummary(["Use basic overlay"])).toBe("All off");
  });
  it("lists the settings that are on", () => {
    expect(observerSummary(["Show overlay"])).toBe("Show overlay");
    expect(observerSummary(["Use basic overlay", "Show syncer"])).toBe("Show syncer, Use basic overlay");
  });
});
