import { describe, expect, it } from "vitest";
import type { LineupMap } from "../../domain/mapLineup.ts";
import { makeMatchView, makeTeamView } from "../../engine/testViews.ts";
import { SAFE, WINNER_ROWS, mapResults, winnerCard, winnersLayout } from "./layout.ts";

describe("winners", () => {
  it("shows nothing while the live match has no winner", () => {
    expect(winnerCard(null, null)).toBeNull();
    expect(winnerCard(makeMatchView({ first_to: 3, score_1: 2, score_2: 1 }), null)).toBeNull();
    expect(winnerCard(makeMatchView({ first_to: 3, score_1: 0, score_2: 0 }), "Champions")).toBeNull();
  });

  it("names the winner, with Winners or the title and the final score the winner's first, once a side reaches first_to", () => {
    const m = makeMatchView({ first_to: 3, score_1: 1, score_2: 3, round: "Grand Final" }, [
      "A",
      makeTeamView("Wolves", { name: "Verdant Wolves" }),
    ]);
    const card = winnerCard(m, null, true);
    expect(card).toMatchObject({ side: 1, name: "VERDANT WOLVES", heading: "WINNERS", description: "GRAND FINAL", score: "3 - 1" });
    expect(winnerCard(m, "Champions")?.heading).toBe("CHAMPIONS");
    expect(winnerCard(m, null)?.description).toBe("");
  });

  it("places the winner on its side on screen when the teams are flipped", () => {
    const m = makeMatchView({ first_to: 3, score_1: 3, score_2: 1, flip_teams: true }, [makeTeamView("A", { name: "Aurora" }), "B"]);
    expect(winnerCard(m, null, true)).toMatchObject({ side: 1, name: "AURORA", score: "3 - 1" });
  });

  it("decides a forfeit for the side ahead", () => {
    expect(winnerCard(makeMatchView({ first_to: 3, score_1: 1, score_2: 0, forfeit: true }), null)?.side).toBe(0);
  });
});

describe("the winners card's maps", () => {
  const map = (over: Partial<LineupMap>): LineupMap => ({
    number: 1,
    name: "Lijiang Tower",
    mapDataId: null,
    type: null,
    imageId: null,
    state: "done",
    banned: false,
    picker: null,
    winner: 1,
    score: "2 - 1",
    bans: [[], []],
    ...over,
  });

  it("lists the finished maps from the winner's side, leaving out banned and unplayed ones", () => {
    const lineup = [
      map({}),
      map({ number: 2, name: "King's Row", winner: 2, score: "2 - 3" }),
      map({ number: 3, name: "Ilios", banned: true, winner: null, score: null }),
      map({ number: 4, name: "Dorado", state: "upcoming", winner: null, score: null }),
    ];
    expect(mapResults(lineup, 1)).toEqual([
      { name: "LIJIANG TOWER", score: "1 - 2", won: false },
      { name: "KING'S ROW", score: "3 - 2", won: true },
    ]);
  });
});

describe("the winners panel", () => {
  it("sizes to its rows and stays inside the graphics-safe area with every row", () => {
    const all = winnersLayout(new Set(WINNER_ROWS));
    expect(all.top).toBeGreaterThanOrEqual(SAFE.top);
    expect(all.top + all.height).toBeLessThanOrEqual(SAFE.bottom);
    const few = winnersLayout(new Set(["heading", "name", "score"] as const));
    expect(few.height).toBeLessThan(all.height / 2);
    // Centred on the frame, rows in order.
    expect(few.top + few.height / 2).toBeCloseTo(540, 0);
    expect(few.rows.heading!).toBeLessThan(few.rows.name!);
    expect(few.rows.name!).toBeLessThan(few.rows.score!);
    expect(few.rows.maps).toBeUndefined();
  });
});
