import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** npm run cluster's own command (scripts/cluster.mjs runs it after the build check), with `env` only. */
function cluster(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/cli/cluster.ts"], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, message: result.stderr.trim() };
}

describe("npm run cluster", () => {
  it("says what it needs when DATABASE_URL or REDIS_URL is missing", () => {
    expect(cluster({ REDIS_URL: "redis://127.0.0.1:6379" })).toEqual({
      status: 1,
      message: "[Cluster] DATABASE_URL is required: every process shares one PostgreSQL database (postgres://user:password@host:5432/name)",
    });
    expect(cluster({ DATABASE_URL: "postgres://127.0.0.1/esports" })).toEqual({
      status: 1,
      message: "[Cluster] REDIS_URL is required: the processes share their rooms through Redis (redis://host:6379)",
    });
  });

  it("says how to install nginx when there is none", () => {
    const env = { DATABASE_URL: "postgres://127.0.0.1/esports", REDIS_URL: "redis://127.0.0.1:6379", NGINX: "/nowhere/nginx" };
    expect(cluster(env)).toEqual({
      status: 1,
      message:
        "[Cluster] nginx is not installed: on Debian or Ubuntu run `apt-get install nginx-light` (or nginx), or set NGINX to its path",
    });
  });

  it("refuses a number of processes that is not one", () => {
    const env = { DATABASE_URL: "postgres://127.0.0.1/esports", REDIS_URL: "redis://127.0.0.1:6379", PROCESSES: "two" };
    expect(cluster(env).message).toBe("[Cluster] PROCESSES=two: expected a whole number above 0");
  });
});
