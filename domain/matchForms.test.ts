import { describe, expect, it } from "vitest";
import {
  detailsFormOf,
  matchDetailsPatch,
  scoreFormFromProposal,
  scoreFormOf,
  scoreReportData,
  text,
  type ScoreForm,
} from "./matchForms.ts";

const TEAM_A = "recTEAMA0000000001";
const TEAM_B = "recTEAMB0000000001";
const makeMatch = (fields: Record<string, unknown> = {}) => ({ teams: [TEAM_A, TEAM_B], first_to: 3, ...fields });
const makeForm = (fields: Partial<ScoreForm> = {}): ScoreForm => ({
  score_1: "3",
  score_2: "1",
  forfeit: false,
  forfeit_reason: "",
  maps: [],
  ...fields,
});

describe("the score report form", () => {
  it("starts from the match's scores, 0 when there are none", () => {
    expect(scoreFormOf(makeMatch())).toEqual(makeForm({ score_1: "0", score_2: "0" }));
    expect(scoreFormOf(makeMatch({ score_1: 2, score_2: 1 }))).toMatchObject({ score_1: "2", score_2: "1" });
  });

  it("sends the scores, and forfeit only when it changes", () => {
    expect(scoreReportData(makeForm(), makeMatch())).toEqual({ ok: true, value: { matchData: { score_1: 3, score_2: 1 } } });
    expect(scoreReportData(makeForm({ forfeit: true, forfeit_reason: " No show " }), makeMatch())).toEqual({
      ok: true,
      value: { matchData: { score_1: 3, score_2: 1, forfeit: true, forfeit_reason: "No show" } },
    });
  });

  it("refuses scores that are not whole numbers from 0, or above first_to", () => {
    expect(scoreReportData(makeForm({ score_1: "4", score_2: "-1" }), makeMatch())).toEqual({
      ok: false,
      issues: [
        { path: "score_1", message: "At most 3 (first to 3)" },
        { path: "score_2", message: "Enter a whole number from 0" },
      ],
    });
    expect(scoreReportData(makeForm({ score_1: "1.5" }), makeMatch()).ok).toBe(false);
  });

  it("numbers the filled map rows, names each winner or draw, and skips blank rows", () => {
    const maps = [
      { name: "Busan", score_1: "2", score_2: "0" },
      { name: "", score_1: "", score_2: "" },
      { name: "Ilios", score_1: "1", score_2: "1" },
      { name: "Dorado", score_1: "0", score_2: "3" },
    ];
    const result = scoreReportData(makeForm({ maps }), makeMatch());
    expect(result.ok && result.value.mapData).toEqual([
      { name: "Busan", number: 1, score_1: 2, score_2: 0, winner: [TEAM_A] },
      { name: "Ilios", number: 2, score_1: 1, score_2: 1, draw: true },
      { name: "Dorado", number: 3, score_1: 0, score_2: 3, winner: [TEAM_B] },
    ]);
  });

  it("asks for a map's name and whole-number map scores", () => {
    const result = scoreReportData(makeForm({ maps: [{ name: "", score_1: "2", score_2: "x" }] }), makeMatch());
    expect(result).toEqual({
      ok: false,
      issues: [
        { path: "maps.0.name", message: "Name the map" },
        { path: "maps.0.score_2", message: "Enter a whole number from 0" },
      ],
    });
  });

  it("a proposal loaded into the form sends the same report again", () => {
    const maps = [{ name: "Busan", score_1: "2", score_2: "0" }];
    const sent = scoreReportData(makeForm({ maps, forfeit: true, forfeit_reason: "Late" }), makeMatch());
    if (!sent.ok) throw new Error("expected a valid form");
    const loaded = scoreFormFromProposal(sent.value, makeMatch());
    expect(loaded).toEqual(makeForm({ maps, forfeit: true, forfeit_reason: "Late" }));
    expect(scoreReportData(loaded, makeMatch())).toEqual(sent);
  });

  it("shows an unset number as blank, null included", () => {
    expect([text(undefined), text(null), text(0), text(12)]).toEqual(["", "", "0", "12"]);
  });

  it("reads scores with stray spaces and of more than one digit", () => {
    const maps = [{ name: " Busan ", score_1: " 10 ", score_2: "8" }];
    expect(scoreReportData(makeForm({ score_1: " 3 ", maps }), makeMatch())).toEqual({
      ok: true,
      value: { matchData: { score_1: 3, score_2: 1 }, mapData: [{ name: "Busan", number: 1, score_1: 10, score_2: 8, winner: [TEAM_A] }] },
    });
  });

  it("skips a map row of spaces, and asks for whatever a partly filled row is missing", () => {
    const maps = [
      { name: " ", score_1: " ", score_2: " " },
      { name: "Busan", score_1: "", score_2: "" },
      { name: "", score_1: "x", score_2: "" },
      { name: " ", score_1: "", score_2: "1" },
    ];
    expect(scoreReportData(makeForm({ maps }), makeMatch())).toEqual({
      ok: false,
      issues: [
        { path: "maps.1.score_1", message: "Enter a whole number from 0" },
        { path: "maps.1.score_2", message: "Enter a whole number from 0" },
        { path: "maps.2.name", message: "Name the map" },
        { path: "maps.2.score_1", message: "Enter a whole number from 0" },
        { path: "maps.2.score_2", message: "Enter a whole number from 0" },
        { path: "maps.3.name", message: "Name the map" },
        { path: "maps.3.score_1", message: "Enter a whole number from 0" },
      ],
    });
  });

  it("names no map winner for a match without teams", () => {
    const result = scoreReportData(makeForm({ maps: [{ name: "Busan", score_1: "2", score_2: "0" }] }), makeMatch({ teams: undefined }));
    expect(result.ok && result.value.mapData).toEqual([{ name: "Busan", number: 1, score_1: 2, score_2: 0 }]);
  });

  it("sends a forfeit reason only for a forfeit, and only when it changes", () => {
    const matchData = (form: Partial<ScoreForm>, match = makeMatch()) => {
      const result = scoreReportData(makeForm(form), match);
      return result.ok && result.value.matchData;
    };
    expect(matchData({ forfeit_reason: "No show" })).toEqual({ score_1: 3, score_2: 1 });
    expect(matchData({ forfeit: true })).toEqual({ score_1: 3, score_2: 1, forfeit: true });
    expect(matchData({ forfeit: true, forfeit_reason: "Late " }, makeMatch({ forfeit: true, forfeit_reason: "Late" }))).toEqual({
      score_1: 3,
      score_2: 1,
    });
  });

  it("loads a proposal without scores or maps as the match stands, and a map without a name as blank", () => {
    const match = makeMatch({ score_1: 2, score_2: 1 });
    expect(scoreFormFromProposal({ matchData: { forfeit: true } }, match)).toEqual(makeForm({ score_1: "2", score_2: "1", forfeit: true }));
    expect(scoreFormFromProposal({ mapData: [{ score_1: 1, score_2: 0 }] }, match).maps).toEqual([
      { name: "", score_1: "1", score_2: "0" },
    ]);
  });
});

