import { randomBytes } from "node:crypto";
import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { PlayerRecord, User } from "../../domain/index.ts";
import { returnAddress } from "../../domain/links.ts";
import type { ServerDeps } from "../deps.ts";
import {
  discordAuthorizeUrl,
  discordAvatarUrl,
  discordRedirectUri,
  discordUserForCode,
  type DiscordUser,
} from "../integrations/discord.ts";
import { IntegrationError, readCookies } from "../integrations/oauthHttp.ts";
import { canSetSignIn, CONSOLE_MESSAGES } from "../../domain/permissions.ts";
import { createSessionToken, hashToken, playerForToken, requestToken } from "./tokens.ts";

const LoginBody = z.object({ token: z.string().min(1).max(200) });
const DiscordLoginBody = z.object({
  code: z.string().min(1).max(500),
  state: z.string().max(200).optional(),
  /** Link the account to the signed-in player (Bearer token) instead of signing in by it. */
  link: z.literal(true).optional(),
});
export const STATE_COOKIE = "discord_oauth_state";
const STATE_MAX_AGE_S = 600;

export function userOf(player: PlayerRecord): User {
  return {
    name: player.name,
    avatar: player.avatar ?? null,
    airtableID: player.id,
    website_settings: player.website_settings ?? [],
    clients: player.clients ?? [],
  };
}

function fail(res: Response, status: number, message: string, forDeveloper: string) {
  res.status(status).json({ error: true, message, for_a_developer: forDeveloper });
}

/** The player a chat-platform account signs in as: found by its id, or created on first sign-in. */
async function playerForDiscordUser(deps: ServerDeps, user: DiscordUser): Promise<PlayerRecord> {
  return deps.store.transaction(async (tx) => {
    const knownId = await tx.lookup(`discord-${user.id}`);
    const existing = knownId ? await tx.getTyped(knownId, "Players") : null;
    const avatar = discordAvatarUrl(user);
    if (existing) return avatar && avatar !== existing.avatar ? tx.update(existing.id, "Players", { avatar }) : existing;
    return tx.insert("Players", { name: user.global_name || user.username, discord_id: user.id, avatar });
  });
}

export const LINK_MESSAGES = {
  signIn: "Sign in first, then link your Discord account",
  taken: "That Discord account already signs in as another player",
} as const;

/**
 * Link a chat-platform account to the signed-in player (the first organiser, made by /setup with
 * no account): the same rule as the console's, as Discord sign-in finds the player by it. Only
 * site staff change a player's `discord_id`, and an account another player signs in with is
 * never taken.
 */
async function linkDiscordUser(deps: ServerDeps, playerId: string, user: DiscordUser): Promise<PlayerRecord> {
  return deps.store.transaction(async (tx) => {
    const player = await tx.getTyped(playerId, "Players");
    if (!player) throw new LinkRefused(401, LINK_MESSAGES.signIn);
    if (player.discord_id === user.id) return player;
    const owner = await tx.lookup(`discord-${user.id}`);
    if (owner && owner !== player.id) throw new LinkRefused(409, LINK_MESSAGES.taken);
    if (!canSetSignIn(player, false)) throw new LinkRefused(403, CONSOLE_MESSAGES.signIn);
    return tx.update(player.id, "Players", { discord_id: user.id, avatar: player.avatar ?? discordAvatarUrl(user) });
  });
}

class LinkRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Sign-in (SPEC §2.4, §7): the chat platform's OAuth, stored tokens, logout. */
export function mountAuthRoutes(router: Router, deps: ServerDeps) {
  const secure = deps.config.publicOrigin.startsWith("https:");

  // Which sign-ins and connections this server offers, so /login can explain the token sign-in
  // when Discord is not set up and the dashboard's Twitch controls say before a click that Twitch
  // is not: a yes or no each, never the configuration itself.
  router.get("/auth/providers", (_req: Request, res: Response) => {
    res.json({ discord: !!deps.config.discord, twitch: !!deps.config.twitch });
  });

  router.get("/auth/discord/redirect", (req: Request, res: Response) => {
    const discord = deps.config.discord;
    if (!discord) return fail(res, 503, "Sign-in is not configured on this server", "Set DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET");
    const state = randomBytes(24).toString("base64url");
    // A path, or an address on the main site or one of its minisites (a sign-in started on a minisite returns there).
    const next = returnAddress(typeof req.query.next === "string" ? req.query.next : null, deps.config.publicOrigin) ?? "";
    const cookie = { httpOnly: true, sameSite: "lax" as const, secure, maxAge: STATE_MAX_AGE_S * 1000, path: "/" };
    res.cookie(STATE_COOKIE, state, cookie);
    if (next) res.cookie("auth_next", next, { ...cookie, httpOnly: false });
    // ?link=1: the return page links the account to the signed-in player.
    if (req.query.link === "1") res.cookie("auth_link", "1", { ...cookie, httpOnly: false });
    res.redirect(302, discordAuthorizeUrl(discord, discordRedirectUri(deps.config.publicOrigin), state));
  });

  router.post("/auth/discord-login", async (req: Request, res: Response) => {
    const body = DiscordLoginBody.safeParse(req.body);
    if (!body.success) return fail(res, 400, "Empty authentication request", "Expected {code, state}");
    const discord = deps.config.discord;
    if (!discord) return fail(res, 503, "Sign-in is not configured on this server", "Set DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET");
    // The state set by /auth/discord/redirect must come back: a sign-in started elsewhere is refused.
    const expected = readCookies(req.headers.cookie)[STATE_COOKIE];
    if (!expected || body.data.state !== expected) {
      return fail(
        res,
        400,
        "This sign-in link has expired. Please try again.",
        "The OAuth state is missing or does not match the state cookie",
      );
    }
    res.clearCookie(STATE_COOKIE, { path: "/" });
    try {
      // Linking needs a signed-in player, checked before the platform is called.
      const bearer = body.data.link ? requestToken(req) : null;
      const signedIn = body.data.link ? await playerForToken(deps.store, bearer) : null;
      if (body.data.link && !signedIn) return fail(res, 401, LINK_MESSAGES.signIn, "Send the signed-in player's token as Bearer to link");
      const user = await discordUserForCode(discord, body.data.code, discordRedirectUri(deps.config.publicOrigin));
      if (signedIn && bearer) {
        const linked = await linkDiscordUser(deps, signedIn.id, user);
        return res.json({ token: bearer, user: userOf(linked) });
      }
      const player = await playerForDiscordUser(deps, user);
      res.json({ token: await createSessionToken(deps.store, player.id), user: userOf(player) });
    } catch (error) {
      if (error instanceof LinkRefused) return fail(res, error.status, error.message, "The account was not linked");
      if (error instanceof IntegrationError) return fail(res, 502, "Couldn't sign in with Discord", error.message);
      if (error instanceof z.ZodError) return fail(res, 502, "Couldn't sign in with Discord", "Discord answered in an unexpected shape");
      deps.log.error("[Auth] discord-login failed", { error: error instanceof Error ? error.message : String(error) });
      return fail(res, 500, "Something went wrong on the server", "See the server log");
    }
  });

  router.post("/auth/login", async (req: Request, res: Response) => {
    const body = LoginBody.safeParse(req.body);
    if (!body.success) return fail(res, 400, "Empty authentication request", "Expected {token}");
    const player = await playerForToken(deps.store, body.data.token);
    if (!player) return fail(res, 401, "Unknown token", "The token is unknown, expired or revoked");
    res.json({ token: body.data.token, user: userOf(player) });
  });

  router.post("/auth/logout", async (req: Request, res: Response) => {
    const token = LoginBody.safeParse(req.body);
    const bearer = requestToken(req);
    for (const t of [token.success ? token.data.token : null, bearer]) if (t) await deps.store.revokeSession(hashToken(t));
    res.json({ data: true });
  });
}
