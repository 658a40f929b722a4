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
  const sub = subPageSuffix(subPage);
  if (type === "event" && record.subdomain) {
    if (ctx.minisiteEventId && shortId(ctx.minisiteEventId) === shortId(record.id)) return sub || "/";
    return `${subdomainOrigin(ctx.mainOrigin, record.subdomain)}${sub || "/"}`;
  }
  return recordPath(type, record.id, subPage);
}

/**
 * A record's path on this host, `/{type}/{short id}` with an optional `/{subPage}` (SPEC §2.1):
 * every link the pages build from an id, a route's own id included, goes through here, so a
 * page opened with a full `rec` id links onwards with the short one.
 */
export function recordPath(type: string, id: string, subPage?: string | null): string {
  return `/${type}/${shortId(id)}${subPageSuffix(subPage)}`;
}

function subPageSuffix(subPage: string | null | undefined): string {
  return subPage ? `/${subPage.replace(/^\/+/, "")}` : "";
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

/**
 * Where a sign-in returns (SPEC §2.4 `next`): a path on this site, or a whole address on the
 * main site or one of its minisites (`mainOrigin`'s host or a subdomain of it, same scheme and
 * port), so a visitor who logs in from a minisite comes back to it. Anything else (another
 * host, a look-alike such as `evil-main.gg`, credentials in the address, `javascript:`) is null.
 */
export function returnAddress(value: string | null | undefined, mainOrigin: string): string | null {
  const path = returnPath(value);
  if (path || !value) return path;
  const url = parseWebLink(value);
  const main = parseWebLink(mainOrigin);
  if (!url || !main || url.username || url.password) return null;
  if (url.protocol !== main.protocol || url.port !== main.port) return null;
  const host = url.hostname.toLowerCase();
  const mainHost = main.hostname.toLowerCase();
  return host === mainHost || host.endsWith(`.${mainHost}`) ? url.href : null;
}
