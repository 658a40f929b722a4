import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { linesOf } from "./supervisor.ts";

/** Where Debian's packages put it; `NGINX` names another. */
const NGINX_PATHS = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"];

export const NGINX_MISSING =
  "[Cluster] nginx is not installed: on Debian or Ubuntu run `apt-get install nginx-light` (or nginx), or set NGINX to its path";

/** The nginx binary to run, or null when there is none. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NGINX) return existsSync(env.NGINX) ? env.NGINX : null;
  return NGINX_PATHS.find((path) => existsSync(path)) ?? null;
}

export interface LocalNginx {
  /** The port nginx listens on (all addresses, as `npm start` does). */
  port: number;
  /** The loopback ports of the server processes, in order. */
  backends: number[];
  /** A folder of this run's: nginx's pid, log, temporary files and cache go there. */
  prefix: string;
  /** Whether nginx starts as root (its workers then run as root too, for this folder's files). */
  root: boolean;
}

/**
 * deploy/nginx.conf made into this machine's: its listen port, its processes in both upstreams,
 * its paths under `prefix`. Everything else (balancing, affinity, upgrades, health, caching) is
 * the deploy's own text, so a trial on one machine runs what a deploy runs.
 */
export function localNginxConfig(template: string, local: LocalNginx): string {
  const servers = (indent: string) =>
    local.backends.map((port) => `${indent}server 127.0.0.1:${port} max_fails=3 fail_timeout=2s;`).join("\n");
  let seen = 0;
  const config = template
    .replace(/^user .*;\n/m, local.root ? "user root;\n" : "")
    .replace(/^(\s*)listen 80( [^;]*)?;$/m, `$1listen ${local.port}$2;`)
    // Each upstream's run of server lines becomes this run's processes.
    .replace(/^(\s*)server 127\.0\.0\.1:\d+ [^\n]*;(?:\n\s*server 127\.0\.0\.1:\d+ [^\n]*;)*$/gm, (_run, indent: string) => {
      seen++;
      return servers(indent);
    })
    .replaceAll("/run/esports-nginx.pid", join(local.prefix, "nginx.pid"))
    .replaceAll("/var/log/nginx/", `${join(local.prefix, "log")}/`)
    .replaceAll("/var/cache/nginx/", `${join(local.prefix, "cache")}/`);
  const directives = config.replace(/#.*$/gm, "");
  if (seen !== 2 || /\s\/(var|run)\//.test(directives) || !directives.includes(`listen ${local.port}`))
    throw new Error("[Cluster] deploy/nginx.conf is not as npm run cluster expects: two upstreams, listen 80, paths under /var and /run");
  return config;
}

/** Writes the local configuration under `prefix` (with the folders it names) and checks it with `nginx -t`. */
export function writeLocalNginx(nginx: string, templatePath: string, local: LocalNginx): string {
  for (const dir of ["log", "cache/esports", "cache/esports-temp"]) mkdirSync(join(local.prefix, dir), { recursive: true });
  const path = join(local.prefix, "nginx.conf");
  writeFileSync(path, localNginxConfig(readFileSync(templatePath, "utf8"), local));
  const test = spawnSync(nginx, ["-t", "-q", ...nginxArgs(local.prefix, path)], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`[Cluster] nginx refused ${path}:\n${test.stderr.trim()}`);
  return path;
}

/** nginx in the foreground as our child (it stops with us); its messages go to `onLine`. */
export function runNginx(nginx: string, prefix: string, configPath: string, onLine: (line: string) => void): ChildProcess {
  const child = spawn(nginx, [...nginxArgs(prefix, configPath), "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
  linesOf(child.stdout, onLine);
  linesOf(child.stderr, onLine);
  return child;
}

/** The prefix, the configuration, and the log for what nginx says before it has read it (not the system's). */
const nginxArgs = (prefix: string, configPath: string) => ["-p", prefix, "-c", configPath, "-e", join(prefix, "log", "error.log")];
