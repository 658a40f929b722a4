/** The side whose comms the bug shows: the broadcast's `comms` (1 or 2), when the `team` option allows it. */
export function commsSide(comms: number | null | undefined, team: number): 1 | 2 | null {
  const side = comms === 1 || comms === 2 ? comms : null;
  return side && (!team || team === side) ? side : null;
}

/**
 * A change that waits for the buffer: what is shown moves to `wanted` once `buffer` ms have
 * passed since it was wanted; a change back within the buffer cancels it.
 */
export class Buffered<T> {
  private pending: { value: T; at: number } | null = null;

  constructor(
    public shown: T,
    private readonly buffer: number,
  ) {}

  /** Say what should show now; answers whether `shown` changed at once. */
  want(value: T, now: number): boolean {
    if (value === this.shown) {
      this.pending = null;
      return false;
    }
    if (this.buffer <= 0) {
      this.shown = value;
      this.pending = null;
      return true;
    }
    if (this.pending?.value !== value) this.pending = { value, at: now + this.buffer };
    return false;
  }

  /** Apply a pending change whose time has come; answers whether `shown` changed. */
  tick(now: number): boolean {
    if (!this.pending || now < this.pending.at) return false;
    this.shown = this.pending.value;
    this.pending = null;
    return true;
  }
}
