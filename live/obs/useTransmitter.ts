import { useEffect, useMemo, useSyncExternalStore } from "react";
import { OFF_SNAPSHOT, Transmitter } from "./Transmitter.ts";
import type { TransmitterOptions, TransmitterSnapshot } from "./types.ts";

export type UseTransmitterOptions = TransmitterOptions & { enabled: boolean };

const noSubscription = () => () => {};
const offSnapshot = () => OFF_SNAPSHOT;

/**
 * A transmitter for as long as the component is mounted and `enabled` holds: a new one (and a
 * new connection) when the address, password or report changes, so callers memoize `report`.
 * `transmitter` is null while disabled; the remote page needs it for `call`.
 */
export function useTransmitterInstance({ enabled, url, password, report, retryMs, pollMs }: UseTransmitterOptions): {
  transmitter: Transmitter | null;
  snapshot: TransmitterSnapshot;
} {
  const transmitter = useMemo(
    () => (enabled ? new Transmitter({ url, password, report, retryMs, pollMs }) : null),
    [enabled, url, password, report, retryMs, pollMs],
  );
  useEffect(() => {
    if (!transmitter) return;
    transmitter.start();
    return () => transmitter.stop();
  }, [transmitter]);
  const snapshot = useSyncExternalStore(
    transmitter ? transmitter.subscribe : noSubscription,
    transmitter ? () => transmitter.snapshot : offSnapshot,
  );
  return { transmitter, snapshot };
}

/** What the page shows of its transmitter: the connection, the scenes, the stream. */
export function useTransmitter(options: UseTransmitterOptions): TransmitterSnapshot {
  return useTransmitterInstance(options).snapshot;
}
