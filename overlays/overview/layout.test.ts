import { describe, expect, it } from "vitest";
import { mapLineup } from "../../domain/mapLineup.ts";
import { makeMatchView } from "../../engine/testViews.ts";
import { overviewFrame, overviewRows } from "./layout.ts";

describe("overview layout", () => {
  const m = makeMatchView(
    { score_1: 1, first_to: 2 },
    ["AUR", "VRW"],
    [
      { name: "Busan", winner: ["AUR"], score_1: 2, score_2: 0 },
      { name: "Ilios", banner: ["VRW"] },
      { name: "Dorado", picker: ["VRW"] },
    ],
  );
  const lineup = mapLineup(m.record, m.maps, () => null, m.bestOf, m.winner !== null);
  it("lists each map with its result, ban, live mark or picker", () => {
    expect(overviewRows(m, lineup, true).map((r) => [r.number, r.name, r.right, r.tone])).toEqual([
      ["1", "BUSAN", "AUR 2 - 0", 1],
      ["2", "ILIOS", "BAN VRW", "ban"],
      ["3", "DORADO", "LIVE", "live"],
      ["4", "TBD", "", null],
    ]);
    expect(overviewRows(m, lineup, false)[2].right).toBe("VRW PICK");
  });
  it("colours each result and pick by its team's side on screen when the teams are flipped", () => {
    const flipped = makeMatchView(
      { score_1: 1, first_to: 2, flip_teams: true },
      ["AUR", "VRW"],
      [
        { name: "Busan", winner: ["AUR"], score_1: 2, score_2: 0 },
        { name: "Dorado", picker: ["VRW"] },
      ],
    );
    const rows = overviewRows(
      flipped,
      mapLineup(flipped.record, flipped.maps, () => null, flipped.bestOf, false),
      false,
    );
    expect(rows.map((r) => [r.right, r.tone])).toEqual([
      ["AUR 0 - 2", 2],
      ["VRW PICK", null],
      ["", null],
    ]);
  });
  it("keeps the game area clear with video, inside the safe area either way", () => {
    expect(overviewFrame(true).x + overviewFrame(true).w).toBeLessThan(760);
    const full = overviewFrame(false);
    expect(full.x + full.w / 2).toBe(960);
  });
});
