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

  it("keeps comments and escapes that hide nothing, and refuses what they hide", () => {
    // A comment ends at the first */ after its /*, wherever it is; an unclosed one runs to the end.
    expect(check("a { width: expr/* a longer comment */ession(1) }").ok).toBe(false);
    expect(check("@im/*/ still a comment */port 'x.css';").ok).toBe(false);
    expect(check("/* unclosed @import 'x.css';")).toEqual({ ok: true, css: "/* unclosed @import 'x.css';" });
    expect(check("a {} /* unclosed @import 'x.css';").ok).toBe(true);
    // One space, tab, form feed or newline after a hex escape belongs to it.
    for (const ws of [" ", "\t", "\f", "\n", "\r\n", "\r"]) expect(check(`@\\69${ws}mport 'x.css';`).ok).toBe(false);
    expect(check("@\\69  mport 'x.css';").ok).toBe(true);
    // A backslash before any other character stands for that character.
    expect(check("@imp\\ort 'x.css';").ok).toBe(false);
    expect(check("a { background: \\url(https://evil.example/x.png) }").ok).toBe(false);
    // An escaped newline continues a string and is dropped; a backslash at the very end is kept as it is.
    expect(check("@imp\\\nort 'x.css';").ok).toBe(false);
    expect(check("a { content: 'x' }\\")).toEqual({ ok: true, css: "a { content: 'x' }\\" });
    // \0 and code points past U+10FFFF read as U+FFFD, never as nothing.
    expect(check("@im\\0 port 'x.css';").ok).toBe(true);
    expect(check("@im\\110000port 'x.css';").ok).toBe(true);
  });

  it.each([
    ["a { background: url(https://evil.example/x.png ) }", "url(https://evil.example/x.png)"],
    ['a { background: url("https://evil.example/x.png") }', "url(https://evil.example/x.png)"],
    ["a { background: url('https://evil.example/x.png'  ) }", "url(https://evil.example/x.png)"],
    ['a { background: url("https://evil.example/x.png', "url(https://evil.example/x.png)"],
    ["a { background: url(https://evil.example/x.png", "url(https://evil.example/x.png)"],
    ["a { background: url(https://evil.example/a\\0 b) }", "url(https://evil.example/a\ufffdb)"],
    ["a { background: url(https://evil.example/a\\110000 b) }", "url(https://evil.example/a\ufffdb)"],
    ["a { background: url(https://evil.example/a\\10ffff b) }", "url(https://evil.example/a\u{10ffff}b)"],
    ["a { background: url(https://evil.example/\\41\\42 C) }", "url(https://evil.example/abc)"],
    ['a { background: image-set("https://evil.example/x.png " 1x) }', 'image-set("https://evil.example/x.png")'],
    ["a { background: image-set('/a.png' 1x, 'https://evil.example/x.png' 2x) }", 'image-set("https://evil.example/x.png")'],
  ])("names the decoded target of %s", (css, named) => {
    const result = check(css);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.message).toBe(
        `Line 1: ${named} points to another site; only relative URLs, this site's own URLs and inlined ${named.startsWith("url") ? "PNG, JPEG, GIF or WebP images" : "images"} are allowed in broadcast CSS`,
      );
  });

  it("allows url() and image-set() of nothing, this site and inlined images", () => {
    for (const css of [
      "a { background: url() }",
      'a { background: url("") }',
      `a { background: image-set("/a.png" 1x, '${ORIGIN}/b.png' 2x, " data:image/png;base64,AA" 3x) }`,
      'a { background: url(" data:image/webp;base64,AA ") }',
    ])
      expect(check(css)).toEqual({ ok: true, css });
  });

  it.each([
    ["LF", "\n"],
    ["CRLF", "\r\n"],
    ["CR", "\r"],
  ])("counts %s line endings, in comments, escapes and strings too", (_name, nl) => {
    const lineOf = (css: string) => {
      const result = check(css.replaceAll("\n", nl));
      return result.ok ? null : result.line;
    };
    expect(lineOf("@import 'x';\na\nb\nc\nd\ne\nf\ng\nh\ni\n")).toBe(1);
    expect(lineOf("a {}\n\n@import 'x';")).toBe(3);
    expect(lineOf("/* one\ntwo\nthree */\n@import 'x';")).toBe(4);
    expect(lineOf("a { content: '\\41\n' }\n@import 'x';")).toBe(3);
    expect(lineOf("a { content: 'x\\\ny' }\n@import 'x';")).toBe(3);
    expect(lineOf("a {}\n/* </Style><script>alert(1)</script> */\nb {}")).toBe(2);
    expect(lineOf("a {}\n\nb { background: url(https://evil.example/x.png) }\n")).toBe(3);
    expect(lineOf("a {}\nb { background: image-set(\n'https://evil.example/x.png' 1x) }")).toBe(2);
  });

  it("refuses </style in the raw text, even inside a comment", () => {
    expect(check("a {}\n/* </STYLE> */")).toEqual({
      ok: false,
      line: 2,
      message: "Line 2: </style is not allowed in broadcast CSS",
    });
  });

  it("refuses anything over 20,000 characters", () => {
    const long = "a{}".padEnd(BROADCAST_CSS_LIMIT + 1, " ");
    const result = check(long);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain("20,000");
    expect(check("a{}".padEnd(BROADCAST_CSS_LIMIT, " ")).ok).toBe(true);
  });
});

