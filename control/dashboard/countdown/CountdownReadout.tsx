import { countdownText, formatClock } from "../../../domain/countdown.ts";
import { useServerNow } from "../../../live/hooks.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";

/** SPEC §9: the countdown ticks every second. */
const TICK_MS = 1000;

/** What the overlays' countdown shows now (SPEC §4): time left to countdown_end, else the clock. */
function useCountdown() {
  const { broadcast } = useDashboard();
  const now = useServerNow(TICK_MS);
  const end = broadcast.countdown_end ?? null;
  // The same zone the overlays read, so the dashboard shows what viewers see.
  const zone = broadcast.timezone ?? undefined;
  return { end, now, zone, text: countdownText(end, now, zone) };
}

/** The countdown panel's one-line status. */
export function CountdownStatus() {
  const { end, text } = useCountdown();
  return <>{end === null ? `No countdown · clock ${text}` : `Countdown ${text}`}</>;
}

/** The countdown as the overlays show it, large, with when it ends. */
export function CountdownReadout({ testId }: { testId: string }) {
  const { end, now, zone, text } = useCountdown();
  const caption =
    end === null ? "No countdown set: the overlays show the clock." : `${end > now ? "Ends" : "Ended"} at ${formatClock(end, zone)}`;
  return (
    <div className="cd-readout">
      <span className="cd-time" role="timer" aria-label={end === null ? `Clock ${text}` : `Countdown ${text}`} data-testid={testId}>
        {text}
      </span>
      <span className="muted">{caption}</span>
    </div>
  );
}
