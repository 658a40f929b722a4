import { describe, expect, it } from "vitest";
import { auctionBoard, parseAuction } from "./auction.ts";

describe("auction board", () => {
  const auction = parseAuction(
    JSON.stringify({
      budget: 100,
      rosterSize: 5,
      teams: [{ team: "T1", captain: "c1" }, { team: "T2" }],
      current: { player: "p3", bid: 20, team: "T2" },
      sold: [
        { player: "p1", team: "T1", price: 30 },
        { player: "p2", team: "T1", price: 15 },
      ],
      pool: [{ player: "p1" }, { player: "p3" }, { player: "p4", category: "Tank" }, { player: "p5", category: "Support" }],
    }),
  )!;
  it("balances, buys and slots left per team; the pool without sold players or the lot", () => {
    const board = auctionBoard(auction);
    expect(board.teams).toEqual([
      { team: "T1", captain: "c1", spent: 45, left: 55, players: ["p1", "p2"], slotsLeft: 2 },
      { team: "T2", captain: null, spent: 0, left: 100, players: [], slotsLeft: 5 },
    ]);
    expect(board.current).toMatchObject({ player: "p3", bid: 20, team: "T2" });
    expect(board.pool).toEqual(["p4", "p5"]);
  });
  it("filters the pool by category", () => {
    expect(auctionBoard(auction, "tank").pool).toEqual(["p4"]);
  });
  it("reads bad JSON or a bad shape as no auction", () => {
    expect(parseAuction("{not json")).toBeNull();
    expect(parseAuction(JSON.stringify({ budget: "lots" }))).toBeNull();
    expect(parseAuction("")).toBeNull();
  });
  it("ignores sales to a team no longer in the auction, and has a full pool between lots", () => {
    const between = parseAuction(
      JSON.stringify({
        budget: 50,
        rosterSize: 2,
        teams: [{ team: "T1" }],
        sold: [
          { player: "p1", team: "Gone", price: 10 },
          { player: "p2", team: "T1", price: 5 },
        ],
        pool: [{ player: "p2" }, { player: "p3" }],
      }),
    )!;
    const board = auctionBoard(between);
    expect(board.current).toBeNull();
    expect(board.teams).toEqual([{ team: "T1", captain: null, spent: 5, left: 45, players: ["p2"], slotsLeft: 1 }]);
    expect(board.pool).toEqual(["p3"]);
  });
});
