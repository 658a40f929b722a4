import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./securityHeaders.ts";

const directives = (csp: string) => csp.split("; ").map((d) => d.split(" "));

describe("contentSecurityPolicy", () => {
  it("names each directive once, scripts only from this origin, never plugins", () => {
    for (const kind of ["site", "overlay"] as const) {
      const list = directives(contentSecurityPolicy(kind, "cup.example:8080"));
      const names = list.map(([name]) => name);
      expect(new Set(names).size).toBe(names.length);
      const get = (name: string) => list.find(([n]) => n === name)?.slice(1);
      expect(get("script-src")).toEqual(["'self'"]);
      expect(get("object-src")).toEqual(["'none'"]);
      expect(get("worker-src")).toEqual(["'self'", "blob:"]);
    }
  });

  it("lets the site be framed only by itself, and anyone frame an overlay (OBS)", () => {
    expect(contentSecurityPolicy("site")).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy("overlay")).not.toContain("frame-ancestors");
  });

  it("names the overlay's socket host, and leaves out a Host header that is not a host", () => {
    expect(contentSecurityPolicy("overlay", "cup.example:8080")).toContain(
      "connect-src 'self' ws://cup.example:8080 wss://cup.example:8080",
    );
    expect(contentSecurityPolicy("overlay", "[::1]:8080")).toContain("ws://[::1]:8080");
    for (const host of ["evil; script-src *", "a b", ""])
      expect(contentSecurityPolicy("overlay", host)).toMatch(/connect-src 'self' http: https:(;|$)/);
  });
});
