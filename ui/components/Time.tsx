import { formatDateTime, friendlyStartTime } from "../../domain/time.ts";
import { useServerNow } from "../../live/hooks.ts";
import { useSettings } from "../settings.tsx";

/** A start time in the visitor's chosen zone (SPEC §9), re-rendered each minute. */
export function StartTime({ start, testId }: { start: number | undefined; testId?: string }) {
  const { settings } = useSettings();
  const now = useServerNow();
  if (start === undefined) return <span className="muted">TBD</span>;
  const format = { zone: settings.timezone, use24Hour: settings.use24HourTime };
  return (
    <time dateTime={new Date(start).toISOString()} title={formatDateTime(start, format)} data-testid={testId ?? "start-time"}>
      {friendlyStartTime(start, now, format)}
    </time>
  );
}
