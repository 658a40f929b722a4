import { sideOnScreen } from "../../domain/flipTeams.ts";
import type { Side } from "../../domain/match.ts";
import type { MatchView, TeamView } from "../../engine/types.ts";

/**
 * The team whose comms the bug shows, as the broadcast's `comms` keeps it (stored team 1 or
 * 2), when the `team` option (a side on screen, 1 left) allows it.
 */
export function commsSide(comms: number | null | undefined, team: number, flipped: boolean): Side | null {
  const side = comms === 1 || comms === 2 ? comms : null;
  return side && (!team || team === sideOnScreen(side, flipped)) ? side : null;
}

/** The team on the bug and its line, for the team (stored side) whose comms are shown. */
export function commsBug(m: MatchView, stored: Side): { team: TeamView | null; line: string } {
  const i = sideOnScreen(stored, m.flipped) - 1;
  return { team: m.teams[i], line: `${m.names[i]} comms`.toUpperCase() };
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
