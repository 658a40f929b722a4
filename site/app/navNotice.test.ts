import { describe, expect, it } from "vitest";
import { pickNavNotice } from "./navNotice.ts";

const base = { connected: true, disconnectedSince: null, flags: [] as string[], now: 10_000 };

describe("pickNavNotice", () => {
  it("waits 3 s after a disconnect before saying so", () => {
    expect(pickNavNotice({ ...base, connected: false, disconnectedSince: 8_000 })).toBeNull();
    expect(pickNavNotice({ ...base, connected: false, disconnectedSince: 7_000 })).toBe("disconnected");
  });
  it("puts disconnected before rebuilding before a high error rate", () => {
    const flags = ["high_error_rate", "server_rebuilding"];
    expect(pickNavNotice({ ...base, flags, connected: false, disconnectedSince: 0 })).toBe("disconnected");
    expect(pickNavNotice({ ...base, flags })).toBe("rebuilding");
    expect(pickNavNotice({ ...base, flags: ["high_error_rate"] })).toBe("error-rate");
    expect(pickNavNotice(base)).toBeNull();
  });
});
