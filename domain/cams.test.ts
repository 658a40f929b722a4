import { describe, expect, it } from "vitest";
import { camSendUrl, camsOn, camStreamId, camViewUrl } from "./cams.ts";

const PLAYER = "recAbc123Def456Gh";

describe("player cam links", () => {
  it("view links carry the player's stream id and the default parameters cover, na, animate=0", () => {
    expect(camStreamId(PLAYER)).toBe("Abc123Def456Gh");
    expect(camViewUrl(PLAYER, null)).toBe("https://vdo.ninja/?view=Abc123Def456Gh&cover&na&animate=0");
  });
  it("the params option replaces the defaults", () => {
    expect(camViewUrl(PLAYER, ["mute", "quality=1"])).toBe("https://vdo.ninja/?view=Abc123Def456Gh&mute&quality=1");
  });
  it("a broadcast's own service link keeps its room; anything else falls back to the default service", () => {
    expect(camViewUrl(PLAYER, null, "https://cams.example.org/?room=cup")).toBe(
      "https://cams.example.org/?room=cup&view=Abc123Def456Gh&cover&na&animate=0",
    );
    expect(camViewUrl(PLAYER, null, "javascript:alert(1)")).toBe("https://vdo.ninja/?view=Abc123Def456Gh&cover&na&animate=0");
    expect(camSendUrl(PLAYER)).toBe("https://vdo.ninja/?push=Abc123Def456Gh");
  });
});

describe("cams on or off", () => {
  it("are on until a broadcast turns them off", () => {
    expect(camsOn({})).toBe(true);
    expect(camsOn({ show_cams: true })).toBe(true);
    expect(camsOn({ show_cams: false })).toBe(false);
  });
});
