import type { IncomingMessage } from "node:http";
import type { ServerConfig } from "../deps.ts";

type OriginConfig = Pick<ServerConfig, "publicOrigin" | "mainHosts" | "corsOrigins">;

/**
 * Origins the API and socket answer (ARCHITECTURE "Cross-origin"): the main origin, its
 * subdomains (minisites), and any origin listed in configuration.
 */
export function isAllowedOrigin(origin: string, config: OriginConfig): boolean {
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

/** A page this server served, under whatever name it was reached (a LAN address, a second domain). */
function isSameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The socket's handshake gets the same origin rule as HTTP CORS, which a browser does not
 * apply to WebSockets: no Origin (OBS sources, the Companion module, servers), the page's own
 * host, or an allowed origin. `null` (sandboxed frames, files) only when configured.
 */
export function isAllowedSocketRequest(req: Pick<IncomingMessage, "headers">, config: OriginConfig): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return isSameHost(origin, req.headers.host) || isAllowedOrigin(origin, config);
}
