// A server process killed and started again on its port, with live clients watching the
// broadcast through it: what tests/server/reconnect.test.ts checks and bench/reconnect.ts times.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { ThingClient } from "../../live/ThingClient.ts";
import { until } from "../eventually.ts";

export const WATCHED_KEY = "broadcast-main";

export class RestartRig {
  readonly clients: ThingClient[] = [];
  /** When each client came to hold `target` (performance.now()). */
  readonly arrived = new Map<ThingClient, number>();
  private target = Infinity;
  private child: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(join(tmpdir(), "reconnect-"));
  private port = 0;
  url = "";

  /** Start the server and connect `count` clients that watch the broadcast; resolves once every one holds it. */
  async start(count: number): Promise<void> {
    this.port = await freePort();
    ({ url: this.url } = await this.spawn());
    for (let i = 0; i < count; i++) {
      const client = new ThingClient({ baseUrl: this.url });
      this.clients.push(client);
      client.watch(WATCHED_KEY, () => this.noteArrival(client));
    }
    await until(() => this.clients.every((c) => c.status.connected && versionOf(c) > 0), `all ${count} clients connected`);
  }

  /** Kill the server (SIGKILL, as a crash) and wait until every client has noticed. */
  async kill(): Promise<void> {
    const exited = new Promise((resolve) => this.child!.once("exit", resolve));
    this.child!.kill("SIGKILL");
    await exited;
    await until(() => this.clients.every((c) => !c.status.connected), "every client noticing the server is gone");
  }

  /**
   * Start the server again on its port and change the broadcast's title through it. Answers
   * when the server listened again (performance.now()) and the title the store now holds.
   */
  async restartAndWrite(title: string): Promise<{ listening: number; stored: string }> {
    const { token } = await this.spawn();
    const listening = performance.now();
    const response = await fetch(`${this.url}/actions/update-broadcast`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title }),
    });
    if (response.status !== 200) throw new Error(`[RestartRig] update-broadcast answered ${response.status}`);
    const [current] = (await (
      await fetch(`${this.url}/things`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ids: WATCHED_KEY }),
      })
    ).json()) as { __version: number; title: string }[];
    this.target = current.__version;
    this.clients.forEach((c) => this.noteArrival(c));
    return { listening, stored: current.title };
  }

  /** The clients that do not hold the version written after the restart yet. */
  late(): ThingClient[] {
    return this.clients.filter((c) => versionOf(c) < this.target);
  }

  close(): void {
    this.clients.forEach((c) => c.close());
    this.child?.kill("SIGKILL");
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private noteArrival(client: ThingClient): void {
    if (versionOf(client) >= this.target && !this.arrived.has(client)) this.arrived.set(client, performance.now());
  }

  /** The server process; resolves once it listens, with its URL and a producer token. */
  private async spawn(): Promise<{ url: string; token: string }> {
    this.child = spawn(process.execPath, ["--import", "tsx", "tests/server/restartServer.ts"], {
      env: { ...process.env, DATA_DIR: this.dataDir, PORT: String(this.port) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const line = await new Promise<string>((resolve) => createInterface({ input: this.child!.stdout! }).once("line", resolve));
    return JSON.parse(line) as { url: string; token: string };
  }
}

const versionOf = (client: ThingClient) => client.get(WATCHED_KEY)?.__version ?? 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}
