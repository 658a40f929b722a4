import type { RateLimits } from "./http/rateLimit.ts";
import type { ImageSettings } from "./images/imageRoutes.ts";
import type { ThingStore } from "./store/ThingStore.ts";
import type { WebhookSettings } from "./integrations/webhooks/settings.ts";

export interface OAuthAppConfig {
  clientId: string;
  clientSecret: string;
  /** API base, configurable so tests point it at a local stand-in. */
  apiBase: string;
  /** Authorize page base. */
  authorizeBase: string;
}

/** false: no proxy; a number: that many hops; addresses, subnets or `loopback`, `linklocal`, `uniquelocal`. */
export type TrustProxy = false | number | string[];

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
  /** Requests per minute per client (http/rateLimit.ts): sign-in, actions, reads, images, subscriptions. */
  rateLimits?: Partial<RateLimits>;
  /** Express's `trust proxy` (TRUST_PROXY): which proxies' X-Forwarded-For names the client; none by default. */
  trustProxy?: TrustProxy;
  /** The image renders' disk cache and how many are drawn at once. */
  images?: Partial<ImageSettings>;
  /** The one-time code of the first-run setup page (`/setup`), while the database has no organiser; null otherwise. */
  setupCode?: string | null;
  /** ms a client's stream software state outlives its last transmitter's socket (TRANSMITTER_GONE_MS); tests shorten it. */
  transmitterGoneMs?: number;
  /** How webhooks are sent (WEBHOOKS_ALLOW_PRIVATE lets them post to local addresses); tests shorten the waits. */
  webhooks?: Partial<WebhookSettings>;
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
