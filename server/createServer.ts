import express, { type NextFunction, type Request, type Response } from "express";
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server as SocketServer } from "socket.io";
import { ACTION_KEYS } from "../domain/actions.ts";
import type { Ack, ClientToServerEvents, InterServerEvents, ServerToClientEvents } from "../domain/wire.ts";
import { notAuthenticated, unknownAction } from "./actions/ActionError.ts";
import { needsSignIn, refusalResult, runAction } from "./actions/runAction.ts";
import { mountAuthRoutes } from "./auth/authRoutes.ts";
import { mountTwitchAuthRoutes } from "./auth/twitchAuthRoutes.ts";
import proxyaddr from "proxy-addr";
import { DEFAULT_RATE_LIMITS, RateLimiter, TOO_MANY, addressKey, rateLimit } from "./http/rateLimit.ts";
import { attachProductionServer } from "./realtime/production.ts";
import { playerForToken, requestToken } from "./auth/tokens.ts";
import { answerSocket } from "./compat/socketReplies.ts";
import { attachSignIn } from "./compat/socketSignIn.ts";
import { attachRelay } from "./compat/relay.ts";
import type { ServerDeps } from "./deps.ts";
import { isAllowedOrigin, isAllowedSocketRequest } from "./http/cors.ts";
import { securityHeaders } from "./http/securityHeaders.ts";
import { openGraphRenderer } from "./http/openGraph.ts";
import { mountOgrafRoutes } from "./http/ografRoutes.ts";
import { mountStaticRoutes } from "./http/staticRoutes.ts";
import { mountSetupRoutes } from "./auth/setupRoutes.ts";
import { mountConsoleRoutes } from "./http/console.ts";
import { mountCalendarRoutes } from "./http/calendar.ts";
import { DEFAULT_IMAGE_SETTINGS, mountImageRoutes } from "./images/imageRoutes.ts";
import { Realtime } from "./realtime/Realtime.ts";
import { attachRedisAdapter } from "./realtime/redisAdapter.ts";
import { attachRemoteServer } from "./realtime/remote.ts";
import { capSocketsPerAddress } from "./realtime/socketCap.ts";
import type { AppIo, SocketData } from "./realtime/sockets.ts";
import { attachSourcesServer } from "./realtime/sources.ts";
import { attachImports } from "./import/attachImports.ts";
import { SubscribeLimits } from "./realtime/subscribeLimit.ts";
import { Collections } from "./things/collections.ts";
import { mountThingsRoutes } from "./things/thingsRoutes.ts";
import { attachWebhooks } from "./integrations/webhooks/index.ts";

