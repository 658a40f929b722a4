import express, { type NextFunction, type Request, type Response } from "express";
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server as SocketServer, type Event } from "socket.io";
import { ACTION_KEYS } from "../domain/actions.ts";
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents } from "../domain/wire.ts";
import { notAuthenticated, unknownAction } from "./actions/ActionError.ts";
import { needsSignIn, refusalResult, runAction } from "./actions/runAction.ts";
import { mountAuthRoutes } from "./auth/authRoutes.ts";
import { mountTwitchAuthRoutes } from "./auth/twitchAuthRoutes.ts";
import proxyaddr from "proxy-addr";
import { DEFAULT_RATE_LIMITS, RateLimiter, TOO_MANY, addressKey, rateLimit, tooMany } from "./http/rateLimit.ts";
import { connectRedisCounts } from "./http/redisLimits.ts";
import { attachProductionServer } from "./realtime/production.ts";
import { playerForToken, requestToken } from "./auth/tokens.ts";
import { answerSocket } from "./compat/socketReplies.ts";
import { socketSignIn } from "./compat/socketSignIn.ts";
import { attachRelay } from "./compat/relay.ts";
import type { ServerDeps } from "./deps.ts";
import type { PlayerRecord } from "../domain/tables.ts";
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
import { DEFAULT_REDIS_PREFIX, attachRedisAdapter } from "./realtime/redisAdapter.ts";
import { attachRemoteServer } from "./realtime/remote.ts";
import { capSocketsPerAddress } from "./realtime/socketCap.ts";
import type { SocketHandlers } from "./realtime/socketEvents.ts";
import type { AppIo, AppSocket, SocketData } from "./realtime/sockets.ts";
import { attachSourcesServer } from "./realtime/sources.ts";
import { attachImports } from "./import/attachImports.ts";
import { SubscribeLimits } from "./realtime/subscribeLimit.ts";
import { Collections } from "./things/collections.ts";
import { mountThingsRoutes } from "./things/thingsRoutes.ts";
import { attachWebhooks } from "./integrations/webhooks/index.ts";

export interface AppServer {
  http: HttpServer;
  io: AppIo;
  /**
   * Share rooms with other server processes through Redis streams, and count rate limits there,
   * under a prefix of the deploy's (REDIS_PREFIX).
   */
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
/** Connections waiting to be accepted (the kernel caps it at net.core.somaxconn, 4096 here). */
const LISTEN_BACKLOG = 4096;
/** How long an idle kept-alive connection stays open (see createServer). */
const KEEP_ALIVE_MS = 65_000;
/** The socket events that are actions (actionDispatcher). */
const ACTION_EVENTS = new Set<string>(ACTION_KEYS);

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
  /** The limits counted across the cluster under Redis, each by its name (imports and subscriptions share their own). */
  const sharedLimiters = {
    signIn: signInLimiter,
    actions: actionLimiter,
    reads: readLimiter,
    readKeys: readKeyLimiter,
    images: imageLimiters.requests,
    imageRenders: imageLimiters.renders,
  };
  // A real session's actions count against its token; anything else (none, a made-up token each time) against the address.
  const callerKey = (token: string | null, player: PlayerRecord | null, address: string | undefined) =>
    player ? `token:${token}` : `ip:${address}`;
  const actionCaller = async (token: string | null, address: string | undefined) =>
    callerKey(token, await playerForToken(store, token), address);

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
  const jsonBody = express.json({ limit: "512kb" });

  // Actions come before every other route, so that a write meets only what it needs. The caller's
  // session is read once, for the rate limit, the sign-in check and the action itself.
  app.post("/actions/:key", async (req: Request, res: Response, next: NextFunction) => {
    const token = requestToken(req);
    const player = await playerForToken(store, token);
    const caller = callerKey(token, player, req.ip);
    if (!(await actionLimiter.take(caller))) return tooMany(res, actionLimiter.retryAfter(caller));
    res.locals.player = player;
    next();
  });
  const imports = attachImports(app, deps, limits.importsPerMinute, actionCaller);
  // An anonymous call is refused before its body is read or parsed.
  app.post("/actions/:key", (req: Request, res: Response, next: NextFunction) => {
    if (!needsSignIn(String(req.params.key)) || res.locals.player) return next();
    const { status, body } = refusalResult(notAuthenticated());
    res.status(status).json(body);
  });
  // An import carries a whole file (domain/importRows.ts caps it at 2 MB of text).
  app.use("/actions/import-records", express.json({ limit: "3mb" }));
  app.post("/actions/:key", jsonBody, async (req: Request, res: Response) => {
    const player = res.locals.player as PlayerRecord | null;
    const result = await runAction(deps, String(req.params.key), req.body, requestToken(req), player);
    res.status(result.status).json(result.body);
  });
  app.use(jsonBody);

