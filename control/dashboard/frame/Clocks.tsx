import { useEffect, useState } from "react";
import { formatClock } from "../../../domain/time.ts";
import { serverNow } from "../../../live/serverClock.ts";
import { useSettings } from "../../../ui/settings.tsx";
import { useDashboard } from "./DashboardContext.tsx";

/** SPEC §9: the clocks tick every 50 ms (a re-render only when the shown second changes). */
const TICK_MS = 50;
/** SPEC §2.9: the broadcast clock's zone when the broadcast sets none. */
export const DEFAULT_BROADCAST_ZONE = "America/New_York";

function Clock({ id, label, zone }: { id: string; label: string; zone: string }) {
  const { settings, update } = useSettings();
  const use24Hour = settings.dashboardClocks24h.includes(id);
  const [text, setText] = useState(() => formatClock(serverNow(), { zone, use24Hour }));
  useEffect(() => {
    const tick = () => setText(formatClock(serverNow(), { zone, use24Hour }));
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [zone, use24Hour]);
  const toggle = () =>
    update({
      dashboardClocks24h: use24Hour ? settings.dashboardClocks24h.filter((c) => c !== id) : [...settings.dashboardClocks24h, id],
    });
  return (
    <button
      type="button"
      className="dash-clock"
      onClick={toggle}
      title={`${label} time; click for ${use24Hour ? "12" : "24"}-hour`}
      data-testid={`clock-${id}`}
    >
      <span className="dash-clock-label">{label}</span>
      <span className="dash-clock-time">{text}</span>
    </button>
  );
}

/** The Local and Broadcast clocks (SPEC §2.9); a click toggles 12h/24h. */
export function Clocks() {
  const { broadcast } = useDashboard();
  return (
    <div className="dash-clocks">
      <Clock id="local" label="Local" zone="local" />
      <Clock id="broadcast" label="Broadcast" zone={broadcast.timezone || DEFAULT_BROADCAST_ZONE} />
    </div>
  );
}
