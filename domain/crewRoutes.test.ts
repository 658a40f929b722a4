import { describe, expect, it } from "vitest";
import { crewPath, isCrewRoute } from "./crewRoutes.ts";

describe("crew paths", () => {
  it("finds the crew routes under /client/<key>/ and nothing else", () => {
    expect(crewPath("/client/Producer/admin")).toEqual({ client: "producer", route: "admin" });
    expect(crewPath("/client/producer/tally-transmitter/")).toEqual({ client: "producer", route: "tally-transmitter" });
    expect(crewPath("/client/producer/ingame")).toBeNull();
    expect(crewPath("/broadcast/main/admin")).toBeNull();
  });
});

describe("crew routes", () => {
  it("matches a crew route whatever its case or trailing slashes, and nothing with a slash inside", () => {
    expect(isCrewRoute("Admin/")).toBe(true);
    expect(isCrewRoute("remote//")).toBe(true);
    expect(isCrewRoute("ad/min")).toBe(false);
    expect(isCrewRoute("ingame")).toBe(false);
  });
  it("finds them only at the start of the path", () => {
    expect(crewPath("/site/client/producer/admin")).toBeNull();
  });
});
