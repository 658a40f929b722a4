import { describe, expect, it } from "vitest";
import { minisiteSubdomain } from "./minisite.ts";

describe("minisite subdomains (SPEC §2.7)", () => {
  it("reads main hosts given with a port", () => {
    expect(minisiteSubdomain("spring.localhost:8080", ["localhost:8080"])).toBe("spring");
    expect(minisiteSubdomain("Spring.Cup.Example.gg", ["cup.example.gg:443"])).toBe("spring");
    expect(minisiteSubdomain("localhost:8080", ["localhost:8080"])).toBeNull();
  });
  it("strips .dev or .live only as the last label before the main domain", () => {
    expect(minisiteSubdomain("winter.developers.cup.example.gg", ["cup.example.gg"])).toBe("winter.developers");
    expect(minisiteSubdomain("winter.dev.cup.example.gg", ["cup.example.gg"])).toBe("winter");
  });
  it("ignores the www subdomain", () => {
    expect(minisiteSubdomain("www.cup.example.gg", ["cup.example.gg"])).toBeNull();
  });
});
