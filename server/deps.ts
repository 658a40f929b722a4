import type { RateLimits } from "./http/rateLimit.ts";
import type { ThingStore } from "./store/ThingStore.ts";

export interface OAuthAppConfig {
  clientId: string;
  clientSecret: string;
  /** API base, configurable so tests point it at a local stand-in. */
  apiBase: string;
  /** Authorize page base. */
  authorizeBase: string;
}

export interface ServerConfig {
  /** The main site's origin: minisites live on its subdomains; OAuth redirects return here. */
  publicOrigin: string;
  /** Hosts that count as the main domain (SPEC §9: production, a local one, localhost). */
  mainHosts: string[];
  /** Extra origins allowed to call the API and socket. */
  corsOrigins: string[];
  /** Built front end to serve, or null when only the API runs (tests). */
  distDir: string | null;
  production: boolean;
  websiteFlags: string[];
  discord: OAuthAppConfig | null;
  twitch: OAuthAppConfig | null;
  /** Requests per minute for sign-in (per address) and actions (per token or address). */
  rateLimits?: Partial<RateLimits>;
}

export interface Logger {
  info(message: string, extra?: Record<string, unknown>): void;
  warn(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
}

export interface ServerDeps {
  store: ThingStore;
  config: ServerConfig;
  now: () => number;
  log: Logger;
}

export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    publicOrigin: "http://localhost:8080",
    mainHosts: ["localhost", "127.0.0.1"],
    corsOrigins: [],
    distDir: null,
    production: false,
    websiteFlags: [],
    discord: null,
    twitch: null,
    ...overrides,
  };
}

export const consoleLogger: Logger = {
  info: (m, e) => console.log(`[info] ${m}`, e ?? ""),
  warn: (m, e) => console.warn(`[warn] ${m}`, e ?? ""),
  error: (m, e) => console.error(`[error] ${m}`, e ?? ""),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
