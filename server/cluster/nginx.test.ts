import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NGINX_TEMPLATE } from "./cluster.ts";
import { localNginxConfig } from "./nginx.ts";

const template = readFileSync(NGINX_TEMPLATE, "utf8");
const local = { port: 18080, backends: [41001, 41002, 41003], prefix: "/tmp/run-1/cluster", root: false };
/** The configuration's directives, comments left out. */
const directives = (config: string) => config.replace(/#.*$/gm, "").replace(/\n\s*\n/g, "\n");

describe("deploy/nginx.conf as npm run cluster runs it", () => {
  it("listens on the cluster's port and lists its processes in both upstreams, and only them", () => {
    const config = localNginxConfig(template, local);
    expect(config).toContain("listen 18080 backlog=4096;");
    for (const upstream of ["esports", "esports_sticky"]) {
      const block = config.match(new RegExp(`upstream ${upstream} \\{([^}]*)\\}`))![1];
      expect(block.match(/server \S+/g)).toEqual(["server 127.0.0.1:41001", "server 127.0.0.1:41002", "server 127.0.0.1:41003"]);
    }
  });

  it("keeps every file it writes under the run's folder", () => {
    const config = directives(localNginxConfig(template, local));
    expect(config).not.toMatch(/\s\/(var|run|etc)\//);
    // Files and folders (a location such as /socket.io/ is one segment).
    const paths = config.match(/\s\/[\w.-]+\/[\w.-]+[^\s;]*/g)!.map((path) => path.trim());
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(path.startsWith("/tmp/run-1/cluster/")).toBe(true);
  });

  it("keeps the deploy's balancing, affinity, upgrades, health and caching as they are", () => {
    const strip = (config: string) =>
      directives(config)
        .replace(/^\s*(user|listen|server 127\.0\.0\.1:\d+).*$/gm, "")
        .replace(/\s\/\S+/g, " PATH")
        .replace(/\n+/g, "\n");
    expect(strip(localNginxConfig(template, local))).toBe(strip(template));
  });

  it("runs its workers as root only when it is started as root", () => {
    expect(localNginxConfig(template, local)).not.toMatch(/^user /m);
    expect(localNginxConfig(template, { ...local, root: true })).toMatch(/^user root;$/m);
  });

  it("refuses a template it cannot make local, rather than run something else", () => {
    expect(() => localNginxConfig(template.replace(/listen 80 [^;]*;/, "listen 443 ssl;"), local)).toThrow(/deploy\/nginx.conf/);
    expect(() => localNginxConfig(template.replace(/upstream esports_sticky \{[^}]*\}/, ""), local)).toThrow(/two upstreams/);
  });
});

describe("the deploy's files", () => {
  const deploy = (name: string) => readFileSync(join(NGINX_TEMPLATE, "..", name), "utf8");
  const ports = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => Number(match[1]));
  const upstream = (name: string) => ports(template.match(new RegExp(`upstream ${name} \\{([^}]*)\\}`))![1], /server 127\.0\.0\.1:(\d+)/g);

  it("name the same processes: both upstreams, the Compose file's servers and the systemd target's instances", () => {
    expect(upstream("esports")).toEqual([3001, 3002, 3003, 3004]);
    expect(upstream("esports_sticky")).toEqual(upstream("esports"));
    expect(ports(deploy("compose.yaml"), /PORT: "(\d+)"/g)).toEqual(upstream("esports"));
    expect(ports(deploy("esports.target"), /esports@(\d+)\.service/g)).toEqual(upstream("esports"));
  });
});
