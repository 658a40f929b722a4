/**
 * Broadcast CSS (Event.broadcast_css) is written by event editors and injected into every
 * overlay of the event's broadcasts. It is refused, never rewritten: an editor learns which
 * line is unsafe and why, and clean CSS is kept exactly as typed.
 *
 * The forbidden words are looked for in the CSS as a browser decodes it: comments removed,
 * escapes (`\69` for `i`) decoded and case ignored, so `@\69mport` or `expr/**\/ession(` hide
 * nothing. What may load (url(), image-set() strings, …) is read with a CSS parser
 * (`cssResources.ts`) and judged by one rule, `cssUrlAllowed`.
 */
import { cssResources, type CssResource } from "./cssResources.ts";

export const BROADCAST_CSS_LIMIT = 20_000;

export type CssCheck = { ok: true; css: string } | { ok: false; message: string; line: number | null };

/** Images that may be inlined. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp)[;,]/;

interface Normalised {
  text: string;
  /** The line (1-based) of the original CSS each character of `text` came from. */
  lines: number[];
}

/** CSS whose line breaks are all "\n": comments dropped (their newlines kept), escapes decoded, lowercased; each character remembers its line. */
function normalise(css: string): Normalised {
  let text = "";
  const lines: number[] = [];
  let line = 1;
  const push = (s: string, at: number) => {
    for (const ch of s.toLowerCase()) {
      text += ch;
      lines.push(at);
    }
  };
  for (let i = 0; i < css.length;) {
    const ch = css[i];
    if (ch === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      const stop = end === -1 ? css.length : end + 2;
      for (let j = i; j < stop; j++) if (css[j] === "\n") line++;
      i = stop;
      continue;
    }
    if (ch === "\\") {
      const hex = /^[0-9a-fA-F]{1,6}/.exec(css.slice(i + 1, i + 7));
      if (hex) {
        const code = parseInt(hex[0], 16);
        push(code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd", line);
        i += 1 + hex[0].length;
        // One whitespace character ends the escape and belongs to it (line breaks are "\n" by now).
        if (css[i] === "\n") {
          i++;
          line++;
        } else if (css[i] === " " || css[i] === "\t" || css[i] === "\f") i++;
        continue;
      }
      if (css[i + 1] === "\n") {
        // An escaped newline continues a string: nothing of it is kept.
        line++;
        i += 2;
        continue;
      }
      if (i + 1 < css.length) {
        push(css[i + 1], line);
        i += 2;
        continue;
      }
    }
    push(ch, line);
    if (ch === "\n") line++;
    i++;
  }
  return { text, lines };
}

/** Whether a url() or image-set() target may load: an inlined image, or something on the site's own origin. */
export function cssUrlAllowed(target: string, allowedOrigin: string): boolean {
  const url = target.trim();
  if (!url) return true;
  if (url.startsWith("data:")) return DATA_IMAGE.test(url);
  try {
    // Relative URLs resolve against the site; `//host`, `/\host` and absolute URLs leave it unless they name it.
    const base = new URL(allowedOrigin);
    return new URL(url, base).origin === base.origin;
  } catch {
    return false;
  }
}

const FORBIDDEN: readonly { pattern: RegExp; problem: string }[] = [
  { pattern: /@import/, problem: "@import is not allowed" },
  { pattern: /expression\s*\(/, problem: "expression() is not allowed" },
  { pattern: /javascript\s*:/, problem: "javascript: links are not allowed" },
  { pattern: /vbscript\s*:/, problem: "vbscript: links are not allowed" },
  { pattern: /behavior\s*:/, problem: "behavior: is not allowed" },
  { pattern: /-moz-binding/, problem: "-moz-binding is not allowed" },
  { pattern: /<\/style/, problem: "</style is not allowed" },
];

const refuse = (problem: string, line: number | null): CssCheck => ({
  ok: false,
  line,
  message: line ? `Line ${line}: ${problem} in broadcast CSS` : `${problem} in broadcast CSS`,
});

/**
 * Check broadcast CSS: answers it unchanged when clean, else the first problem and its line.
 * `allowedOrigin` is the site's public origin (the only absolute origin url() may name).
 */
export function checkBroadcastCss(css: string, allowedOrigin: string): CssCheck {
  if (css.length > BROADCAST_CSS_LIMIT)
    return refuse(
      `it is ${css.length.toLocaleString("en")} characters long; the most allowed is ${BROADCAST_CSS_LIMIT.toLocaleString("en")}`,
      null,
    );
  // CSS reads CRLF and a lone CR as one newline; lines are counted the same way.
  const source = css.replace(/\r\n?/g, "\n");
  // The HTML parser ends a <style> on the raw text, before any CSS decoding.
  const rawClose = source.toLowerCase().indexOf("</style");
  if (rawClose !== -1) return refuse("</style is not allowed", source.slice(0, rawClose).split("\n").length);
  const { text, lines } = normalise(source);
  const lineAt = (index: number) => lines[Math.min(index, lines.length - 1)] ?? 1;
  for (const { pattern, problem } of FORBIDDEN) {
    const found = pattern.exec(text);
    if (found) return refuse(problem, lineAt(found.index));
  }
  let resources: CssResource[];
  try {
    resources = cssResources(source);
  } catch (error) {
    return refuse(`it cannot be read as CSS (${error instanceof Error ? error.message : String(error)})`, null);
  }
  for (const found of resources) {
    if (found.kind === "escaped-url") return refuse(`url( written with escapes, as ${found.written}, is not allowed`, found.line);
    if (!cssUrlAllowed(found.target, allowedOrigin))
      return refuse(
        `${found.label} points to another site${found.note}; only relative URLs, this site's own URLs and inlined ${found.kind === "url" ? "PNG, JPEG, GIF or WebP images" : "images"} are allowed`,
        found.line,
      );
  }
  return { ok: true, css };
}
