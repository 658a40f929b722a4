import { createHash, randomBytes } from "node:crypto";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { ThingStore } from "../store/ThingStore.ts";

/** Sessions last as long as the auth cookie (SPEC §9: 30 days). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Tokens are stored only as their hash: a leaked database holds no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new opaque sign-in token for a player. */
export async function createSessionToken(store: ThingStore, playerId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await store.createSession(playerId, hashToken(token), SESSION_TTL_MS);
  return token;
}

/** The player a token signs in as, or null for a missing, unknown, expired or revoked token. */
export async function playerForToken(store: ThingStore, token: string | null | undefined): Promise<PlayerRecord | null> {
  if (!token || token.length > 200) return null;
  return store.sessionPlayer(hashToken(token));
}

/** `Authorization: Bearer <token>` → token. */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** A request's token: `Authorization: Bearer`, or `Authentication: Bearer` as the original website sends it. */
export function requestToken(req: { headers: Record<string, string | string[] | undefined> }): string | null {
  const header = (name: string) => {
    const value = req.headers[name];
    return typeof value === "string" ? value : undefined;
  };
  return bearerToken(header("authorization")) ?? bearerToken(header("authentication"));
}
