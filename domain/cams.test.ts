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

describe("player cam links, edge cases", () => {
  it("keeps only letters and digits of an id in the stream id", () => {
    expect(camStreamId("broadcast-main")).toBe("broadcastmain");
  });
  it("accepts an http or https service link with spaces around it, and nothing else", () => {
    expect(camSendUrl(PLAYER, "  https://cams.example.org/  ")).toBe("https://cams.example.org/?push=Abc123Def456Gh");
    expect(camSendUrl(PLAYER, "http://192.168.1.20:8080/")).toBe("http://192.168.1.20:8080/?push=Abc123Def456Gh");
    expect(camSendUrl(PLAYER, "ftp://files.example.org/?u=http://x")).toBe("https://vdo.ninja/?push=Abc123Def456Gh");
  });
  it("trims the params, drops empty ones and keeps an = inside a value", () => {
    expect(camViewUrl(PLAYER, [" mute ", "  ", "label=a=b"])).toBe("https://vdo.ninja/?view=Abc123Def456Gh&mute&label=a%3Db");
  });
});

describe("cams on or off", () => {
  it("are on until a broadcast turns them off", () => {
    expect(camsOn({})).toBe(true);
    expect(camsOn({ show_cams: true })).toBe(true);
    expect(camsOn({ show_cams: false })).toBe(false);
  });
});
