import { describe, expect, it } from "vitest";
import { sanitize } from "./sanitize.ts";

describe("sanitize", () => {
  it("keeps whitelisted formatting", () => {
    expect(sanitize("<p>Hi <strong>all</strong></p>")).toBe("<p>Hi <strong>all</strong></p>");
  });
  it("removes scripts, event handlers and styles", () => {
    const out = sanitize(`<p onclick="x()" style="color:red">ok</p><script>alert(1)</script><iframe src="https://x"></iframe>`);
    expect(out).toBe("<p>ok</p>");
  });
  it("removes style and event handlers from every whitelisted tag, span and div included", () => {
    const tags = ["p", "span", "div", "strong", "em", "h1", "li", "blockquote", "pre", "code", "mark", "td", "th", "table", "a", "img"];
    for (const tag of tags) {
      const html = `<${tag} style="position:fixed;inset:0" onmouseover="x()" class="c" id="i">ok</${tag}>`;
      const out = sanitize(tag === "td" || tag === "th" ? `<table><tr>${html}</tr></table>` : html);
      expect(out, tag).not.toMatch(/style|onmouseover|class=|id=/);
    }
    expect(sanitize(`<span style="color:red">a</span><div style="display:none">b</div>`)).toBe("<span>a</span><div>b</div>");
  });
  it("allows only the listed link schemes", () => {
    for (const href of ["https://a.gg", "http://a.gg", "mailto:a@b.c", "ftp://a.gg", "tel:123", "sms:123"]) {
      expect(sanitize(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
    }
    expect(sanitize(`<a href="javascript:alert(1)">x</a>`)).not.toContain("javascript");
    expect(sanitize(`<a href="data:text/html,x">x</a>`)).not.toContain("data:");
    for (const href of ["file:///etc/passwd", "file://host/share", "FILE:///x"])
      expect(sanitize(`<a href="${href}">x</a>`)).not.toContain("href");
  });
  it("opens user links in a new tab without opener access", () => {
    expect(sanitize(`<a href="https://a.gg">x</a>`)).toContain(`rel="noopener noreferrer nofollow"`);
  });
  it("answers empty text for nothing", () => {
    expect(sanitize(undefined)).toBe("");
  });
});