describe("checkBroadcastCss reads what may load with a CSS parser", () => {
  const refusal = (css: string) => {
    const result = check(css);
    return result.ok ? null : { line: result.line, message: result.message };
  };
  const TAIL = "only relative URLs, this site's own URLs and inlined images are allowed in broadcast CSS";

  it.each([
    ['a { background: image-set(linear-gradient(red, blue) 2x, "https://evil.example/a.png" 1x) }', "https://evil.example/a.png"],
    ['a { background: image-set("a).png" 2x, "https://evil.example/b.png" 1x) }', "https://evil.example/b.png"],
  ])("refuses a string image-set() loads from another site, whatever comes before it: %s", (css, target) => {
    expect(refusal(`a {}\n\n${css}`)).toEqual({ line: 3, message: `Line 3: image-set("${target}") points to another site; ${TAIL}` });
  });

  it.each([
    ['a { background: -webkit-image-set("https://evil.example/x.png" 1x) }', '-webkit-image-set("https://evil.example/x.png")'],
    ['a { background: image-\\73 et("https://evil.example/x.png" 1x) }', 'image-set("https://evil.example/x.png")'],
    ['a { background: image("https://evil.example/x.png") }', 'image("https://evil.example/x.png")'],
    ['a { background: cross-fade(url(/a.png), "https://evil.example/x.png" 50%) }', 'cross-fade("https://evil.example/x.png")'],
    ['a { background: src("https://evil.example/x.png") }', 'src("https://evil.example/x.png")'],
    ['a { background: image-set(var(--none, "https://evil.example/x.png") 1x) }', 'image-set("https://evil.example/x.png")'],
    ['a { background: image-set(image-set("//evil.example/x.png" 1x) 1x) }', 'image-set("//evil.example/x.png")'],
    ['@font-face { font-family: X; src: "https://evil.example/x.woff" }', 'src: "https://evil.example/x.woff"'],
    ['@unknown "https://evil.example/x" { a { color: red } }', '@unknown "https://evil.example/x"'],
    ['@namespace svg "http://www.w3.org/2000/svg";', '@namespace "http://www.w3.org/2000/svg"'],
  ])("refuses a string read as a URL in %s", (css, named) => {
    expect(refusal(css)).toEqual({ line: 1, message: `Line 1: ${named} points to another site; ${TAIL}` });
  });

  it("refuses a string a custom property or @property could carry into image-set() through var()", () => {
    expect(refusal('a {\n  --bg: "https://evil.example/x.png";\n  background: image-set(var(--bg) 1x);\n}')).toEqual({
      line: 2,
      message: `Line 2: --bg: "https://evil.example/x.png" points to another site (var() can carry it into image-set()); ${TAIL}`,
    });
    expect(refusal('@property --bg { syntax: "*"; inherits: false; initial-value: "https://evil.example/x.png"; }')?.message).toMatch(
      /^Line 1: initial-value: "https:\/\/evil\.example\/x\.png" points to another site \(var\(\) can carry it/,
    );
    expect(check('a { --label: "/img/a.png"; --name: "Cup"; --mark: "\\201C"; }').ok).toBe(true);
  });

  it("judges every url, in @font-face, unknown at-rules and selectors too", () => {
    expect(refusal("@font-face {\n  font-family: X;\n  src: url(https://evil.example/x.woff);\n}")?.message).toMatch(
      /^Line 3: url\(https:\/\/evil\.example\/x\.woff\) points to another site/,
    );
    expect(refusal("@unknown x { a { background: url(//evil.example/x.png) } }")?.line).toBe(1);
    expect(refusal("a:not(url(https://evil.example/x.png)) { color: red }")?.line).toBe(1);
  });

  it("reads a url( whose target starts like a comment as the browser does, so the comment hides nothing after it", () => {
    expect(refusal("a { background: url(/*) }\nb { background: url(https://evil.example/x.png) } /* */")?.message).toMatch(
      /^Line 2: url\(https:\/\/evil\.example\/x\.png\) points to another site/,
    );
  });

  it.each(["\\75 rl(", "u\\72l(", "\\url(", "U\\52L("])(
    "refuses url( written with escapes (%s): the browser reads a url the parser does not",
    (written) => {
      const css = `a {}\nb { background: ${written}/*) } c { background: url(https://evil.example/x.png) } /* */`;
      expect(refusal(css)).toEqual({
        line: 2,
        message: `Line 2: url( written with escapes, as ${written}, is not allowed in broadcast CSS`,
      });
      expect(refusal(`a:${written}x) { color: red }`)?.message).toContain("url( written with escapes");
    },
  );

  it("keeps @import refused however it is written, with or without url()", () => {
    for (const css of [
      '@import "https://evil.example/x.css";',
      "@import url(/x.css) layer(base);",
      '@\\69 mport "/x.css";',
      "@IMPORT '/x.css' screen;",
    ])
      expect(refusal(css)?.message).toBe("Line 1: @import is not allowed in broadcast CSS");
  });

  it("takes every string after CSS it cannot read for a URL, naming that line", () => {
    // A string broken by a line break ends there, as in the browser: the next declaration still loads.
    expect(refusal('a { content: "broken\n; background: url(https://evil.example/x.png) }')?.message).toMatch(
      /^Line 2: url\(https:\/\/evil\.example\/x\.png\) points to another site/,
    );
    expect(refusal('a { width: calc(1px + ; }\nb { background: image-set("https://evil.example/x.png" 1x) }')).toEqual({
      line: 2,
      message: `Line 2: "https://evil.example/x.png" points to another site (line 1 cannot be read as CSS: ")" is expected; every string from there on is taken for a URL); ${TAIL}`,
    });
    expect(refusal('a { .b { content: "https://twitch.tv/community" } }')?.message).toContain("cannot be read as CSS");
  });

  it("passes CSS it cannot read when nothing in it may load from another site", () => {
    for (const css of [
      "a { .b { color: red } }",
      "a { .b { background: url(/img/bg.png) } }",
      'a { width: calc(1px + ; } b { content: "Live" }',
      "a { color: red } }}} b { color: blue }",
    ])
      expect(check(css)).toEqual({ ok: true, css });
  });

  it("passes strings that never load, and images from this site", () => {
    for (const css of [
      'a::after { content: "https://twitch.tv/community"; font-family: "Oswald", sans-serif; }',
      'a[href^="https://evil.example/"] { color: red }',
      '@font-face { font-family: "Cup Sans"; src: url(/fonts/cup.woff2) format("woff2"), local("Arial"); }',
      '.grid { grid-template-areas: "logo score" "bar bar"; quotes: "«" "»"; }',
      `a { background: image-set(linear-gradient(red, blue) 1x, "a).png" 2x, "${ORIGIN}/b.png" 3x, "data:image/png;base64,AA" 4x) }`,
      '@media (min-width: 800px) { a { background: -webkit-image-set("/a.png" 1x) } } @layer base { b { color: red } }',
      "@supports (display: grid) { a { display: grid } } @unknown x { y: z }",
    ])
      expect(check(css)).toEqual({ ok: true, css });
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
    expect(cssUrlAllowed("  data:image/png;base64,AA  ", ORIGIN)).toBe(true);
    expect(cssUrlAllowed("   ", ORIGIN)).toBe(true);
    expect(cssUrlAllowed("https://[cup.example.org/a.png", ORIGIN)).toBe(false);
    expect(cssUrlAllowed("http://", ORIGIN)).toBe(false);
  });
});
