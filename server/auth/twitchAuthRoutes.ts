import { randomBytes } from "node:crypto";
import type { Request, Response, Router } from "express";
import type { ServerDeps } from "../deps.ts";
import { IntegrationError, readCookies } from "../integrations/oauthHttp.ts";
import { TWITCH_SCOPES, TwitchClient } from "../integrations/twitch.ts";

const STATE_COOKIE = "twitch_oauth_state";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: Response, status: number, message: string) {
  res
    .status(status)
    .type("html")
    .send(`<!doctype html><meta charset="utf-8"><title>Twitch authorisation</title><p>${escapeHtml(message)}</p>`);
}

/**
 * The Twitch authorisation flow (SPEC §2.12, §7): `/twitch_auth/{space-joined scopes}`
 * sends the channel owner to Twitch; the return stores the channel's tokens in the
 * secrets table and connects the broadcasts whose channel is that login.
 */
export function mountTwitchAuthRoutes(router: Router, deps: ServerDeps) {
  const redirectUri = `${deps.config.publicOrigin}/twitch_auth/return`;
  const client = () => (deps.config.twitch ? new TwitchClient(deps.config.twitch, deps.store, fetch, deps.now) : null);

  router.get("/twitch_auth/return", async (req: Request, res: Response) => {
    const twitch = client();
    if (!twitch) return page(res, 503, "Twitch is not configured on this server.");
    const { code, state } = req.query;
    const expected = readCookies(req.headers.cookie)[STATE_COOKIE];
    if (typeof code !== "string" || typeof state !== "string" || !expected || state !== expected) {
      return page(res, 400, "This authorisation link has expired. Please start again.");
    }
    res.clearCookie(STATE_COOKIE, { path: "/twitch_auth" });
    try {
      const user = await twitch.connectChannel(code.slice(0, 500), redirectUri);
      const connected = await deps.store.transaction(async (tx) => {
        const broadcasts = (await tx.list("Broadcasts")).filter(
          (b) => b.channel?.toLowerCase() === user.login.toLowerCase() || b.channel_id === user.id,
        );
        for (const b of broadcasts) await tx.update(b.id, "Broadcasts", { channel_id: user.id, channel_username: user.login });
        return broadcasts.length;
      });
      page(res, 200, `Twitch channel ${user.login} is connected (${connected} broadcast${connected === 1 ? "" : "s"}).`);
    } catch (error) {
      if (error instanceof IntegrationError) return page(res, 502, error.message);
      deps.log.error("[TwitchAuth] return failed", { error: error instanceof Error ? error.message : String(error) });
      page(res, 500, "Something went wrong on the server.");
    }
  });

  router.get("/twitch_auth/:scopes", (req: Request, res: Response) => {
    const twitch = client();
    if (!twitch) return page(res, 503, "Twitch is not configured on this server.");
    const scopes = String(req.params.scopes)
      .split(/[\s+]+/)
      .filter(Boolean);
    const unknown = scopes.filter((s) => !(TWITCH_SCOPES as readonly string[]).includes(s));
    if (!scopes.length || unknown.length) return page(res, 400, `Unknown scopes: ${unknown.join(" ") || "(none)"}`);
    const state = randomBytes(24).toString("base64url");
    res.cookie(STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: "lax",
      secure: redirectUri.startsWith("https:"),
      maxAge: 600_000,
      path: "/twitch_auth",
    });
    res.redirect(302, twitch.authorizeUrl(scopes, redirectUri, state));
  });
}
