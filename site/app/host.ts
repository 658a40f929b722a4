import { minisiteSubdomain } from "../../domain/minisite.ts";

/** Hosts that count as the main domain here: localhost, loopback and the last two labels. */
export function mainHostsFor(hostname: string): string[] {
  const labels = hostname.split(".");
  const apex = labels.length >= 2 ? labels.slice(-2).join(".") : hostname;
  return ["localhost", "127.0.0.1", apex];
}

export interface HostInfo {
  /** The minisite subdomain this page is on, or null on the main site. */
  subdomain: string | null;
  /** The main site's origin (the subdomain removed). */
  mainOrigin: string;
}

export function hostInfo(location: Pick<Location, "hostname" | "host" | "protocol" | "port"> = window.location): HostInfo {
  const subdomain = minisiteSubdomain(location.hostname, mainHostsFor(location.hostname));
  if (!subdomain) return { subdomain: null, mainOrigin: `${location.protocol}//${location.host}` };
  const mainHost = location.hostname.slice(location.hostname.indexOf(".") + 1).replace(/^(dev|live)\./, "");
  return { subdomain, mainOrigin: `${location.protocol}//${mainHost}${location.port ? `:${location.port}` : ""}` };
}

/** Production is any host other than a local one (the forced-token modal and Logout are for development). */
export function isProductionHost(hostname: string = window.location.hostname): boolean {
  return !(hostname === "localhost" || hostname === "127.0.0.1" || hostname.endsWith(".localhost"));
}
