import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { Supervised } from "./supervisor.ts";

/** A child that answers /health with its pid on `port`, and stops answering (busy for good) on SIGUSR2. */
const HEALTHY_CHILD = `
const http = require("node:http");
http.createServer((req, res) => res.end(JSON.stringify({ ok: true, pid: process.pid }))).listen(Number(process.argv[1]), "127.0.0.1");
process.on("SIGUSR2", () => { for (;;) {} });
`;

const running: Supervised[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop("SIGKILL")));
});

function supervise(options: { script: string; port?: number }) {
  const messages: string[] = [];
  const supervised = new Supervised({
    name: "child",
    spawn: () => spawn(process.execPath, ["-e", options.script, String(options.port ?? 0)], { stdio: "ignore" }),
    healthUrl: options.port ? `http://127.0.0.1:${options.port}/health` : undefined,
    log: (message) => messages.push(message),
  });
  running.push(supervised);
  return { supervised, messages };
}

const freePort = () => 20000 + Math.floor(Math.random() * 20000);

describe("a supervised child", () => {
  it("is started again when it exits, and says so", async () => {
    const { supervised, messages } = supervise({ script: "setTimeout(() => process.exit(3), 50)" });
    await expect.poll(() => supervised.starts, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(messages[0]).toMatch(/^\[Cluster\] child \(pid \d+\) exited \(code 3\): started again$/);
  });

  it("is killed and started again when it stops answering its health check", async () => {
    const { supervised, messages } = supervise({ script: HEALTHY_CHILD, port: freePort() });
    await supervised.ready();
    const first = supervised.pid!;
    process.kill(first, "SIGUSR2");
    await expect.poll(() => supervised.pid !== undefined && supervised.pid !== first, { timeout: 30_000 }).toBe(true);
    await supervised.ready();
    expect(messages[0]).toMatch(/left 3 health checks unanswered: killed/);
  });

  it("stays stopped once stopped", async () => {
    const { supervised } = supervise({ script: "setInterval(() => {}, 1000)" });
    const pid = supervised.pid;
    await supervised.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(supervised.pid).toBeUndefined();
    expect(supervised.starts).toBe(1);
    expect(pid).toBeGreaterThan(0);
  });
});
