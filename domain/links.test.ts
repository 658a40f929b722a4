import { describe, expect, it } from "vitest";
import { linkTo, returnPath } from "./links.ts";
import { minisiteKey, minisiteSubdomain } from "./minisite.ts";

const main = { mainOrigin: "https://cup.example.gg" };

describe("internal links (SPEC §2.1)", () => {
  it("links /{type}/{id} with the short id and an optional sub page", () => {
    expect(linkTo("team", "recAbCdEfGhIjKlMn", null, main)).toBe("/team/AbCdEfGhIjKlMn");
    expect(linkTo("match", "recAbCdEfGhIjKlMn", "history", main)).toBe("/match/AbCdEfGhIjKlMn/history");
  });
  it("sends an event with a subdomain to its own subdomain of the main origin", () => {
    const event = { id: "recAbCdEfGhIjKlMn", subdomain: "spring" };
    expect(linkTo("event", event, null, main)).toBe("https://spring.cup.example.gg/");
    expect(linkTo("event", event, "schedule", main)).toBe("https://spring.cup.example.gg/schedule");
  });
  it("on the event's own minisite, links only the root or the sub page", () => {
    const event = { id: "recAbCdEfGhIjKlMn", subdomain: "spring" };
    const ctx = { ...main, minisiteEventId: "AbCdEfGhIjKlMn" };
    expect(linkTo("event", event, null, ctx)).toBe("/");
    expect(linkTo("event", event, "bracket", ctx)).toBe("/bracket");
  });
  it("links an event without a subdomain on the main site", () => {
    expect(linkTo("event", { id: "recAbCdEfGhIjKlMn" }, "about", main)).toBe("/event/AbCdEfGhIjKlMn/about");
  });
});

describe("minisite resolution (SPEC §2.7)", () => {
  const hosts = ["cup.example.gg", "localhost"];
  it("reads the subdomain before the main domain", () => {
    expect(minisiteSubdomain("spring.cup.example.gg", hosts)).toBe("spring");
    expect(minisiteSubdomain("spring.localhost:8080", hosts)).toBe("spring");
  });
  it("ignores the dev and live subdomains and strips a .dev or .live suffix", () => {
    expect(minisiteSubdomain("dev.cup.example.gg", hosts)).toBeNull();
    expect(minisiteSubdomain("live.cup.example.gg", hosts)).toBeNull();
    expect(minisiteSubdomain("spring.dev.cup.example.gg", hosts)).toBe("spring");
    expect(minisiteSubdomain("spring.live.cup.example.gg", hosts)).toBe("spring");
  });
  it("answers null on the main domain itself and on foreign hosts", () => {
    expect(minisiteSubdomain("cup.example.gg", hosts)).toBeNull();
    expect(minisiteSubdomain("evil.com", hosts)).toBeNull();
  });
  it("looks the event up by the key subdomain-{sub}", () => {
    expect(minisiteKey("spring")).toBe("subdomain-spring");
  });
});

describe("a sign-in's return address (SPEC §2.4)", () => {
  it("keeps a path on this site and refuses anything that leaves it", () => {
    expect(returnPath("/profile?tab=1")).toBe("/profile?tab=1");
    for (const away of ["//evil.test/x", "/\\evil.test", "https://evil.test", "profile", "", null, undefined])
      expect(returnPath(away)).toBeNull();
  });
});