  app.get("/time", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ now: deps.now() });
  });
  // The pid tells a balancer's checks (and a person behind one) which process answered.
  app.get("/health", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true, pid: process.pid });
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

  const signIn = socketSignIn(deps);
  /** Every client event that is not an action, by name, each handler taking its socket (socketEvents.ts). */
  const socketEvents = new Map(
    Object.entries<SocketHandlers[string]>({
      ...signIn.events,
      ...realtime.events,
      ...production.events,
      ...relay.events,
      ...sources.events,
      ...remote.events,
    }),
  );

  io.on("connection", (socket) => {
    // Read as Express reads req.ip: X-Forwarded-For only through the proxies TRUST_PROXY names.
    const address = proxyaddr(socket.request, app.get("trust proxy fn"));
    subscribeLimits.attach(socket, address);
    signIn.connected(socket);
    realtime.connected(socket);
    socket.on("disconnecting", onDisconnecting);
    socket.on("disconnect", onDisconnect);
    // Each action is also a socket event named by its key (the Stream Deck / Companion path), with or without a callback.
    socket.use(eventDispatcher(socket, address));
  });

  /**
   * One middleware per socket takes every client event, instead of a listener per event: a
   * socket holds this one closure. Registered after the subscription limits, so an event still
   * waits behind a subscription they hold (SubscribeLimits.attach). An action runs at once; any
   * other event of ours runs as its listener did, on the next tick and only while the socket is
   * connected. Any other event (an action key this server does not have) is answered as an
   * unknown action, never by silence.
   */
  function eventDispatcher(socket: AppSocket, address: string) {
    return ([event, ...args]: Event) => {
      if (ACTION_EVENTS.has(event)) return void onAction(socket, address, event, args[0], args[1]);
      const handler = socketEvents.get(event);
      if (handler) return process.nextTick(runEvent, handler, socket, args);
      const { status, body } = refusalResult(unknownAction(event));
      answerSocket(socket, event, args.at(-1), body, status);
    };
  }

  function runEvent(handler: SocketHandlers[string], socket: AppSocket, args: unknown[]) {
    if (socket.connected) handler(socket, ...args);
  }

  /** Shared by every socket (Socket.IO calls a listener with its socket as `this`), so a socket's close costs it no closure. */
  function onDisconnecting(this: AppSocket, reason: string) {
    production.disconnecting(this, reason);
  }

  function onDisconnect(this: AppSocket) {
    relay.disconnected(this);
    sources.disconnected(this);
  }

  async function onAction(socket: AppSocket, address: string, key: string, payload: unknown, ack: unknown) {
    const token = socket.data.token;
    try {
      const player = await playerForToken(store, token);
      const caller = callerKey(token, player, address);
      if (!(await actionLimiter.take(caller)) || !(await imports.allows(key, caller)))
        return answerSocket(socket, key, ack, { error: true, errorMessage: TOO_MANY }, 429);
      const result = await runAction(deps, key, payload, token, player);
      answerSocket(socket, key, ack, result.body, result.status, true);
    } catch {
      // The session could not be read (the database away a moment): a clear failure, never an unhandled rejection.
      answerSocket(socket, key, ack, { error: true, errorMessage: "Something went wrong on the server" }, 500);
    }
  }

  let redis: { disconnect(): void } | null = null;
  const tick = setInterval(() => void collections.refresh(new Set(["Matches"]), async () => 0), COLLECTION_TICK_MS);
  tick.unref();

  return {
    http,
    io,
    async useRedis(url, prefix = DEFAULT_REDIS_PREFIX) {
      const [link, counts] = await Promise.all([
        attachRedisAdapter(io, url, { log: deps.log, prefix, resync: () => void realtime.resync(), versions: realtime.fanOut }),
        connectRedisCounts(url, prefix, deps.log),
      ]);
      redis = {
        disconnect() {
          link.disconnect();
          counts.disconnect();
        },
      };
      for (const [name, limiter] of Object.entries(sharedLimiters)) limiter.share(counts, name);
      subscribeLimits.share(counts);
      imports.share(counts);
      realtime.clustered = true;
    },
    listen(port, host = "0.0.0.0") {
      return new Promise((resolve, reject) => {
        http.once("error", reject);
        // A backlog for a crowd: when a balancer drops its readers, or a process dies, thousands
        // reconnect at once; past Node's 511 the kernel drops their connects, and nginx, timing
        // out on the live process, answers 502 meanwhile (bench/scale.ts's reconnect storm).
        http.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
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