describe("the match details form", () => {
  const match = makeMatch({ custom_name: "Showmatch", vod: "https://www.youtube.com/watch?v=abc" });

  it("sends only what changed, trimmed", () => {
    const form = { ...detailsFormOf(match), first_to: "4", vod_2: "  https://twitch.tv/videos/1  ", custom_name: "Showmatch" };
    expect(matchDetailsPatch(match, form)).toEqual({ ok: true, value: { first_to: 4, vod_2: "https://twitch.tv/videos/1" } });
    expect(matchDetailsPatch(match, detailsFormOf(match))).toEqual({ ok: true, value: {} });
  });

  it("clears a field emptied by the editor, and toggles special event and forfeit", () => {
    const form = { ...detailsFormOf(match), vod: "", special_event: true, forfeit: true, forfeit_reason: "Roster issue" };
    expect(matchDetailsPatch(match, form)).toEqual({
      ok: true,
      value: { vod: "", special_event: true, forfeit: true, forfeit_reason: "Roster issue" },
    });
  });

  it("refuses a first_to outside 1 to 99 and VOD fields that are not web links", () => {
    const form = { ...detailsFormOf(match), first_to: "0", alternative_vod: "javascript:alert(1)" };
    expect(matchDetailsPatch(match, form)).toEqual({
      ok: false,
      issues: [
        { path: "first_to", message: "Enter a whole number from 1 to 99" },
        { path: "alternative_vod", message: "Enter a full link (https://…)" },
      ],
    });
  });

  it("starts blank for a match without details, and sends nothing when left blank", () => {
    const form = detailsFormOf({});
    expect(form).toEqual({
      first_to: "",
      special_event: false,
      custom_name: "",
      forfeit: false,
      forfeit_reason: "",
      vod: "",
      vod_2: "",
      alternative_vod: "",
    });
    expect(matchDetailsPatch({}, form)).toEqual({ ok: true, value: {} });
  });

  it("sets a first_to the match did not have, and refuses clearing one it had", () => {
    expect(matchDetailsPatch({}, { ...detailsFormOf({}), first_to: "2" })).toEqual({ ok: true, value: { first_to: 2 } });
    expect(matchDetailsPatch(match, { ...detailsFormOf(match), first_to: " " })).toEqual({
      ok: false,
      issues: [{ path: "first_to", message: "Enter a whole number from 1 to 99" }],
    });
  });

  it("takes a first_to from 1 to 99, with stray spaces, and nothing else", () => {
    const patch = (first_to: string) => matchDetailsPatch(match, { ...detailsFormOf(match), first_to });
    expect(patch("1")).toEqual({ ok: true, value: { first_to: 1 } });
    expect(patch(" 12 ")).toEqual({ ok: true, value: { first_to: 12 } });
    expect(patch("99")).toEqual({ ok: true, value: { first_to: 99 } });
    for (const bad of ["100", "1.5", "-2", "2x"]) expect(patch(bad).ok, bad).toBe(false);
  });

  it("renames the match, ignoring stray spaces around an unchanged name or reason", () => {
    const forfeited = makeMatch({ custom_name: "Showmatch", forfeit: true, forfeit_reason: "Late" });
    const form = detailsFormOf(forfeited);
    expect(matchDetailsPatch(forfeited, { ...form, custom_name: " Showmatch ", forfeit_reason: " Late " })).toEqual({
      ok: true,
      value: {},
    });
    expect(matchDetailsPatch(forfeited, { ...form, custom_name: "Grand final" })).toEqual({
      ok: true,
      value: { custom_name: "Grand final" },
    });
  });
});
