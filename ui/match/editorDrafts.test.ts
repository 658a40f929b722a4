import { describe, expect, it } from "vitest";
import { blankRow, type EditorMapRow } from "../../domain/mapRows.ts";
import { detailsFormOf, type DetailsForm } from "../../domain/matchForms.ts";
import { describeDetails, describeMapRows, sameDetails, sameMapRows, sameScores, scoreDraftOf } from "./editorDrafts.ts";

const makeDetails = (o: Partial<DetailsForm> = {}): DetailsForm => ({ ...detailsFormOf({ first_to: 3 }), ...o });
const makeRow = (o: Partial<EditorMapRow> = {}): EditorMapRow => ({ ...blankRow(), ...o });

describe("the score draft", () => {
  it("starts from the live score, 0 when unset", () => {
    expect(scoreDraftOf({ score_1: 2, score_2: undefined })).toEqual(["2", "0"]);
  });
  it("is the same as the live score when it would store the same numbers", () => {
    expect(sameScores(["02", " 1"], ["2", "1"])).toBe(true);
  });
  it("differs from a live score that moved (a + in Live Match)", () => {
    expect(sameScores(["1", "0"], ["2", "0"])).toBe(false);
    expect(sameScores(["", "0"], ["0", "0"])).toBe(false);
  });
});

describe("the match details draft", () => {
  it("is the same as the live details once they were saved as typed (trimmed)", () => {
    expect(
      sameDetails(
        makeDetails({ vod: " https://v.example/1 ", first_to: "04" }),
        makeDetails({ vod: "https://v.example/1", first_to: "4" }),
      ),
    ).toBe(true);
  });
  it("differs when someone else changed a field", () => {
    expect(sameDetails(makeDetails(), makeDetails({ forfeit: true }))).toBe(false);
  });
  it("says what taking theirs would change in mine", () => {
    expect(describeDetails(makeDetails({ first_to: "4", forfeit: true }), makeDetails())).toBe("First to 4, Forfeit on");
    expect(describeDetails(makeDetails({ vod: "" }), makeDetails({ vod: "https://v.example/1" }))).toBe("VOD (empty)");
  });
});

describe("the maps draft", () => {
  const busan = makeRow({ id: "recMAP0000000001", name: "Busan", score_1: "2", score_2: "0" });
  it("ignores the editor's blank padding rows", () => {
    expect(sameMapRows([busan, makeRow(), makeRow()], [busan])).toBe(true);
  });
  it("takes a saved new row, back with its record id, for the same map", () => {
    expect(sameMapRows([{ ...busan, id: undefined }], [busan])).toBe(true);
  });
  it("differs when a map's winner or score changed elsewhere (a map win in Live Match)", () => {
    expect(sameMapRows([busan], [{ ...busan, winner: "recTEAMA000000001" }])).toBe(false);
  });
  it("reads the maps as they now are", () => {
    expect(describeMapRows([busan, makeRow({ name: "Ilios" }), makeRow()])).toBe("Busan 2–0, Ilios");
    expect(describeMapRows([makeRow()])).toBe("no maps");
  });
});
