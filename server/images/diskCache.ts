import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Rendered } from "./renderCache.ts";

const FILE_NAME = /^[0-9a-f]{64}$/;

/**
 * Renders kept as files, so a size drawn once is never drawn again, across restarts and by every
 * process sharing the folder. Bounded in bytes: past the bound the least recently used files go
 * (their modification time is their last use). Each file is the MIME type, a newline, the bytes.
 * A folder that cannot be read or written only costs renders: it never fails a request.
 */
export class DiskCache {
  /** File name → bytes, least recently used first. */
  private readonly files = new Map<string, number>();
  private bytes = 0;
  private readonly ready: Promise<void>;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    this.ready = this.load().catch(() => {});
  }

  /** A cached render, or undefined. */
  async get(key: string): Promise<Rendered | undefined> {
    await this.ready;
    const name = fileName(key);
    const file = await readFile(join(this.dir, name)).catch(() => null);
    if (!file) {
      this.forget(name);
      return undefined;
    }
    const newline = file.indexOf(10);
    if (newline < 1) return undefined;
    this.note(name, file.length);
    const now = new Date();
    void utimes(join(this.dir, name), now, now).catch(() => {});
    return { mime: file.subarray(0, newline).toString(), data: file.subarray(newline + 1) };
  }

  /** Keep a render (written aside and renamed, so a reader never sees half a file), then trim to the bound. */
  async set(key: string, rendered: Rendered): Promise<void> {
    await this.ready;
    const file = Buffer.concat([Buffer.from(`${rendered.mime}\n`), rendered.data]);
    if (file.length > this.maxBytes) return;
    const name = fileName(key);
    const aside = join(this.dir, `${name}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await writeFile(aside, file);
      await rename(aside, join(this.dir, name));
    } catch {
      await unlink(aside).catch(() => {});
      return;
    }
    this.note(name, file.length);
    await this.trim();
  }

  /** The bytes this process counts in the folder. */
  get size(): number {
    return this.bytes;
  }

  /** Index what an earlier run left, oldest use first, and trim it to the bound. */
  private async load() {
    await mkdir(this.dir, { recursive: true });
    const names = (await readdir(this.dir)).filter((name) => FILE_NAME.test(name));
    const found = await Promise.all(names.map(async (name) => ({ name, stats: await stat(join(this.dir, name)).catch(() => null) })));
    found.sort((a, b) => (a.stats?.mtimeMs ?? 0) - (b.stats?.mtimeMs ?? 0));
    for (const { name, stats } of found) if (stats) this.note(name, stats.size);
    await this.trim();
  }

  /** Count a file as just used. */
  private note(name: string, bytes: number) {
    this.forget(name);
    this.files.set(name, bytes);
    this.bytes += bytes;
  }

  private forget(name: string) {
    const bytes = this.files.get(name);
    if (bytes === undefined) return;
    this.files.delete(name);
    this.bytes -= bytes;
  }

  private async trim() {
    for (const [name] of this.files) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(name);
      await unlink(join(this.dir, name)).catch(() => {});
    }
  }
}

/** Keys hold ids and sizes; the file is named by their hash, so no key can name a path. */
function fileName(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}
