import { describe, expect, it } from "vitest";
import { parseOverlayRoute, rootKey } from "./route.ts";

describe("overlay routes", () => {
  it("reads a broadcast route with its overlay and options", () => {
    const r = parseOverlayRoute("/broadcast/main/ingame", "?noAnimate&codes");
    expect(r).toMatchObject({ kind: "broadcast", code: "main", overlay: "ingame" });
    expect(r?.params.has("codes")).toBe(true);
    expect(rootKey(r!)).toBe("broadcast-main");
  });
  it("lowercases client ids and keeps sub-paths", () => {
    const r = parseOverlayRoute("/client/Producer/cams/desk", "");
    expect(r).toMatchObject({ kind: "client", code: "producer", overlay: "cams/desk" });
    expect(rootKey(r!)).toBe("client-producer");
  });
  it("treats an empty overlay as the stinger route and rejects other paths", () => {
    expect(parseOverlayRoute("/broadcast/main", "")?.overlay).toBe("");
    expect(parseOverlayRoute("/event/1", "")).toBeNull();
  });
});
