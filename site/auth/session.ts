import { z } from "zod";

/** SPEC §9: the auth cookie lives 30 days. */
export const AUTH_COOKIE_DAYS = 30;
const TOKEN_KEY = "auth_token";

export const UserSchema = z.object({
  name: z.string(),
  avatar: z.string().nullable().optional(),
  airtableID: z.string(),
  website_settings: z.array(z.string()).default([]),
  clients: z.array(z.string()).default([]),
});
export type SiteUser = z.infer<typeof UserSchema>;

function cookieDomain(): string {
  // Shared with the event minisites on subdomains (not possible for a bare localhost).
  const host = window.location.hostname;
  const parts = host.split(".");
  return parts.length >= 2 && !/^\d+$/.test(parts.at(-1)!) ? `; domain=${parts.slice(-2).join(".")}` : "";
}

export function storedToken(): string | null {
  const cookie = document.cookie.split("; ").find((c) => c.startsWith(`${TOKEN_KEY}=`));
  return (cookie ? decodeURIComponent(cookie.slice(TOKEN_KEY.length + 1)) : null) || localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; max-age=${AUTH_COOKIE_DAYS * 86400}; path=/; samesite=lax${cookieDomain()}`;
}

export function clearToken() {
  localStorage.removeItem(TOKEN_KEY);
  document.cookie = `${TOKEN_KEY}=; max-age=0; path=/; samesite=lax`;
  document.cookie = `${TOKEN_KEY}=; max-age=0; path=/; samesite=lax${cookieDomain()}`;
}

export type LoginResult = { ok: true; token: string; user: SiteUser } | { ok: false; message: string };

const LoginReply = z.union([
  z.object({ token: z.string(), user: UserSchema }),
  z.object({ error: z.literal(true), message: z.string() }),
]);

/** POST an auth endpoint and read `{token, user}` or the server's message. */
export async function postLogin(path: string, body: unknown): Promise<LoginResult> {
  try {
    const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const reply = LoginReply.safeParse(await response.json());
    if (!reply.success) return { ok: false, message: `Request error: the server answered ${response.status}` };
    return "token" in reply.data ? { ok: true, ...reply.data } : { ok: false, message: reply.data.message };
  } catch {
    return { ok: false, message: "Request failed: connection error" };
  }
}
