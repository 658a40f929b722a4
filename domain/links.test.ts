import { describe, expect, it } from "vitest";
import { linkTo, parseWebLink, recordPath, returnAddress, returnPath } from "./links.ts";
import { minisiteKey, minisiteSubdomain } from "./minisite.ts";

const main = { mainOrigin: "https://cup.example.gg" };

describe("internal links (SPEC §2.1)", () => {
  it("links /{type}/{id} with the short id and an optional sub page", () => {
    expect(linkTo("team", "recAbCdEfGhIjKlMn", null, main)).toBe("/team/AbCdEfGhIjKlMn");
    expect(linkTo("match", "recAbCdEfGhIjKlMn", "history", main)).toBe("/match/AbCdEfGhIjKlMn/history");
  });
  it("drops the sub page's leading slashes and keeps its deeper path", () => {
    expect(linkTo("match", "recAbCdEfGhIjKlMn", "//stats/maps", main)).toBe("/match/AbCdEfGhIjKlMn/stats/maps");
    expect(linkTo("match", "recAbCdEfGhIjKlMn", "stats/maps", main)).toBe("/match/AbCdEfGhIjKlMn/stats/maps");
    expect(linkTo("team", "recAbCdEfGhIjKlMn", "/history", main)).toBe("/team/AbCdEfGhIjKlMn/history");
  });
  it("sends only events to a subdomain", () => {
    expect(linkTo("team", { id: "recAbCdEfGhIjKlMn", subdomain: "spring" }, null, main)).toBe("/team/AbCdEfGhIjKlMn");
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
  it("on another event's minisite, links an event to its own subdomain", () => {
    const event = { id: "recAbCdEfGhIjKlMn", subdomain: "spring" };
    const ctx = { ...main, minisiteEventId: "recZyXwVuTsRqPoNm" };
    expect(linkTo("event", event, "bracket", ctx)).toBe("https://spring.cup.example.gg/bracket");
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

describe("web links", () => {
  it("accepts http and https links and nothing else", () => {
    expect(parseWebLink("http://img.example/a.png")?.href).toBe("http://img.example/a.png");
    expect(parseWebLink("https://img.example/a.png")?.hostname).toBe("img.example");
    for (const bad of ["ftp://img.example/a.png", "javascript:alert(1)", "img.example/a.png", ""]) expect(parseWebLink(bad)).toBeNull();
  });
});

describe("a sign-in's return address (SPEC §2.4)", () => {
  it("keeps a path on this site and refuses anything that leaves it", () => {
    expect(returnPath("/profile?tab=1")).toBe("/profile?tab=1");
    expect(returnPath("/search?q=https://cup.example.gg")).toBe("/search?q=https://cup.example.gg");
    for (const away of ["//evil.test/x", "/\\evil.test", "https://evil.test", "profile", "", null, undefined])
      expect(returnPath(away)).toBeNull();
  });
});

describe("returnAddress (sign-in from a minisite comes back to it)", () => {
  const main = "http://localhost:8080";
  it("keeps a path, and a whole address on the main site or a minisite of it", () => {
    expect(returnAddress("/profile", main)).toBe("/profile");
    expect(returnAddress("http://spring.localhost:8080/schedule?x=1", main)).toBe("http://spring.localhost:8080/schedule?x=1");
    expect(returnAddress("http://localhost:8080/teams", main)).toBe("http://localhost:8080/teams");
    expect(returnAddress("https://winter.example.gg/", "https://example.gg")).toBe("https://winter.example.gg/");
  });
  it("refuses every other host, scheme, port and address with credentials", () => {
    for (const bad of [
      "https://evil.gg/",
      "http://evillocalhost:8080/",
      "http://localhost.evil.gg:8080/",
      "http://spring.localhost:9090/",
      "https://spring.localhost:8080/",
      "http://user:pw@spring.localhost:8080/",
      "javascript:alert(1)",
      "//evil.gg/",
      "/\\evil.gg",
      "",
      null,
    ])
      expect(returnAddress(bad, main)).toBeNull();
    expect(returnAddress("https://evil-example.gg/", "https://example.gg")).toBeNull();
  });
});

describe("recordPath (SPEC §2.1 short ids)", () => {
  it("drops the rec prefix of a full id and keeps a short one", () => {
    expect(recordPath("event", "recAbCdEfGhIjKlMn")).toBe("/event/AbCdEfGhIjKlMn");
    expect(recordPath("team", "AbCdEfGhIjKlMn", "settings")).toBe("/team/AbCdEfGhIjKlMn/settings");
    expect(recordPath("player", "recAbCdEfGhIjKlMn", "/matches")).toBe("/player/AbCdEfGhIjKlMn/matches");
  });
});
