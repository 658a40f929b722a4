import { resolve } from "node:path";
import { defaultConfig, type OAuthAppConfig, type ServerConfig } from "./deps.ts";

/** Configuration from the environment (ARCHITECTURE "Configuration"), with defaults that need nothing. */
export interface EnvConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
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
    dataDir: resolve(rootDir, env.DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
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
    }),
  };
}