export interface AppServer {
  http: HttpServer;
  io: AppIo;
  /** Share rooms with other server processes through Redis streams, under a prefix of the deploy's (REDIS_PREFIX). */
  useRedis(url: string, prefix?: string): Promise<void>;
  /** Listen on a port (0: any free one) and answer the base URL. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Largest socket message: the biggest payloads are a resubscription (5000 keys of up to
 * ~20 characters) and an update-broadcast with 10,000 characters of guests.
 */
const MAX_SOCKET_MESSAGE = 128 * 1024;
/** Time-based collections (upcoming matches) are recomputed this often. */
const COLLECTION_TICK_MS = 60_000;

/** The whole server, built from its parts; only main.ts reads the environment or picks a port. */
/** How long an idle kept-alive connection stays open (see createServer). */
const KEEP_ALIVE_MS = 65_000;

export function createServer(deps: ServerDeps): AppServer {
  const { store, config } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.use(securityHeaders());
  // X-Forwarded-For names the client only through proxies the configuration trusts (TRUST_PROXY); by default none.
  app.set("trust proxy", config.trustProxy ?? false);
  const http = createHttpServer(app);
  // An idle kept-alive connection is closed by the client or a proxy in front, not by us first: at
  // Node's 5 s a client reusing it just then (a crew's tool between two presses) meets a reset.
  // Longer than the 60 s proxies such as nginx keep theirs.
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  http.headersTimeout = KEEP_ALIVE_MS + 1000;
  const corsCheck = (origin: string | undefined) => !origin || isAllowedOrigin(origin, config);
  const io = new SocketServer<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(http, {
    serveClient: false,
    perMessageDeflate: false,
    maxHttpBufferSize: MAX_SOCKET_MESSAGE,
    cors: { origin: (origin, cb) => cb(null, corsCheck(origin)), credentials: true },
    // CORS binds only a browser's HTTP reads: a foreign page's WebSocket is refused at the handshake (both transports).
    allowRequest: (req, cb) => {
      const allowed = isAllowedSocketRequest(req, config);
      cb(allowed ? null : "[Socket] origin not allowed", allowed);
    },
  });
  const collections = new Collections(store, deps.now);
  const realtime = new Realtime(io, store, collections, () => config.websiteFlags, deps.log);
  const production = attachProductionServer(io, deps, () => void realtime.sourcesChanged(new Set(["stream states"])));
  const sources = attachSourcesServer(io, deps);
  const remote = attachRemoteServer(io, deps);
  const relay = attachRelay(io, deps);
  const limits = { ...DEFAULT_RATE_LIMITS, ...config.rateLimits };
  capSocketsPerAddress(io, limits.socketsPerAddress, (req) => proxyaddr(req, app.get("trust proxy fn")));
  const signInLimiter = new RateLimiter(limits.signInPerMinute, deps.now);
  const actionLimiter = new RateLimiter(limits.actionsPerMinute, deps.now);
  const readLimiter = new RateLimiter(limits.readsPerMinute, deps.now);
  const readKeyLimiter = new RateLimiter(limits.readKeysPerMinute, deps.now);
  const imageLimiters = {
    requests: new RateLimiter(limits.imagesPerMinute, deps.now),
    renders: new RateLimiter(limits.imageRendersPerMinute, deps.now),
  };
  const subscribeLimits = new SubscribeLimits(limits, deps.now);
  // A real session's actions count against its token; anything else (none, a made-up token each time) against the address.
  const actionCaller = async (token: string | null, address: string | undefined) =>
    token && (await playerForToken(store, token)) ? `token:${token}` : `ip:${address}`;

  app.use((req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (origin && isAllowedOrigin(origin, config)) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Vary", "Origin");
      res.setHeader("Access-Control-Allow-Credentials", "true");
      // `Authentication` is the original website's name for the same header.
      res.setHeader("Access-Control-Allow-Headers", "Authorization, Authentication, Content-Type");
      res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    }
    if (req.method === "OPTIONS") {
      res.sendStatus(204);
      return;
    }
    next();
  });
  const actionLimit = rateLimit(actionLimiter, (req) => actionCaller(requestToken(req), req.ip));
  app.post("/actions/:key", actionLimit);
  const imports = attachImports(app, deps, limits.importsPerMinute, actionCaller);
  // An anonymous call is refused before its body is read or parsed.
  app.post("/actions/:key", async (req: Request, res: Response, next: NextFunction) => {
    if (!needsSignIn(String(req.params.key)) || (await playerForToken(store, requestToken(req)))) return next();
    const { status, body } = refusalResult(notAuthenticated());
    res.status(status).json(body);
  });
  // An import carries a whole file (domain/importRows.ts caps it at 2 MB of text).
  app.use("/actions/import-records", express.json({ limit: "3mb" }));
  app.use(express.json({ limit: "512kb" }));

