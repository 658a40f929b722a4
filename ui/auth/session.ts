// Where the browser keeps the sign-in token: a cookie shared with the minisites, and localStorage.

/** SPEC §9: the auth cookie lives 30 days. */
export const AUTH_COOKIE_DAYS = 30;
const TOKEN_KEY = "auth_token";

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

/**
 * The token a crew page (`/client/<key>/admin`, transmitters, remote) signs in with: its
 * `token` query option, since an OBS browser source has no site session, else the stored one.
 * The query token is never stored, so a browser source leaves nothing behind.
 */
export function crewToken(): string | null {
  return new URLSearchParams(window.location.search).get("token")?.trim() || storedToken();
}
