import type { ChildProcess } from "node:child_process";

/**
 * The first restart waits this long, each one after doubles it up to `MAX_RESTART_MS`; a run this
 * long resets it. Not at once: the process's clients are reconnecting to the others meanwhile, and
 * a start (compiling the server) competes with them for the cores. On two cores, with 2,000
 * readers, every reader held a new write 5.2–5.4 s after a kill when the restart came after 0.5 s,
 * and 2.4 s when it came after 3 s (bench/scale.ts).
 */
const FIRST_RESTART_MS = 3000;
const MAX_RESTART_MS = 8000;
const STEADY_MS = 30_000;
/** A process whose /health leaves this many asks in a row unanswered (each within `HEALTH_TIMEOUT_MS`) is stuck: it is killed and restarted. */
const HEALTH_EVERY_MS = 1000;
const HEALTH_TIMEOUT_MS = 2000;
const HEALTH_MISSES = 3;

export interface SupervisedOptions {
  /** How it is named in messages: `process 2`, `nginx`. */
  name: string;
  /** Starts it once more; `restarts` counts the starts before this one. */
  spawn(restarts: number): ChildProcess;
  /** Its /health (answering `{ ok, pid }`), asked while it runs; none for a child watched by its exit alone. */
  healthUrl?: string;
  log(message: string): void;
}

/**
 * One child kept running: started again when it exits or stops answering its health check,
 * after a wait that grows while it keeps failing, until `stop()`.
 */
export class Supervised {
  private child: ChildProcess;
  private restarts = 0;
  private wait = FIRST_RESTART_MS;
  private startedAt = performance.now();
  private stopping = false;
  private misses = 0;
  private healthy = false;
  private readonly healthTimer: NodeJS.Timeout | null;
  private restartTimer: NodeJS.Timeout | null = null;
  /** Who waits for the next healthy answer (or, without a health check, the next start). */
  private waiters: (() => void)[] = [];

  constructor(private readonly options: SupervisedOptions) {
    this.child = this.start();
    this.healthTimer = options.healthUrl ? setInterval(() => void this.check(), HEALTH_EVERY_MS) : null;
  }

  /** The running child's pid (undefined between a death and its restart). */
  get pid(): number | undefined {
    return this.child.exitCode === null && this.child.signalCode === null ? this.child.pid : undefined;
  }

  /** Starts so far, the first one included. */
  get starts(): number {
    return this.restarts + 1;
  }

  /** Resolves when it answers its health check (at once for a child without one). */
  ready(): Promise<void> {
    if (this.healthy || !this.options.healthUrl) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Sends it a signal, as a fault would (the supervisor restarts it). */
  kill(signal: NodeJS.Signals = "SIGKILL") {
    this.child.kill(signal);
  }

  /** Stops it for good: `signal` first, SIGKILL if it has not exited after `graceMs`. */
  async stop(signal: NodeJS.Signals = "SIGTERM", graceMs = 10_000): Promise<void> {
    this.stopping = true;
    if (this.healthTimer) clearInterval(this.healthTimer);
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill(signal);
    const force = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(force);
  }

  private start(): ChildProcess {
    const child = this.options.spawn(this.restarts);
    this.startedAt = performance.now();
    this.healthy = false;
    this.misses = 0;
    child.once("exit", (code, signal) => this.exited(child, code, signal));
    return child;
  }

  private exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (child !== this.child) return;
    this.healthy = false;
    // Stopping: a Ctrl+C reaches every child with us, and none is started again.
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.stopping) return;
      if (performance.now() - this.startedAt > STEADY_MS) this.wait = FIRST_RESTART_MS;
      this.options.log(`[Cluster] ${this.options.name} (pid ${child.pid}) exited (${signal ?? `code ${code}`}): started again`);
      this.restarts++;
      this.child = this.start();
      this.wait = Math.min(this.wait * 2, MAX_RESTART_MS);
      if (!this.options.healthUrl) this.wake();
    }, this.wait);
  }

  private async check() {
    const child = this.child;
    if (!this.pid) return;
    let answered = false;
    try {
      const response = await fetch(this.options.healthUrl!, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
      const body = (await response.json()) as { ok?: unknown; pid?: unknown };
      answered = response.ok && body.ok === true && body.pid === child.pid;
    } catch {
      answered = false;
    }
    if (child !== this.child || this.stopping) return;
    if (answered) {
      this.misses = 0;
      this.healthy = true;
      this.wake();
    } else if (this.healthy && ++this.misses >= HEALTH_MISSES) {
      this.options.log(`[Cluster] ${this.options.name} (pid ${child.pid}) left ${HEALTH_MISSES} health checks unanswered: killed`);
      child.kill("SIGKILL");
    }
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((resolve) => resolve());
  }
}

/** Calls `onLine` with each whole line `stream` writes. */
export function linesOf(stream: NodeJS.ReadableStream, onLine: (line: string) => void) {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    lines.filter(Boolean).forEach(onLine);
  });
}
