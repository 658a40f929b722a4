// IPC between bench/fanout.ts and its child processes (servers and readers), so each one's CPU
// and memory are its own. A request carries an id; its answer comes back with the same id.
import { fork, type ChildProcess } from "node:child_process";

/** Milliseconds on a clock every process reads alike; the parent still measures each child's offset (see Child.offset). */
export const clock = () => performance.timeOrigin + performance.now();

/** The calls a child answers: name → [arguments, answer]. */
export type Calls = Record<string, [unknown, unknown]>;

export type ServerReady = { url: string; token: string | null };
export type ServerStats = { cpuMs: number; rss: number; heapUsed: number; packets: number; sockets: number };
export type ServerCalls = { stats: [{ gc: boolean }, ServerStats]; close: [null, null] };

export type ReadersReport = {
  /** Per write index, the time (child clock) the last of this process's readers first held it or a later one. */
  lastAt: (number | null)[];
  /** Per write index, how many of this process's readers came to hold it or a later one. */
  reached: (number | null)[];
  messages: number;
  updates: number;
  regressions: number;
  repeats: number;
  disconnects: number;
};
export type ReaderCalls = {
  clock: [null, number];
  connect: [null, { connected: number }];
  scenario: [{ prefix: string }, null];
  await: [{ index: number; timeoutMs: number }, { reached: number; of: number }];
  report: [null, ReadersReport];
  close: [null, null];
};

type Answer = { id: number; result?: unknown; error?: string };
const running = new Set<ChildProcess>();
process.once("exit", () => running.forEach((p) => p.kill()));

/** A child process started with tsx, asked over IPC. Its stdout goes to our stderr: our stdout is the JSON. */
export class Child<C extends Calls, Ready> {
  readonly ready: Promise<Ready>;
  /** The child's clock minus ours, measured by calibrate(). */
  offset = 0;
  private readonly process: ChildProcess;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private next = 0;

  /** With `profileDir`, the child writes a V8 CPU profile there as it exits (FANOUT_CPU_PROF for the servers). */
  constructor(script: URL, env: Record<string, string>, profileDir?: string) {
    this.process = fork(script, [], {
      execArgv: ["--expose-gc", ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), "--import", "tsx"],
      env: { ...process.env, ...env },
      stdio: ["ignore", 2, 2, "ipc"],
    });
    running.add(this.process);
    this.ready = new Promise((resolve, reject) => {
      this.process.on("message", (message: { ready?: Ready } & Answer) => {
        if ("ready" in message) return resolve(message.ready as Ready);
        const call = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) call?.reject(new Error(message.error));
        else call?.resolve(message.result);
      });
      this.process.once("exit", (code) => {
        running.delete(this.process);
        const error = new Error(`[Bench] ${script.pathname.split("/").pop()} exited with ${code}`);
        reject(error);
        this.pending.forEach((call) => call.reject(error));
      });
    });
    this.ready.catch(() => {});
  }

  ask<K extends keyof C & string>(kind: K, args: C[K][0]): Promise<C[K][1]> {
    return this.call(kind, args) as Promise<C[K][1]>;
  }

  private call(kind: string, args: unknown): Promise<unknown> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.process.send({ id, kind, args });
    });
  }

  /** The offset of the child's clock from the sample with the shortest round trip; answers that round trip's half. */
  async calibrate(): Promise<number> {
    let best = { rtt: Infinity, offset: 0 };
    for (let i = 0; i < 30; i++) {
      const before = clock();
      const theirs = (await this.call("clock", null)) as number;
      const after = clock();
      if (after - before < best.rtt) best = { rtt: after - before, offset: theirs - (before + after) / 2 };
    }
    this.offset = best.offset;
    return best.rtt / 2;
  }

  /** Ask it to close, and wait until it has exited (killed after 10 s). */
  async stop() {
    if (this.process.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.process.once("exit", () => resolve()));
    const kill = setTimeout(() => this.process.kill("SIGKILL"), 10_000);
    await this.call("close", null).catch(() => {});
    await exited;
    clearTimeout(kill);
  }
}

/** The child's side: announce readiness, then answer each call; after `close` it exits. */
export function answerCalls<C extends Calls>(ready: unknown, handlers: { [K in keyof C]: (args: C[K][0]) => C[K][1] | Promise<C[K][1]> }) {
  const send = (message: unknown, then?: () => void) => process.send?.(message, undefined, {}, then);
  process.on("message", async ({ id, kind, args }: { id: number; kind: keyof C; args: never }) => {
    try {
      const result = await handlers[kind](args);
      send({ id, result: result ?? null }, kind === "close" ? () => process.exit(0) : undefined);
    } catch (error) {
      send({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  // The parent went away: nothing is left to answer.
  process.once("disconnect", () => process.exit(1));
  send({ ready });
}
