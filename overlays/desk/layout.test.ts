import { describe, expect, it } from "vitest";
import { deskDisplay } from "../../domain/desk.ts";
import type { OverlayData } from "../../engine/types.ts";
import { deskLower } from "./layout.ts";

const team = (id: string, name: string) => ({ id, name, code: id, staff: [], theme: {} as never, players: [{ id: `p${id}`, __tableName: "Players", name: `Player ${id}` }] });
const A = team("A", "Aurora"); const B = team("B", "Verdant");
const data = {
  broadcast: { id: "b", __tableName: "Broadcasts", highlight_player: ["pB"] },
  teams: new Map([["A", A], ["B", B]]),
  casters: [{ id: "c", __tableName: "Players", name: "Caster One" }],
  match: { id: "m", record: {}, teams: [A, B], placeholders: ["", ""], score: [1, 0], firstTo: 3, label: "Week 3",
    maps: [{ id: "x1", name: "Lighthouse", number: 1, winner: ["A"], score_1: 2, score_2: 1 }, { id: "x2", name: "Harbor", banner: ["B"] }] },
} as unknown as OverlayData;

describe("desk lower element", () => {
  it("shows the match by default (no stored mode)", () => {
    expect(deskLower(data, deskDisplay(null, null))).toMatchObject({ kind: "teams", title: "Aurora vs Verdant", score: false });
  });
  it("shows the notice text and prefix in the team's colours", () => {
    expect(deskLower(data, deskDisplay("Notice (Team 1)", "Roster|New signing"))).toMatchObject({ kind: "notice", prefix: "Roster", title: "New signing", themeSide: 1 });
  });
  it("lists maps with winners, and bans on Scoreboard Bans", () => {
    expect(deskLower(data, deskDisplay("Maps", null)).lines).toEqual(["1. Lighthouse — Aurora 2-1", "Harbor — banned by Verdant"]);
    expect(deskLower(data, deskDisplay("Scoreboard Bans", null))).toMatchObject({ score: true, lines: ["Harbor — banned by Verdant"] });
  });
  it("names the highlighted player on Interview, casters on Casters, nothing on Hidden", () => {
    expect(deskLower(data, deskDisplay("Interview", null))).toMatchObject({ prefix: "Verdant", title: "Player B" });
    expect(deskLower(data, deskDisplay("Casters", null)).lines).toEqual(["Caster One"]);
    expect(deskLower(data, deskDisplay("Hidden", null)).kind).toBe("none");
  });
});
