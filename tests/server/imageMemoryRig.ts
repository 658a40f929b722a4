// Hundreds of distinct image renders asked of a server in a child process of its own
// (tests/server/imageServer.ts), and what its memory did: what tests/server/imageMemory.test.ts
// bounds and bench/imageMemory.ts measures under each setting.
import { fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SIZES } from "../../server/images/imageQuery.ts";
import type { ServerUsage } from "./imageServer.ts";

export interface RenderRun {
  /** How many requests answered each status. */
  statuses: Record<number, number>;
  wallSeconds: number;
  before: ServerUsage;
  /** Right after the last answer (its peak is the peak of the whole run). */
  done: ServerUsage;
  /** After `pauseMs` with nothing asked. */
  after: ServerUsage;
}

export interface RenderRunOptions {
  renders: number;
  /** Requests in flight at once (the server draws two at a time and lets 32 wait). */
  inFlight: number;
  pauseMs: number;
  /** Variables for the server process (MALLOC_ARENA_MAX…) and its image settings. */
  env?: Record<string, string>;
  imageSettings?: Record<string, unknown>;
}

/**
 * The allocator variables the server process should start with (its launcher sets them; they
 * cannot be set from inside Node): without them, glibc keeps what renders freed.
 */
export const MALLOC_ENV = JSON.parse(readFileSync("server/images/mallocEnv.json", "utf8")) as Record<string, string>;

const MODES = [
  (px: number) => `size=${px}`,
  (px: number) => `size=h-${px}`,
  (px: number) => `size=w-${px}`,
  (px: number) => `size=s-${px}`,
];
const FORMATS = ["png", "webp", "jpg"];

/** `count` distinct renders of one image: every size of the set, in each mode and format, spread so each size comes up alike. */
export function distinctRenders(count: number): string[] {
  const all: string[] = [];
  for (const format of FORMATS) for (const mode of MODES) for (const px of SIZES) all.push(`/image.${format}?${mode(px)}`);
  if (count > all.length) throw new Error(`[imageMemoryRig] only ${all.length} distinct renders of one image`);
  // Every k-th of the list, k coprime with its length, walks all of it once: sizes, modes and formats interleaved.
  const step = 7;
  return Array.from({ length: count }, (_, i) => all[(i * step) % all.length]);
}

/** Start the server, ask `renders` distinct renders, read its memory before, right after and after a pause. */
export async function runRenders(options: RenderRunOptions): Promise<RenderRun> {
  const dataDir = mkdtempSync(join(tmpdir(), "image-memory-"));
  const child = fork("tests/server/imageServer.ts", [], {
    env: { ...process.env, ...options.env, DATA_DIR: dataDir, IMAGE_SETTINGS: JSON.stringify(options.imageSettings ?? {}) },
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <T>(field: string) =>
    new Promise<T>((resolve, reject) => {
      const listener = (message: Record<string, unknown>) => {
        if (!(field in message)) return;
        child.off("message", listener);
        resolve(message as T);
      };
      child.on("message", listener);
      child.once("exit", (code) => reject(new Error(`[imageMemoryRig] the server exited (${code})`)));
    });
  const usage = async () => {
    const reply = next<{ usage: ServerUsage }>("usage");
    child.send("usage");
    return (await reply).usage;
  };
  try {
    const { url, image } = await next<{ url: string; image: string }>("url");
    const paths = distinctRenders(options.renders);
    const before = await usage();
    const statuses: Record<number, number> = {};
    const t0 = performance.now();
    let nextPath = 0;
    const worker = async () => {
      while (nextPath < paths.length) {
        const path = paths[nextPath++];
        const reply = await fetch(`${url}${path}&id=${image}`);
        await reply.arrayBuffer();
        statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: options.inFlight }, worker));
    const wallSeconds = +((performance.now() - t0) / 1000).toFixed(1);
    const done = await usage();
    await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    const after = await usage();
    return { statuses, wallSeconds, before, done, after };
  } finally {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}
