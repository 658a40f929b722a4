import type { ServerConfig } from "../deps.ts";

/**
 * Origins the API and socket answer (ARCHITECTURE "Cross-origin"): the main origin, its
 * subdomains (minisites), and any origin listed in configuration.
 */
export function isAllowedOrigin(origin: string, config: Pick<ServerConfig, "publicOrigin" | "mainHosts" | "corsOrigins">): boolean {
  if (config.corsOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const hosts = new Set([new URL(config.publicOrigin).hostname, ...config.mainHosts]);
  for (const host of hosts) if (url.hostname === host || url.hostname.endsWith(`.${host}`)) return true;
  return false;
}
