import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";
import { defaultConfig, type OAuthAppConfig, type ServerConfig, type TrustProxy } from "./deps.ts";
import type { RateLimits } from "./http/rateLimit.ts";

/** Configuration from the environment (ARCHITECTURE "Configuration"), with defaults that need nothing. */
export interface EnvConfig {
  port: number;
  /** HOST: the address to listen on (every address by default; a cluster's processes listen on loopback, behind nginx). */
  host?: string;
  /** SETUP_CODE: the code of the setup link, shared by a cluster's processes (otherwise each start makes one). */
  setupCode?: string;
  /** Set by `npm run cluster` for each process it starts: which one it is, and how many times it was started before. */
  cluster?: { process: number; restarts: number };
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** REDIS_PREFIX: names this deploy's stream and channels in Redis, for several deploys on one Redis. */
  redisPrefix?: string;
  /** SEED_DEMO=0: an empty database stays empty, for a real season (the first organiser sets it up at /setup). */
  seedDemo: boolean;
  server: ServerConfig;
}

export function configFromEnv(env: NodeJS.ProcessEnv, rootDir: string): EnvConfig {
  const port = Number(env.PORT ?? 8080);
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const mainHost = new URL(publicOrigin).hostname;
  const oauth = (prefix: string, apiBase: string, authorizeBase: string): OAuthAppConfig | null =>
    env[`${prefix}_CLIENT_ID`] && env[`${prefix}_CLIENT_SECRET`]
      ? {
          clientId: env[`${prefix}_CLIENT_ID`]!,
          clientSecret: env[`${prefix}_CLIENT_SECRET`]!,
          apiBase: env[`${prefix}_API_BASE`] ?? apiBase,
          authorizeBase: env[`${prefix}_AUTHORIZE_BASE`] ?? authorizeBase,
        }
      : null;
  return {
    port,
    host: env.HOST?.trim() || undefined,
    setupCode: env.SETUP_CODE?.trim() || undefined,
    cluster: env.CLUSTER_PROCESS ? { process: Number(env.CLUSTER_PROCESS), restarts: Number(env.CLUSTER_RESTARTS ?? 0) } : undefined,
    dataDir: resolve(rootDir, env.DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX?.trim() || undefined,
    seedDemo: !["0", "false", "no"].includes((env.SEED_DEMO ?? "").trim().toLowerCase()),
    server: defaultConfig({
      publicOrigin,
      mainHosts: [...new Set([mainHost, "localhost", "127.0.0.1"])],
      corsOrigins: (env.CORS_ORIGINS ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      distDir: resolve(rootDir, "dist"),
      production: env.NODE_ENV === "production",
      discord: oauth("DISCORD", "https://discord.com/api/v10", "https://discord.com/oauth2/authorize"),
      twitch: oauth("TWITCH", "https://api.twitch.tv/helix", "https://id.twitch.tv/oauth2"),
      trustProxy: setting(TrustProxySchema, "TRUST_PROXY", env.TRUST_PROXY),
      rateLimits: rateLimitsFromEnv(env),
      // WEBHOOKS_ALLOW_PRIVATE=1: hooks may post to loopback and private addresses (a receiver on this machine or network).
      webhooks: { allowPrivate: ["1", "true", "yes"].includes((env.WEBHOOKS_ALLOW_PRIVATE ?? "").trim().toLowerCase()) },
      images: {
        cacheDir: resolve(rootDir, env.IMAGE_CACHE_DIR || join(env.DATA_DIR ?? "data", "image-cache")),
        cacheBytes: setting(MegabytesSchema, "IMAGE_CACHE_MB", env.IMAGE_CACHE_MB) * 1024 * 1024,
      },
    }),
  };
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
/** An address, a subnet (`10.0.0.0/8`), or one of Express's names for a range. */
const isProxy = (entry: string) => PROXY_NAMES.has(entry) || (/^[^/]+(\/\d{1,3})?$/.test(entry) && isIP(entry.split("/")[0]) !== 0);

/** TRUST_PROXY: unset or `false` trusts no proxy (X-Forwarded-For is ignored); a number of hops; or the proxies, comma-separated. */
const TrustProxySchema = z
  .string()
  .optional()
  .transform((text): TrustProxy => {
    const value = text?.trim() ?? "";
    if (!value || value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(",").map((s) => s.trim());
  })
  .refine((value) => typeof value !== "object" || value.every(isProxy), {
    message: "expected false, a number of hops, or comma-separated addresses, subnets, loopback, linklocal or uniquelocal",
  });

/** The variable that sets each limit (README "Configuration"); unset, its default in http/rateLimit.ts holds. */
export const LIMIT_VARIABLES: Record<keyof RateLimits, string> = {
  signInPerMinute: "LIMIT_SIGN_IN_PER_MINUTE",
  actionsPerMinute: "LIMIT_ACTIONS_PER_MINUTE",
  importsPerMinute: "LIMIT_IMPORTS_PER_MINUTE",
  readsPerMinute: "LIMIT_READS_PER_MINUTE",
  readKeysPerMinute: "LIMIT_READ_KEYS_PER_MINUTE",
  imagesPerMinute: "LIMIT_IMAGES_PER_MINUTE",
  imageRendersPerMinute: "LIMIT_IMAGE_RENDERS_PER_MINUTE",
  subscribesPerSocketPerMinute: "LIMIT_SUBSCRIBES_PER_SOCKET_PER_MINUTE",
  subscribesPerMinute: "LIMIT_SUBSCRIBES_PER_MINUTE",
  socketsPerAddress: "LIMIT_SOCKETS_PER_ADDRESS",
};

const LimitSchema = z
  .string()
  .optional()
  .transform((text) => text?.trim() ?? "")
  .pipe(z.string().regex(/^\d+$/, "expected a whole number above 0"))
  .transform(Number)
  .pipe(z.number().int().positive("expected a whole number above 0"));

function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<RateLimits> {
  const limits: Partial<RateLimits> = {};
  for (const [field, name] of Object.entries(LIMIT_VARIABLES) as [keyof RateLimits, string][]) {
    if (env[name]?.trim()) limits[field] = setting(LimitSchema, name, env[name]);
  }
  return limits;
}

const MegabytesSchema = z
  .string()
  .optional()
  .transform((text) => (text?.trim() ? Number(text) : 512))
  .pipe(z.number("expected a number of megabytes").positive("expected a number of megabytes"));

/** One setting read by its schema; a wrong one stops the server at start, naming it. */
function setting<T>(schema: z.ZodType<T, string | undefined>, name: string, value: string | undefined): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`[Config] ${name}=${value}: ${parsed.error.issues[0].message}`);
  return parsed.data;
}
