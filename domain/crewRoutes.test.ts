import { describe, expect, it } from "vitest";
import { crewPath } from "./crewRoutes.ts";

describe("crew paths", () => {
  it("finds the crew routes under /client/<key>/ and nothing else", () => {
    expect(crewPath("/client/Producer/admin")).toEqual({ client: "producer", route: "admin" });
    expect(crewPath("/client/producer/tally-transmitter/")).toEqual({ client: "producer", route: "tally-transmitter" });
    expect(crewPath("/client/producer/ingame")).toBeNull();
    expect(crewPath("/broadcast/main/admin")).toBeNull();
  });
});
