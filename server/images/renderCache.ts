/** An image ready to send. */
export interface Rendered {
  mime: string;
  data: Buffer;
}

/**
 * The most recently used renders, so a logo asked by every overlay and page is drawn once.
 * Bounded by count and by bytes: large sizes (up to 3000 px) must not grow the heap without limit.
 */
export class RenderCache {
  private readonly entries = new Map<string, Rendered>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 128 * 1024 * 1024,
  ) {}

  /** A cached render, marked as just used. */
  get(key: string): Rendered | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Keep a render, dropping the least recently used ones past either bound. */
  set(key: string, value: Rendered) {
    if (value.data.length > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, value);
    this.bytes += value.data.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Forget one render and its bytes. */
  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.data.length;
  }
}
