/**
 * Every place in a style sheet where a browser may load something, read with css-tree (a CSS
 * Syntax parser) instead of patterns: a regular expression cannot tell `"a).png"` from the end of
 * `image-set(`, nor see a string behind a gradient. `cssSanitize.ts` judges what this finds.
 *
 * What can load: every url (`url(x)`, `url("x")`, anywhere, selectors and at-rules included), and
 * a string where it is read as a URL: inside image-set(), image(), cross-fade() or src() (and
 * their -webkit- forms), in an at-rule's prelude, in a custom property or an @property rule
 * (var() can carry it into image-set()), in an @font-face src outside format(), tech() and
 * local(). Where css-tree cannot read the CSS, every string from there on counts, since its
 * context is unknown. Escapes are decoded (`image-\73 et(` is image-set(), a string's `\41` is A).
 */
import type { CssNode, FunctionNode, WalkContext } from "css-tree";
import parse from "css-tree/parser";
import { tokenTypes } from "css-tree/tokenizer";
import { ident, string as cssString, url as cssUrl } from "css-tree/utils";
import walk from "css-tree/walker";

export type CssResource =
  /** `label` names it as the editor wrote it (lowercased), e.g. `image-set("…")`; `note` says why a plain string counts. */
  | { kind: "url" | "string"; target: string; label: string; note: string; offset: number; line: number }
  /** `u\72l(`: the browser reads a url( whose target css-tree reads as other tokens, so it is never judged, only refused. */
  | { kind: "escaped-url"; written: string; offset: number; line: number };

/** Image functions whose strings are URLs (vendor prefixes dropped). */
const LOADING_FUNCTIONS = new Set(["image-set", "image", "cross-fade", "src"]);
/** @font-face src functions whose strings are not URLs. */
const FONT_NAMES = new Set(["format", "tech", "local"]);
const VAR_NOTE = " (var() can carry it into image-set())";

const nameOf = (name: string) =>
  ident
    .decode(name)
    .toLowerCase()
    .replace(/^-(webkit|moz|ms|o)-/, "");

/** Lines of `source` (whose breaks are all "\n"), 1-based, by offset. */
function lineCounter(source: string): (offset: number) => number {
  const starts = [0];
  for (let i = source.indexOf("\n"); i !== -1; i = source.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

/** The resources of `source` (line breaks already "\n"), in the order they appear. */
export function cssResources(source: string): CssResource[] {
  const lineAt = lineCounter(source);
  const found: CssResource[] = [];
  const tokens: { type: number; start: number; end: number }[] = [];
  /** Where css-tree could not read the CSS (its error, and the text it kept raw). */
  const unreadable: { from: number; line: number; reason: string }[] = [];
  const raws: { start: number; end: number }[] = [];

  const ast = parse(source, {
    positions: true,
    parseCustomProperty: true,
    onToken: tokens,
    onParseError(error, fallback) {
      unreadable.push({
        from: Math.min(error.offset, fallback.loc?.start.offset ?? error.offset),
        line: error.line,
        reason: error.message,
      });
    },
  });
  const firstUnreadable = unreadable.sort((a, b) => a.from - b.from)[0];

  const add = (kind: "url" | "string", target: string, label: (t: string) => string, note: string, offset: number) => {
    const shown = target.trim().toLowerCase();
    found.push({ kind, target: target.toLowerCase(), label: label(shown), note, offset, line: lineAt(offset) });
  };

  // The parsed structure: urls, and strings where they are read as URLs.
  const loading: FunctionNode[] = [];
  walk(ast, {
    enter(this: WalkContext, node: CssNode) {
      const at = node.loc?.start.offset ?? 0;
      if (node.type === "Function" && LOADING_FUNCTIONS.has(nameOf(node.name))) loading.push(node);
      else if (node.type === "Url") add("url", node.value, (t) => `url(${t})`, "", at);
      else if (node.type === "Raw" && node.loc) raws.push({ start: at, end: node.loc.end.offset });
      else if (node.type === "String" && !(firstUnreadable && at >= firstUnreadable.from)) stringInContext(node.value, at, this);
    },
    leave(node: CssNode) {
      if (node === loading.at(-1)) loading.pop();
    },
  });

  function stringInContext(value: string, at: number, context: WalkContext) {
    const image = loading.at(-1);
    if (image) {
      // The message names the image function and its line, as an editor reads it.
      add("string", value, (t) => `${ident.decode(image.name).toLowerCase()}("${t}")`, "", image.loc?.start.offset ?? at);
      return;
    }
    const rule = context.atrule ? nameOf(context.atrule.name) : null;
    if (context.atrulePrelude && rule) return add("string", value, (t) => `@${rule} "${t}"`, "", at);
    if (!context.declaration) return;
    const property = ident.decode(context.declaration.property);
    if (property.startsWith("--") || rule === "property") return add("string", value, (t) => `${property}: "${t}"`, VAR_NOTE, at);
    const fn = context.function?.type === "Function" ? nameOf(context.function.name) : null;
    if (rule === "font-face" && property.toLowerCase() === "src" && !(fn && FONT_NAMES.has(fn)))
      add("string", value, (t) => `src: "${t}"`, "", at);
  }

  // The tokens, whatever the parser made of them: every url token, escaped url(, and strings it could not place.
  for (const { type, start, end } of tokens) {
    if (type === tokenTypes.Function) {
      const written = source.slice(start, end - 1);
      if (written.toLowerCase() !== "url" && ident.decode(written).toLowerCase() === "url")
        found.push({ kind: "escaped-url", written: `${written}(`, offset: start, line: lineAt(start) });
    } else if (type === tokenTypes.Url) {
      add("url", cssUrl.decode(source.slice(start, end)), (t) => `url(${t})`, "", start);
    } else if (type === tokenTypes.String) {
      const afterError = firstUnreadable && start >= firstUnreadable.from;
      if (!afterError && !raws.some((raw) => start >= raw.start && start < raw.end)) continue;
      const note = afterError
        ? ` (line ${firstUnreadable.line} cannot be read as CSS: ${firstUnreadable.reason}; every string from there on is taken for a URL)`
        : " (it is not read as CSS, so it is taken for a URL)";
      add("string", cssString.decode(source.slice(start, end)), (t) => `"${t}"`, note, start);
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}
