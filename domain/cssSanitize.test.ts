import { describe, expect, it } from "vitest";
import { BROADCAST_CSS_LIMIT, checkBroadcastCss, cssUrlAllowed } from "./cssSanitize.ts";

const ORIGIN = "https://cup.example.org";
const check = (css: string) => checkBroadcastCss(css, ORIGIN);

describe("checkBroadcastCss", () => {
  it("answers clean CSS unchanged", () => {
    const css = `.overlay {\n  color: #fff; /* white */\n  background: url("/images/bg.png") no-repeat;\n}\n.logo { background-image: url(data:image/png;base64,AAAA); }\n.x { background: url(${ORIGIN}/a.webp); }`;
    expect(check(css)).toEqual({ ok: true, css });
    expect(check("")).toEqual({ ok: true, css: "" });
  });

  it.each([
    ["@import url(/x.css);", "@import is not allowed"],
    ["a { width: expression(alert(1)); }", "expression() is not allowed"],
    ["a { background: url(javascript:alert(1)); }", "javascript: links are not allowed"],
    ["a { behavior: url(x.htc); }", "behavior: is not allowed"],
    ["a { -moz-binding: url(x.xml#y); }", "-moz-binding is not allowed"],
    ["a { color: red } </style><script>alert(1)</script>", "</style is not allowed"],
    ["a { background: url(https://evil.example/x.png); }", "points to another site"],
    ["a { background: url('//evil.example/x.png'); }", "points to another site"],
    ['a { background: url("http://cup.example.org/x.png"); }', "points to another site"],
    ["a { background: url(/\\\\evil.example/x.png); }", "points to another site"],
    ["a { background: url(data:image/svg+xml;base64,AAAA); }", "points to another site"],
    ["a { background: url(data:text/html,hi); }", "points to another site"],
    ['a { background: image-set("https://evil.example/x.png" 1x); }', "image-set"],
    ["a { background: url(https://evil.example/x.png", "points to another site"],
  ])("refuses %s", (css, problem) => {
    const result = check(css);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(problem);
  });

  it("sees through comments, escapes and case", () => {
    expect(check("@\\69mport 'x.css';").ok).toBe(false);
    expect(check("@IMPORT 'x.css';").ok).toBe(false);
    expect(check("a { width: expr/**/ession(1) }").ok).toBe(false);
    expect(check("a { background: u\\72l(https://evil.example/) }").ok).toBe(false);
    expect(check("a { background: URL( 'HTTPS://EVIL.EXAMPLE/' ) }").ok).toBe(false);
  });

  it("names the line of the problem", () => {
    const result = check("a { color: red; }\n/* a\ncomment */\nb { background: url(https://evil.example/x.png); }");
    expect(result).toMatchObject({ ok: false, line: 4 });
    if (!result.ok) expect(result.message).toMatch(/^Line 4: url\(https:\/\/evil\.example\/x\.png\) points to another site/);
    expect(check("a {}\n\n@import 'x';")).toMatchObject({ ok: false, line: 3, message: expect.stringMatching(/^Line 3: @import/) });
  });

  it("refuses anything over 20,000 characters", () => {
    const long = "a{}".padEnd(BROADCAST_CSS_LIMIT + 1, " ");
    const result = check(long);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain("20,000");
    expect(check("a{}".padEnd(BROADCAST_CSS_LIMIT, " ")).ok).toBe(true);
  });
});

describe("cssUrlAllowed", () => {
  it("allows relative, same-origin and inlined images only", () => {
    expect(cssUrlAllowed("img/a.png", ORIGIN)).toBe(true);
    expect(cssUrlAllowed("/img/a.png", ORIGIN)).toBe(true);
    expect(cssUrlAllowed(`${ORIGIN}/a.png`, ORIGIN)).toBe(true);
    expect(cssUrlAllowed("data:image/jpeg;base64,AA", ORIGIN)).toBe(true);
    expect(cssUrlAllowed("data:image/gif,AA", ORIGIN)).toBe(true);
    expect(cssUrlAllowed("https://cup.example.org.evil.example/a.png", ORIGIN)).toBe(false);
    expect(cssUrlAllowed("ftp://cup.example.org/a.png", ORIGIN)).toBe(false);
  });
});
