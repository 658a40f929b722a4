import { z } from "zod";
import type { OAuthAppConfig } from "../deps.ts";
import { requestJson, type FetchFn } from "./oauthHttp.ts";

/** The chat platform's OAuth2 (SPEC §2.4, §7): authorize URL, code exchange, the signed-in user. */
export const DISCORD_SCOPE = "identify";

const TokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string().optional() });
export const DiscordUserSchema = z.object({
  id: z.string().min(1).max(32),
  username: z.string().max(100),
  global_name: z.string().max(100).nullable().optional(),
  avatar: z.string().max(200).nullable().optional(),
});
export type DiscordUser = z.infer<typeof DiscordUserSchema>;

export function discordRedirectUri(publicOrigin: string): string {
  return `${publicOrigin}/auth/discord/return`;
}

export function discordAuthorizeUrl(config: OAuthAppConfig, redirectUri: string, state: string): string {
  const params = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: DISCORD_SCOPE,
    prompt: "none",
    state,
  });
  return `${config.authorizeBase}?${params}`;
}

/** Exchange an authorization code for the user it signs in. */
export async function discordUserForCode(
  config: OAuthAppConfig,
  code: string,
  redirectUri: string,
  fetchFn: FetchFn = fetch,
): Promise<DiscordUser> {
  const token = TokenSchema.parse(
    await requestJson(fetchFn, "Discord", `${config.apiBase}/oauth2/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
    }),
  );
  return DiscordUserSchema.parse(
    await requestJson(fetchFn, "Discord", `${config.apiBase}/users/@me`, { headers: { Authorization: `Bearer ${token.access_token}` } }),
  );
}

export function discordAvatarUrl(user: DiscordUser): string | undefined {
  return user.avatar ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png` : undefined;
}
