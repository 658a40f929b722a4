import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findNginx, NGINX_MISSING, runNginx, writeLocalNginx } from "./nginx.ts";
import { linesOf, Supervised } from "./supervisor.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
export const NGINX_TEMPLATE = join(ROOT, "deploy", "nginx.conf");
/** How long a first start may take (the schema brought up to date, the demo seeded) before the cluster gives up. */
const FIRST_START_MS = 120_000;

export interface ClusterOptions {
  /** Server processes to run. */
  processes: number;
  /** Where nginx listens, on every address (0: a free port). */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** The folder for nginx's files (`cluster/` inside it) and the processes' DATA_DIR. */
  dataDir: string;
  /** More environment for every process (REDIS_PREFIX, limits, SEED_DEMO…); the process's own port and role are set here. */
  env?: NodeJS.ProcessEnv;
  /** Each line a process or nginx writes, and the cluster's own messages. */
  onLine(source: string, line: string): void;
}

export interface ServerProcess {
  /** 1 for the first. */
  index: number;
  /** Its own port on loopback (nginx's upstream). */
  port: number;
  supervised: Supervised;
}

export interface Cluster {
  /** nginx's address. */
  url: string;
  port: number;
  processes: ServerProcess[];
  /** nginx's master process. */
  balancer: Supervised;
  /** Stops nginx, then every process (each closes its sockets, sending what was acknowledged). */
  stop(): Promise<void>;
}

/**
 * The deployment for more than one core on one machine (README "Running past one machine"):
 * `processes` server processes on one PostgreSQL database and one Redis, each restarted when it
 * dies or stops answering /health, and Debian's nginx in front of them with deploy/nginx.conf.
 * The first process starts alone (it brings the schema up to date and seeds the demo), then the
 * others; nginx starts once all of them answer.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_MISSING);
  const [port, ...backends] = await freePorts(options.port, options.processes);
  const publicOrigin = options.env?.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  // One code for every process: the setup link works whichever one nginx picks.
  const setupCode = options.env?.SETUP_CODE ?? randomBytes(18).toString("base64url");
  const log = (line: string) => options.onLine("cluster", line);
  const mallocEnv = JSON.parse(readFileSync(join(ROOT, "server", "images", "mallocEnv.json"), "utf8")) as Record<string, string>;

  const baseEnv: NodeJS.ProcessEnv = {
    ...mallocEnv,
    ...process.env,
    ...options.env,
    HOST: "127.0.0.1",
    PUBLIC_ORIGIN: publicOrigin,
    // nginx is the one proxy: the limits count the viewer's address it forwards.
    TRUST_PROXY: options.env?.TRUST_PROXY ?? "loopback",
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    DATA_DIR: options.dataDir,
    SETUP_CODE: setupCode,
  };
  const startProcess = (backend: number, index: number): ServerProcess => ({
    index,
    port: backend,
    supervised: new Supervised({
      name: `process ${index}`,
      healthUrl: `http://127.0.0.1:${backend}/health`,
      log,
      spawn: (restarts) => {
        const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "server", "main.ts")], {
          cwd: ROOT,
          env: { ...baseEnv, PORT: String(backend), CLUSTER_PROCESS: String(index), CLUSTER_RESTARTS: String(restarts) },
          // The IPC channel: a process whose supervisor is gone stops too.
          stdio: ["ignore", "pipe", "pipe", "ipc"],
        });
        linesOf(child.stdout!, (line) => options.onLine(`p${index}`, line));
        linesOf(child.stderr!, (line) => options.onLine(`p${index}`, line));
        return child;
      },
    }),
  });

  const processes = [startProcess(backends[0], 1)];
  const stopAll = () => Promise.all(processes.map((p) => p.supervised.stop())).then(() => {});
  try {
    await withTimeout(processes[0].supervised.ready(), FIRST_START_MS, "process 1 did not answer /health");
    processes.push(...backends.slice(1).map((backend, i) => startProcess(backend, i + 2)));
    await withTimeout(Promise.all(processes.map((p) => p.supervised.ready())), FIRST_START_MS, "a process did not answer /health");
  } catch (error) {
    await stopAll();
    throw error;
  }

  const prefix = join(options.dataDir, "cluster");
  const local = { port, backends, prefix, root: process.getuid?.() === 0 };
  let balancer: Supervised;
  try {
    const configPath = writeLocalNginx(nginx, NGINX_TEMPLATE, local);
    balancer = new Supervised({
      name: "nginx",
      log,
      spawn: () => runNginx(nginx, prefix, configPath, (line) => options.onLine("nginx", line)),
    });
    await answers(`http://127.0.0.1:${port}/health`, 10_000, "nginx did not answer");
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    processes,
    balancer,
    async stop() {
      // nginx first (SIGQUIT: it finishes what it is serving), so nothing new reaches a closing process.
      await balancer.stop("SIGQUIT", 5000);
      await stopAll();
    },
  };
}

/** `first` (unless 0) and `count` more free ports on this machine. */
async function freePorts(first: number, count: number): Promise<number[]> {
  const held = [];
  const ports: number[] = [];
  try {
    for (let i = 0; i <= count; i++) {
      const server = createServer();
      held.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(i === 0 ? first : 0, () => resolve());
      });
      ports.push((server.address() as { port: number }).port);
    }
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
  return ports;
}

/** Polls `url` until it answers 200, for at most `ms`. */
async function answers(url: string, ms: number, what: string): Promise<void> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`[Cluster] ${what} in ${ms / 1000} s`);
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`[Cluster] ${what} in ${ms / 1000} s`)), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
