// The chat platform's OAuth token and user endpoints, as the sign-in flow uses them.
import { startStandIn } from "./standIn.ts";

export const DISCORD_APP = { clientId: "test-client", clientSecret: "test-secret" };
export const DISCORD_USER = {
  id: "80351110224678912",
  username: "nelly",
  global_name: "Nelly",
  avatar: "8342729096ea3675442027381ff50dfe",
};
export const GOOD_CODE = "good-code";
const ACCESS_TOKEN = "discord-access-token";

export function startDiscordStandIn() {
  return startStandIn((req) => {
    if (req.method === "POST" && req.path === "/api/oauth2/token") {
      const form = new URLSearchParams(req.body);
      const ok =
        form.get("grant_type") === "authorization_code" &&
        form.get("client_id") === DISCORD_APP.clientId &&
        form.get("client_secret") === DISCORD_APP.clientSecret &&
        form.get("code") === GOOD_CODE &&
        !!form.get("redirect_uri");
      return ok
        ? { json: { access_token: ACCESS_TOKEN, token_type: "Bearer", scope: "identify" } }
        : { status: 400, json: { error: "invalid_grant", error_description: 'Invalid "code" in request.' } };
    }
    if (req.method === "GET" && req.path === "/api/users/@me") {
      return req.headers.authorization === `Bearer ${ACCESS_TOKEN}`
        ? { json: DISCORD_USER }
        : { status: 401, json: { message: "401: Unauthorized" } };
    }
    return { status: 404, json: { message: "Not Found" } };
  });
}
