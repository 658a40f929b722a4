import { describe, expect, it } from "vitest";
import { deskDisplay } from "../../domain/desk.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import { makeMatchView, makeTeamView } from "../../engine/testViews.ts";
import type { OverlayData } from "../../engine/types.ts";
import { deskLower, deskMiddle } from "./layout.ts";

const player = (id: string, name: string): PlayerRecord => ({ id, __tableName: "Players", __version: 1, name });
const A = { ...makeTeamView("A", { name: "Aurora" }), players: [player("pA", "Player A")] };
const B = { ...makeTeamView("B", { name: "Verdant" }), players: [player("pB", "Player B")] };
const match = makeMatchView(
  { score_1: 1, first_to: 3, round: "Week 3" },
  [A, B],
  [
    { name: "Lighthouse", winner: ["A"], score_1: 2, score_2: 1 },
    { name: "Harbor", banner: ["B"] },
  ],
);
const data = {
  broadcast: { id: "b", __tableName: "Broadcasts", __version: 1, name: "Main", key: "main", highlight_player: ["pB"] },
  teams: new Map([
    ["A", A],
    ["B", B],
  ]),
  casters: [player("c", "Caster One")],
  match,
} as Pick<OverlayData, "broadcast" | "teams" | "casters" | "match"> as OverlayData;

describe("desk lower element", () => {
  it("shows the match by default (no stored mode)", () => {
    expect(deskLower(data, deskDisplay(null, null))).toMatchObject({ kind: "teams", title: "Aurora vs Verdant", score: false });
  });
  it("shows the notice text and prefix in the team's colours", () => {
    expect(deskLower(data, deskDisplay("Notice (Team 1)", "Roster|New signing"))).toMatchObject({
      kind: "notice",
      prefix: "Roster",
      title: "New signing",
      themeSide: 1,
    });
  });
  it("lists maps with winners, and bans on Scoreboard Bans", () => {
    expect(deskLower(data, deskDisplay("Maps", null)).lines).toEqual(["1. Lighthouse — Aurora 2-1", "Harbor — banned by Verdant"]);
    expect(deskLower(data, deskDisplay("Scoreboard Bans", null))).toMatchObject({ score: true, lines: ["Harbor — banned by Verdant"] });
  });
  it("reveals the drafted maps as they are played on Drafted Maps (Reveal)", () => {
    const drafted = makeMatchView(
      { score_1: 1, first_to: 3 },
      [A, B],
      [
        { name: "Lighthouse", picker: ["A"], winner: ["A"], score_1: 2, score_2: 1 },
        { name: "Canyon", picker: ["B"] },
        { name: "Foundry", picker: ["A"] },
        { name: "Harbor", banner: ["B"] },
      ],
    );
    expect(deskLower({ ...data, match: drafted }, deskDisplay("Drafted Maps (Reveal)", null)).lines).toEqual([
      "1. Lighthouse (Aurora pick) — Aurora 2-1",
      "2. Canyon (Verdant pick)",
      "3. To be revealed",
      "Harbor — banned by Verdant",
    ]);
  });
  it("says Final over the score once the match is complete, never a map still to play", () => {
    expect(deskLower(data, deskDisplay("Scoreboard", null))).toMatchObject({ kind: "teams", title: "Week 3", score: true });
    const over = makeMatchView({ score_1: 3, score_2: 1, first_to: 3, round: "Week 3" }, [A, B]);
    expect(deskLower({ ...data, match: over }, deskDisplay("Scoreboard", null))).toMatchObject({ title: "Final", score: true });
    expect(deskLower({ ...data, match: over }, deskDisplay("Scoreboard Bans", null)).title).toBe("Final");
  });
  it("reads FINAL and the winner over the score once the match has a winner, by default as on the scoreboard", () => {
    const over = makeMatchView({ score_1: 1, score_2: 3, first_to: 3, round: "Week 3" }, [A, B]);
    expect(deskLower({ ...data, match: over }, deskDisplay(null, null))).toMatchObject({ kind: "teams", prefix: "Final · B win" });
    expect(deskLower({ ...data, match: over }, deskDisplay("Scoreboard", null)).prefix).toBe("Final · B win");
    expect(deskLower(data, deskDisplay(null, null)).prefix).toBeNull();
  });
  it("shows the score between the plates once a map is played, as every other overlay does; VS before", () => {
    const low = deskLower(data, deskDisplay(null, null));
    expect(deskMiddle(makeMatchView({ score_1: 2, score_2: 1, first_to: 3 }, [A, B]), low)).toBe("2 - 1");
    expect(deskMiddle(makeMatchView({ first_to: 3 }, [A, B]), low)).toBe("VS");
    expect(deskMiddle(makeMatchView({ first_to: 3 }, [A, B]), deskLower(data, deskDisplay("Scoreboard", null)))).toBe("0 - 0");
  });
  it("reveals the whole draft once the match is complete: no map is on", () => {
    const over = makeMatchView(
      { score_1: 3, first_to: 3 },
      [A, B],
      [
        { name: "Lighthouse", picker: ["A"], winner: ["A"] },
        { name: "Canyon", picker: ["B"], winner: ["A"] },
        { name: "Foundry", picker: ["A"], winner: ["A"] },
        { name: "Harbor", picker: ["B"] },
        { name: "Ridge", picker: ["A"] },
      ],
    );
    expect(deskLower({ ...data, match: over }, deskDisplay("Drafted Maps (Reveal)", null)).lines.slice(3)).toEqual([
      "4. Harbor (Verdant pick)",
      "5. Ridge (Aurora pick)",
    ]);
  });
  it("names the highlighted player on Interview, casters on Casters, nothing on Hidden", () => {
    expect(deskLower(data, deskDisplay("Interview", null))).toMatchObject({ prefix: "Verdant", title: "Player B" });
    expect(deskLower(data, deskDisplay("Casters", null)).lines).toEqual(["Caster One"]);
    expect(deskLower(data, deskDisplay("Hidden", null)).kind).toBe("none");
  });
});

describe("desk lower element with the teams flipped", () => {
  const flipped = makeMatchView(
    { score_1: 1, first_to: 3, flip_teams: true },
    [A, B],
    [{ name: "Lighthouse", picker: ["A"], winner: ["A"], score_1: 2, score_2: 1 }],
  );
  const d = { ...data, match: flipped };
  it("puts team 2 on the left plate and its score first", () => {
    expect(deskLower(d, deskDisplay(null, null)).title).toBe("Verdant vs Aurora");
    expect(flipped.score).toEqual([0, 1]);
  });
  it("colours a Team 1 notice by team 1, now on the right", () => {
    expect(deskLower(d, deskDisplay("Notice (Team 1)", "Roster|New signing")).themeSide).toBe(2);
    expect(flipped.teams[1]?.id).toBe("A");
  });
  it("names each map's picker and winner by team, its score left first", () => {
    expect(deskLower(d, deskDisplay("Drafted Maps", null)).lines).toEqual(["1. Lighthouse (Aurora pick) — Aurora 1-2"]);
  });
});
