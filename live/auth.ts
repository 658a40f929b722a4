import * as z from "zod/mini";
import { UserSchema, type User } from "../domain/user.ts";

/**
 * Sign-in calls of SPEC §7 (`/auth/login`, `/auth/discord-login`, `/auth/logout`) and which
 * sign-ins the server offers (`/auth/providers`): the site's only auth traffic.
 */
export type LoginResult = { ok: true; token: string; user: User } | { ok: false; message: string };

const LoginReply = z.union([z.object({ token: z.string(), user: UserSchema }), z.object({ error: z.literal(true), message: z.string() })]);

export interface AuthCallOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The signed-in player's token (linking an account to them). */
  token?: string | null;
}

const fetcher = (options: AuthCallOptions): typeof fetch => options.fetch ?? ((...args) => globalThis.fetch(...args));

/** POST an auth endpoint and read `{token, user}` or the server's message (SPEC §8 messages on failure). */
export async function postLogin(
  path: "/auth/login" | "/auth/discord-login",
  body: unknown,
  options: AuthCallOptions = {},
): Promise<LoginResult> {
  try {
    const response = await fetcher(options)(`${options.baseUrl ?? ""}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
      body: JSON.stringify(body),
    });
    const reply = LoginReply.safeParse(await response.json().catch(() => null));
    if (!reply.success) return { ok: false, message: `Request error: the server answered ${response.status}` };
    return "token" in reply.data ? { ok: true, ...reply.data } : { ok: false, message: reply.data.message };
  } catch {
    return { ok: false, message: "Request failed: connection error" };
  }
}

/** Revoke a session on the server; a failure is ignored (the browser forgets the token anyway). */
export async function logout(token: string, options: AuthCallOptions = {}): Promise<void> {
  await fetcher(options)(`${options.baseUrl ?? ""}/auth/logout`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
  }).catch(() => undefined);
}

/** Which sign-ins the server offers: Discord only when it is configured (a token always works); and whether it can reach Twitch. */
export interface SignInProviders {
  discord: boolean;
  twitch: boolean;
}
// An older server says nothing of Twitch: its controls then find out on a click, as before.
const ProvidersReply = z.object({ discord: z.boolean(), twitch: z._default(z.boolean(), true) });

/** The server's sign-in options, or null when it cannot be asked (offline, or an older server). */
export async function fetchSignInProviders(options: AuthCallOptions = {}): Promise<SignInProviders | null> {
  try {
    const response = await fetcher(options)(`${options.baseUrl ?? ""}/auth/providers`);
    const reply = ProvidersReply.safeParse(await response.json().catch(() => null));
    return reply.success ? reply.data : null;
  } catch {
    return null;
  }
}

/** Whether this server waits for its first organiser (`/setup`); false when it cannot say. */
export async function fetchSetupNeeded(options: AuthCallOptions = {}): Promise<boolean> {
  try {
    const response = await fetcher(options)(`${options.baseUrl ?? ""}/setup/status`);
    const reply = z.object({ needed: z.boolean() }).safeParse(await response.json().catch(() => null));
    return reply.success && reply.data.needed;
  } catch {
    return false;
  }
}

const SetupReply = z.union([z.object({ token: z.string() }), z.object({ error: z.literal(true), errorMessage: z.string() })]);

/** Create the first organiser with the server's one-time setup code: their sign-in token, or the server's refusal. */
export async function postSetup(
  body: { code: string; name: string },
  options: AuthCallOptions = {},
): Promise<{ ok: true; token: string } | { ok: false; message: string }> {
  try {
    const response = await fetcher(options)(`${options.baseUrl ?? ""}/setup`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const reply = SetupReply.safeParse(await response.json().catch(() => null));
    if (!reply.success) return { ok: false, message: `Request error: the server answered ${response.status}` };
    return "token" in reply.data ? { ok: true, token: reply.data.token } : { ok: false, message: reply.data.errorMessage };
  } catch {
    return { ok: false, message: "Request failed: connection error" };
  }
}
