import { shortId } from "./ids.ts";

export interface LinkContext {
  /** The main site's origin, e.g. `https://example.gg` or `http://localhost:8080`. */
  mainOrigin: string;
  /** The event id the page is showing as a minisite, when it is. */
  minisiteEventId?: string | null;
}

export interface LinkTarget {
  id: string;
  subdomain?: string | null;
}

/**
 * An internal link (SPEC §2.1): `/{type}/{id}` with an optional `/{subPage}`.
 * An event with a subdomain links to its own subdomain of the main origin; on that
 * minisite the link is only the root or the sub page.
 */
export function linkTo(type: string, target: LinkTarget | string, subPage: string | null | undefined, ctx: LinkContext): string {
  const record = typeof target === "string" ? { id: target } : target;
  const id = shortId(record.id);
  const sub = subPage ? `/${subPage.replace(/^\/+/, "")}` : "";
  if (type === "event" && record.subdomain) {
    if (ctx.minisiteEventId && shortId(ctx.minisiteEventId) === id) return sub || "/";
    return `${subdomainOrigin(ctx.mainOrigin, record.subdomain)}${sub || "/"}`;
  }
  return `/${type}/${id}${sub}`;
}

/** `https://main.gg` + `winter` → `https://winter.main.gg`. */
export function subdomainOrigin(mainOrigin: string, subdomain: string): string {
  const url = new URL(mainOrigin);
  url.hostname = `${subdomain}.${url.hostname}`;
  return url.origin;
}

/** A web link (http or https) as a URL; null for anything else. The text is taken as it is. */
export function parseWebLink(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * A sign-in's return address (SPEC §2.4 `next`): a path on this site, or null. A leading
 * `//` or `/\` would leave the site (browsers read both as another host), so neither counts.
 */
export function returnPath(value: string | null | undefined): string | null {
  return value && value.startsWith("/") && !/^\/[/\\]/.test(value) ? value : null;
}
