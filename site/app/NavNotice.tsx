import { useEffect, useState } from "react";
import { useConnection } from "../../live/hooks.ts";
import { DISCONNECT_GRACE_MS, pickNavNotice } from "./navNotice.ts";

/** The single navigation notice, by priority: disconnected, server rebuilding, high error rate. */
export function NavNotice() {
  const { connected, disconnectedSince, flags } = useConnection();
  const [now, setNow] = useState(Date.now);
  const [reloadAfterRebuild, setReloadAfterRebuild] = useState(false);
  const notice = pickNavNotice({ connected, disconnectedSince, flags, now });
  const rebuilding = flags.some((f) => /rebuild/i.test(f));

  // Looks again until the grace is over: a timer that fires a little early by the wall clock
  // (a clock step, a coarse Date.now) must not leave the notice hidden for the whole outage.
  useEffect(() => {
    if (connected || disconnectedSince === null || notice === "disconnected") return;
    const wait = disconnectedSince + DISCONNECT_GRACE_MS - Date.now();
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, wait) + 10);
    return () => clearTimeout(timer);
  }, [connected, disconnectedSince, notice, now]);

  // Remembered while rendering (not in an effect), so the reload below sees it on the render that ends the rebuild.
  const [wasRebuilding, setWasRebuilding] = useState(false);
  if (rebuilding && !wasRebuilding) setWasRebuilding(true);
  useEffect(() => {
    if (!rebuilding && wasRebuilding && reloadAfterRebuild) window.location.reload();
  }, [rebuilding, wasRebuilding, reloadAfterRebuild]);

  if (notice === "disconnected") {
    return (
      <div className="nav-notice danger" role="status" data-testid="nav-notice">
        Disconnected from the server: reconnecting…
      </div>
    );
  }
  if (notice === "rebuilding") {
    return (
      <div className="nav-notice warning" role="status" data-testid="nav-notice">
        The server is rebuilding.{" "}
        <label className="check">
          <input type="checkbox" checked={reloadAfterRebuild} onChange={(e) => setReloadAfterRebuild(e.target.checked)} /> Reload this page
          when it is done
        </label>
      </div>
    );
  }
  if (notice === "error-rate")
    return (
      <div className="nav-notice warning" role="status" data-testid="nav-notice">
        The server is seeing a high error rate; some things may not load.
      </div>
    );
  return null;
}
