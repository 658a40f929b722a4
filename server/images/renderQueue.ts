/** Refused because the queue is full: answered 503 with Retry-After. */
export class QueueFull extends Error {
  constructor() {
    super("[Images] too many images are being drawn: try again in a moment");
  }
}

/**
 * Renders run a few at a time (each one decodes a whole image and sharp spreads it over
 * threads), so a burst of new sizes costs time, not memory and every core. A render asked
 * again while it runs or waits is shared. Past the waiting bound a render is refused.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Run `work` in its turn (or join the same key's run); throws QueueFull when too many wait. */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const same = this.inFlight.get(key);
    if (same) return same as Promise<T>;
    if (this.running >= this.concurrency && this.waiting.length >= this.maxWaiting) throw new QueueFull();
    const job = this.inTurn(work);
    this.inFlight.set(key, job);
    try {
      return await job;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    // A finished render hands its slot to the first waiting one, so `running` only counts real runs.
    if (this.running < this.concurrency) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
