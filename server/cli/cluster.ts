// npm run cluster: PROCESSES server processes on one PostgreSQL database and one Redis, Debian's
// nginx in front on PORT (README "Running past one machine"). Ctrl+C stops everything.
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startCluster } from "../cluster/cluster.ts";

const rootDir = resolve(fileURLToPath(import.meta.url), "../../..");
const env = process.env;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const databaseUrl = env.DATABASE_URL?.trim();
if (!databaseUrl?.startsWith("postgres"))
  fail("[Cluster] DATABASE_URL is required: every process shares one PostgreSQL database (postgres://user:password@host:5432/name)");
const redisUrl = env.REDIS_URL?.trim();
if (!redisUrl?.startsWith("redis"))
  fail("[Cluster] REDIS_URL is required: the processes share their rooms through Redis (redis://host:6379)");
const processes = Number(env.PROCESSES ?? availableParallelism());
if (!Number.isInteger(processes) || processes < 1) fail(`[Cluster] PROCESSES=${env.PROCESSES}: expected a whole number above 0`);
const port = Number(env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`[Cluster] PORT=${env.PORT}: expected a port number`);

const width = `p${processes}`.length;
const cluster = await startCluster({
  processes,
  port,
  databaseUrl,
  redisUrl,
  dataDir: resolve(rootDir, env.DATA_DIR ?? "data"),
  onLine: (source, line) => console.log(source === "cluster" ? line : `${source.padEnd(width)} | ${line}`),
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

console.log(
  `[Cluster] ${processes} server process${processes === 1 ? "" : "es"} (ports ${cluster.processes.map((p) => p.port).join(", ")}) ` +
    `behind nginx on http://localhost:${cluster.port}: PostgreSQL and Redis shared. Ctrl+C stops them all.`,
);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("[Cluster] stopping nginx and the processes…");
    void cluster.stop().then(() => process.exit(0));
  });
}
