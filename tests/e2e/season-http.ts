// The HTTP a season's pages send, for a test that plays most of a season's results without a
// browser: sign-in through the chat platform's OAuth (the stand-in of season-server.ts), the
// actions the score reporting page calls, and the records the pages read.
import { request, type APIRequestContext } from "@playwright/test";
import type { ActionInput, ActionKey } from "../../domain/actions.ts";

export interface SeasonHttp {
  /** Signs a chat-platform user in as the site's sign-in page does; answers their session token and player id. */
  signIn(username: string): Promise<{ token: string; player: string }>;
  /** An action as the pages call it; throws with the server's message when it is refused. */
  act<K extends ActionKey>(token: string, key: K, payload: ActionInput<K>): Promise<unknown>;
  /** Records by id, as a signed-out visitor sees them. */
  things<T = Record<string, unknown>>(ids: readonly string[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function seasonHttp(origin: string): Promise<SeasonHttp> {
  const contexts: APIRequestContext[] = [];
  const api = await request.newContext({ baseURL: origin });
  contexts.push(api);
  return {
    async signIn(username) {
      // A context of its own: the OAuth state cookie is per browser.
      const browser = await request.newContext({ baseURL: origin });
      contexts.push(browser);
      const redirect = await browser.get("/auth/discord/redirect", { maxRedirects: 0 });
      const state = new URL(redirect.headers().location ?? "http://x/").searchParams.get("state");
      if (!state) throw new Error(`[season-http] no OAuth state for ${username}: ${redirect.status()}`);
      const reply = await browser.post("/auth/discord-login", { data: { code: `code:${username}`, state } });
      const body = (await reply.json()) as { token?: string; user?: { airtableID: string }; message?: string };
      if (!reply.ok() || !body.token || !body.user) throw new Error(`[season-http] ${username} could not sign in: ${body.message}`);
      return { token: body.token, player: body.user.airtableID };
    },
    async act(token, key, payload) {
      const reply = await api.post(`/actions/${key}`, { headers: { Authorization: `Bearer ${token}` }, data: payload });
      const body = (await reply.json()) as { data?: unknown; error?: boolean; message?: string };
      if (!reply.ok() || body.error) throw new Error(`[season-http] ${key} refused (${reply.status()}): ${body.message}`);
      return body.data;
    },
    async things<T>(ids: readonly string[]) {
      if (!ids.length) return [];
      const reply = await api.post("/things", { data: { ids: [...ids] } });
      if (!reply.ok()) throw new Error(`[season-http] /things answered ${reply.status()}`);
      return (await reply.json()) as T[];
    },
    async close() {
      for (const context of contexts) await context.dispose();
    },
  };
}
