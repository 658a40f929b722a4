import type { Express } from "express";
import { requestToken } from "../auth/tokens.ts";
import type { ServerDeps } from "../deps.ts";
import { RateLimiter, rateLimit, type SharedCounts } from "../http/rateLimit.ts";
import { closeImportReader } from "./ImportReader.ts";

const KEY = "import-records";

/**
 * The server's part of imports beside the action: their own per-caller limit (each may carry
 * 2 MB to read), on HTTP here and on the socket through `allows`, and the reader's thread,
 * ended by `close`. `callerOf` is the action limit's key: the session token, else the address.
 * Mounted before the action route.
 */
export function attachImports(
  app: Express,
  deps: ServerDeps,
  perMinute: number,
  callerOf: (token: string | null, address: string | undefined) => Promise<string>,
) {
  const limiter = new RateLimiter(perMinute, deps.now);
  const limit = rateLimit(limiter, (req) => callerOf(requestToken(req), req.ip));
  // By the key as the action route reads it (decoded): `import%2Drecords` is the same action.
  app.post("/actions/:key", (req, res, next) => (req.params.key === KEY ? limit(req, res, next) : next()));
  return {
    /** Whether a socket action may go on: false for an import past its caller's limit. */
    allows: (key: string, caller: string) => key !== KEY || limiter.take(caller),
    /** Count the limit across the cluster (AppServer.useRedis). */
    share: (counts: SharedCounts) => limiter.share(counts, "imports"),
    close: () => closeImportReader(deps),
  };
}
