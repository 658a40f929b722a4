import { describe, expect, it } from "vitest";
import { mapLineup, previousAndNext } from "../../domain/mapLineup.ts";
import { makeMatchView } from "../../engine/testViews.ts";
import { bumpText } from "./layout.ts";

describe("map-bump layout", () => {
  it("shows the last finished map with its winner and score, and the next map's number and name", () => {
    const m = makeMatchView(
      { score_1: 1, first_to: 3 },
      ["AUR", "VRW"],
      [{ name: "Busan", winner: ["AUR"], score_1: 2, score_2: 1 }, { name: "Dorado" }],
    );
    const { previous, next } = previousAndNext(mapLineup(m.record, m.maps, () => null, m.bestOf, m.winner !== null));
    expect(bumpText(m, previous, next)).toEqual({
      previous: { name: "BUSAN", result: "AUR WIN", score: "2 - 1" },
      next: { heading: "UP NEXT: MAP 2", name: "DORADO" },
    });
  });
  it("has no previous map before the first is finished, and an unnamed next map has no name", () => {
    const m = makeMatchView({ first_to: 3 }, ["AUR", "VRW"]);
    const { previous, next } = previousAndNext(mapLineup(m.record, m.maps, () => null, m.bestOf, m.winner !== null));
    expect(bumpText(m, previous, next)).toEqual({ previous: null, next: { heading: "UP NEXT: MAP 1", name: "" } });
  });
});
