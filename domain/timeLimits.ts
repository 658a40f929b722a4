import { formatDateTime, type TimeFormat } from "./time.ts";

/**
 * SPEC §5 date editor: a match start may have to lie within an earliest and a latest time
 * (either may be missing; both ends are allowed). OK stays disabled outside them, and a
 * warning names the limits.
 */
export interface TimeLimits {
  earliest?: number | null;
  latest?: number | null;
}

export function withinLimits(ms: number, limits: TimeLimits): boolean {
  return (limits.earliest == null || ms >= limits.earliest) && (limits.latest == null || ms <= limits.latest);
}

/** The warning that names the limits, or null when there are none. */
export function limitsWarning(limits: TimeLimits, format: TimeFormat): string | null {
  const { earliest, latest } = limits;
  const at = (ms: number) => formatDateTime(ms, format);
  if (earliest != null && latest != null) return `This match must start between ${at(earliest)} and ${at(latest)}`;
  if (earliest != null) return `This match must start at or after ${at(earliest)}`;
  if (latest != null) return `This match must start at or before ${at(latest)}`;
  return null;
}
