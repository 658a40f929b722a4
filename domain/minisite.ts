/** Subdomains that never name a minisite (SPEC §2.7). */
const IGNORED_SUBDOMAINS = new Set(["dev", "live", "www"]);

/**
 * The minisite subdomain a host names, or null (SPEC §2.7): the part before the main
 * domain; `dev` and `live` are ignored and a `.dev` or `.live` suffix is stripped.
 */
export function minisiteSubdomain(host: string, mainHosts: readonly string[]): string | null {
  const hostname = host.toLowerCase().replace(/:\d+$/, "");
  for (const main of mainHosts) {
    const mainHost = main.toLowerCase().replace(/:\d+$/, "");
    if (hostname === mainHost || !hostname.endsWith(`.${mainHost}`)) continue;
    let sub = hostname.slice(0, -(mainHost.length + 1));
    sub = sub.replace(/\.(dev|live)$/, "");
    if (!sub || IGNORED_SUBDOMAINS.has(sub)) return null;
    return sub;
  }
  return null;
}

/** The synthetic key the client asks for at start-up to find its minisite event. */
export function minisiteKey(subdomain: string): string {
  return `subdomain-${subdomain}`;
}
