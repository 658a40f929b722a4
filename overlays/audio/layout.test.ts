import { describe, expect, it } from "vitest";
import type { Thing } from "../../domain/tables.ts";
import { makeMatchView, makeTeamView } from "../../engine/testViews.ts";
import { audioFrames, audioParams, audioPeople } from "./layout.ts";

const player = (id: string): Thing<"Players"> => ({ id, __tableName: "Players", __version: 1, name: id });

describe("audio layout", () => {
  const a = { ...makeTeamView("A"), players: [player("recAAAAAAAAAAAAA1"), player("recAAAAAAAAAAAAA2")] };
  const b = { ...makeTeamView("B"), players: [player("recBBBBBBBBBBBBB1")] };
  const match = makeMatchView({}, [a, b]);
  it("plays a side's players (its chosen cams when set) or the casters", () => {
    const d = {
      match,
      broadcast: { id: "x", __tableName: "Broadcasts", __version: 1, name: "", key: "" } as never,
      casters: [player("recCCCCCCCCCCCCC1")],
    };
    expect(audioPeople(d, "team1").map((p) => p.id)).toEqual(["recAAAAAAAAAAAAA1", "recAAAAAAAAAAAAA2"]);
    expect(audioPeople(d, "team2").map((p) => p.id)).toEqual(["recBBBBBBBBBBBBB1"]);
    expect(audioPeople(d, "casters").map((p) => p.id)).toEqual(["recCCCCCCCCCCCCC1"]);
    const chosen = { ...d, broadcast: { ...(d.broadcast as object), team_1_cams: ["recAAAAAAAAAAAAA2"] } as never };
    expect(audioPeople(chosen, "team1").map((p) => p.id)).toEqual(["recAAAAAAAAAAAAA2"]);
  });
  it("plays the left team as team1 when the teams are flipped, with its own chosen cams", () => {
    const flipped = {
      match: makeMatchView({ flip_teams: true }, [a, b]),
      broadcast: { id: "x", __tableName: "Broadcasts", __version: 1, name: "", key: "", team_1_cams: ["recAAAAAAAAAAAAA2"] } as never,
      casters: [],
    };
    expect(audioPeople(flipped, "team1").map((p) => p.id)).toEqual(["recBBBBBBBBBBBBB1"]);
    expect(audioPeople(flipped, "team2").map((p) => p.id)).toEqual(["recAAAAAAAAAAAAA2"]);
  });
  it("asks the peer service for audio only, with the buffer, in zero-size frames", () => {
    expect(audioParams(0)).toEqual(["novideo"]);
    expect(audioParams(750)).toEqual(["novideo", "buffer=750"]);
    const [frame] = audioFrames([player("recAAAAAAAAAAAAA1")], 500);
    expect(frame).toMatchObject({ w: 0, h: 0 });
    expect(frame.url).toMatch(/[?&]view=/);
    expect(frame.url).toContain("&novideo");
    expect(frame.url).toContain("&buffer=500");
    expect(frame.url).not.toMatch(/[&?]na(&|$)/);
  });
});
