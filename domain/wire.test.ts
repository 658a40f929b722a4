import { describe, expect, it } from "vitest";
import { subscribeKey } from "./wire.ts";

describe("subscription keys", () => {
  it("takes a key sent as text or as an object with an id", () => {
    expect(subscribeKey("recMATCH0000001")).toBe("recMATCH0000001");
    expect(subscribeKey({ id: "special:live-matches" })).toBe("special:live-matches");
  });

  it("refuses a payload that carries no text key", () => {
    expect(subscribeKey(null)).toBeNull();
    expect(subscribeKey(undefined)).toBeNull();
    expect(subscribeKey(42)).toBeNull();
    expect(subscribeKey({ key: "recMATCH0000001" })).toBeNull();
    expect(subscribeKey({ id: 7 })).toBeNull();
    expect(subscribeKey({ id: ["recMATCH0000001"] })).toBeNull();
    expect(subscribeKey(["recMATCH0000001"])).toBeNull();
  });

  it("refuses an empty key and one longer than 200 characters", () => {
    expect(subscribeKey("")).toBeNull();
    expect(subscribeKey({ id: "" })).toBeNull();
    expect(subscribeKey("k".repeat(200))).toBe("k".repeat(200));
    expect(subscribeKey("k".repeat(201))).toBeNull();
  });
});
