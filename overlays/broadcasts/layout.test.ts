import { describe, expect, it } from "vitest";
import type { BroadcastRecord } from "../../domain/tables.ts";
import { makeMatchView } from "../../engine/testViews.ts";
import { broadcastRows } from "./layout.ts";

const b = (o: Partial<BroadcastRecord>): BroadcastRecord => ({
  id: "recB",
  __tableName: "Broadcasts",
  __version: 1,
  name: "Side",
  key: "side",
  ...o,
});

describe("the other broadcasts", () => {
  const match = makeMatchView({ id: "recM1" }, ["Foxes", "Wolves"]);
  it("lists only the live ones, with the match each shows and its channel", () => {
    const rows = broadcastRows(
      [b({ id: "b1", title: "Side Stream", active: true, live_match: ["recM1"], channel: "cupside" }), b({ id: "b2", active: false })],
      [match],
    );
    expect(rows).toEqual([{ id: "b1", title: "Side Stream", name: "Side", match, channel: "twitch.tv/cupside" }]);
  });
  it("falls back to the name without a title and shows no match when the live match is hidden", () => {
    const [row] = broadcastRows([b({ active: true, live_match: ["recM1"], show_live_match: false })], [match]);
    expect(row).toMatchObject({ title: "Side", name: "", match: null, channel: "" });
  });
});