  app.get("/time", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ now: deps.now() });
  });
  app.get("/health", (_req, res) => {
    res.json({ ok: true });
  });
  app.use(["/things", "/thing"], rateLimit(readLimiter, addressKey));
  mountThingsRoutes(app, store, collections, readKeyLimiter);
  mountCalendarRoutes(app, deps, rateLimit(readLimiter, addressKey));
  mountConsoleRoutes(app, deps, rateLimit(readLimiter, addressKey));
  const webhooks = attachWebhooks(app, deps, rateLimit(readLimiter, addressKey));
  mountImageRoutes(app, store, { ...DEFAULT_IMAGE_SETTINGS, ...config.images }, imageLimiters);
  app.use(["/auth/login", "/auth/discord-login", "/auth/discord/redirect", "/twitch_auth", "/setup"], rateLimit(signInLimiter, addressKey));
  mountAuthRoutes(app, deps);
  mountSetupRoutes(app, deps);
  mountTwitchAuthRoutes(app, deps);
  app.post("/actions/:key", async (req: Request, res: Response) => {
    const result = await runAction(deps, String(req.params.key), req.body, requestToken(req));
    res.status(result.status).json(result.body);
  });
  if (config.distDir) {
    mountOgrafRoutes(app, config.distDir);
    mountStaticRoutes(app, config.distDir, openGraphRenderer(store, config.mainHosts));
  }

  // A body that is not JSON, or too large: a clear 400, never a stack.
  app.use((error: Error & { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) => {
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) deps.log.error("[Http] unhandled error", { error: error.message });
    res.status(status).json({
      error: true,
      errorMessage:
        status === 500
          ? "Something went wrong on the server"
          : error.type === "entity.too.large"
            ? "Request body is too large"
            : "Request body is not valid JSON",
    });
  });

  io.on("connection", (socket) => {
    // Read as Express reads req.ip: X-Forwarded-For only through the proxies TRUST_PROXY names.
    const address = proxyaddr(socket.request, app.get("trust proxy fn"));
    subscribeLimits.attach(socket, address);
    attachSignIn(socket, deps);
    realtime.attach(socket);
    production(socket);
    relay(socket);
    sources(socket);
    remote(socket);
    // Each action is also a socket event named by its key (the Stream Deck / Companion path), with or without a callback.
    for (const key of ACTION_KEYS) {
      socket.on(key, (payload: unknown, ack?: Ack) => {
        const token = socket.data.token;
        void actionCaller(token, address)
          .then((caller) => {
            if (!actionLimiter.take(caller) || !imports.allows(key, caller))
              return answerSocket(socket, key, ack, { error: true, errorMessage: TOO_MANY }, 429);
            return runAction(deps, key, payload, token).then((result) => answerSocket(socket, key, ack, result.body, result.status, true));
          })
          // The session could not be read (the database away a moment): a clear failure, never an unhandled rejection.
          .catch(() => answerSocket(socket, key, ack, { error: true, errorMessage: "Something went wrong on the server" }, 500));
      });
    }
    // An event no listener takes (an action key this server does not have) is answered as an unknown action, never by silence.
    socket.onAny((event: string, ...args: unknown[]) => {
      if (socket.listeners(event as keyof ClientToServerEvents).length) return;
      const { status, body } = refusalResult(unknownAction(event));
      answerSocket(socket, event, args.at(-1), body, status);
    });
  });

  let redis: { disconnect(): void } | null = null;
  const tick = setInterval(() => void collections.refresh(new Set(["Matches"]), 0), COLLECTION_TICK_MS);
  tick.unref();

  return {
    http,
    io,
    async useRedis(url, prefix) {
      redis = await attachRedisAdapter(io, url, { log: deps.log, prefix, resync: () => void realtime.resync() });
      realtime.clustered = true;
    },
    listen(port, host = "0.0.0.0") {
      return new Promise((resolve, reject) => {
        http.once("error", reject);
        http.listen(port, host, () => {
          const { port: bound } = http.address() as AddressInfo;
          resolve(`http://127.0.0.1:${bound}`);
        });
      });
    },
    async close() {
      clearInterval(tick);
      // What was acknowledged goes out before the sockets close.
      await realtime.close();
      await webhooks.close();
      await io.close();
      redis?.disconnect();
      await imports.close();
      if (http.listening) await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
