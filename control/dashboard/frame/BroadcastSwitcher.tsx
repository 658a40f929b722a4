import { useMemo, useState } from "react";
import { orderBroadcasts } from "../../../domain/broadcastSwitcher.ts";
import type { BroadcastRecord } from "../../../domain/tables.ts";
import { present, useCollection, useThings } from "../../../live/hooks.ts";
import { Modal } from "../../../ui/components/Modal.tsx";
import { useDashboard } from "./DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "./useDashboardAction.ts";

/** The broadcasts a producer may switch to: those of the public events and of the current broadcast's event. */
export function useSwitchableBroadcasts(): BroadcastRecord[] {
  const { event } = useDashboard();
  const publicEvents = useCollection("special:public-events");
  const events = present(useThings("Events", publicEvents?.events));
  const ids = useMemo(() => [...new Set([...(event?.broadcasts ?? []), ...events.flatMap((e) => e.broadcasts ?? [])])], [event, events]);
  return present(useThings("Broadcasts", ids));
}

/** The Broadcast Switcher modal: points the producer's client at another broadcast (set-active-broadcast). */
export function BroadcastSwitcher() {
  const { broadcast, client } = useDashboard();
  const [open, setOpen] = useState(false);
  const [showInactive, setShowInactive] = useState(false);
  const close = () => setOpen(false);
  const all = useSwitchableBroadcasts();
  const { active, inactive } = orderBroadcasts(broadcast, all);
  const { run, pending, error } = useDashboardAction();
  const choose = async (target: BroadcastRecord) => {
    const done = await run(
      "set-active-broadcast",
      { client: client.key, broadcast: target.key },
      { notice: () => `Now running ${target.name}` },
    );
    if (done) setOpen(false);
  };
  const row = (b: BroadcastRecord) => (
    <li key={b.id} className="switcher-row">
      <span>
        <strong>{b.name}</strong> <span className="muted">{b.key}</span>
      </span>
      <button type="button" className="button" disabled={pending} onClick={() => void choose(b)} data-testid={`switch-to-${b.key}`}>
        Switch
      </button>
    </li>
  );
  return (
    <>
      <button
        type="button"
        className="dash-broadcast"
        onClick={() => setOpen(true)}
        data-testid="broadcast-switcher-open"
        title="Switch broadcast"
      >
        <span className="dash-kicker">Broadcast</span>
        <span className="dash-broadcast-name">{broadcast.name}</span>
      </button>
      {open ? (
        <Modal title="Broadcast Switcher" onClose={close} testId="broadcast-switcher">
          <p>
            <span className="chip small active">Current</span> <strong>{broadcast.name}</strong>{" "}
            <span className="muted">{broadcast.key}</span>
          </p>
          <InlineError error={error} />
          {active.length ? <ul className="switcher-list">{active.map(row)}</ul> : <p className="muted">No other active broadcasts.</p>}
          {inactive.length ? (
            <>
              <button type="button" className="button button-quiet" onClick={() => setShowInactive((v) => !v)} aria-expanded={showInactive}>
                {showInactive ? "Hide" : "Show"} inactive broadcasts ({inactive.length})
              </button>
              {showInactive ? <ul className="switcher-list">{inactive.map(row)}</ul> : null}
            </>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}
