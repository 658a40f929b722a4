import { useState } from "react";
import { orderBroadcasts, streamLink } from "../../../domain/broadcastSwitcher.ts";
import { scoreTexts, sideNames } from "../../../domain/match.ts";
import type { BroadcastRecord } from "../../../domain/tables.ts";
import { useThing, useThings } from "../../../live/hooks.ts";
import { Modal } from "../../../ui/components/Modal.tsx";
import { useSwitchableBroadcasts } from "./BroadcastSwitcher.tsx";
import { useDashboard } from "./DashboardContext.tsx";
import { StreamSoftwareSection } from "./streams/StreamSoftwareSection.tsx";

/** One broadcast's feed: where to watch it, whether it advertises as live, and its live match. */
function StreamRow({ broadcast, current }: { broadcast: BroadcastRecord; current: boolean }) {
  const match = useThing("Matches", broadcast.live_match?.[0] ?? null);
  const teams = useThings("Teams", match?.teams ?? null);
  const link = streamLink(broadcast);
  const [a, b] = match ? scoreTexts(match) : ["", ""];
  const [left, right] = match ? sideNames(match, teams) : ["", ""];
  return (
    <tr data-testid={`stream-${broadcast.key}`}>
      <th scope="row">
        {broadcast.name} {current ? <span className="chip small active">This broadcast</span> : null}
      </th>
      <td>{broadcast.advertise ? <span className="chip small active">Live</span> : <span className="muted">Not advertised</span>}</td>
      <td>{match ? `${left} ${a} – ${b} ${right}` : <span className="muted">No live match</span>}</td>
      <td>
        {link ? (
          <a href={link} target="_blank" rel="noreferrer">
            {broadcast.channel || link}
          </a>
        ) : (
          <span className="muted">No stream link or channel</span>
        )}
      </td>
    </tr>
  );
}

/**
 * The Streams modal (SPEC §2.9): this broadcast's feed and the other active broadcasts', each
 * with where to watch it; then this broadcast's clients' stream software, with remote control.
 */
export function StreamsButton() {
  const { broadcast } = useDashboard();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const all = useSwitchableBroadcasts();
  const { active } = orderBroadcasts(broadcast, all);
  return (
    <>
      <button type="button" className="dash-clock" onClick={() => setOpen(true)} data-testid="streams-open">
        <span className="dash-kicker">Streams</span>
        <span className="dash-clock-time">{active.length + 1}</span>
      </button>
      {open ? (
        <Modal title="Streams" onClose={close} testId="streams">
          <table className="streams-table">
            <thead>
              <tr>
                <th scope="col">Broadcast</th>
                <th scope="col">Status</th>
                <th scope="col">Live match</th>
                <th scope="col">Watch</th>
              </tr>
            </thead>
            <tbody>
              <StreamRow broadcast={broadcast} current />
              {active.map((b) => (
                <StreamRow key={b.id} broadcast={b} current={false} />
              ))}
            </tbody>
          </table>
          {active.length ? null : <p className="muted">No other broadcast is active.</p>}
          <StreamSoftwareSection broadcast={broadcast} />
        </Modal>
      ) : null}
    </>
  );
}
