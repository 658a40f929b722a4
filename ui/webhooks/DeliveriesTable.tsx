import { formatDateTime, formatTime, type TimeFormat } from "../../domain/time.ts";
import type { DeliveryState, DeliveryView } from "../../domain/webhooks.ts";
import { useSettings } from "../settings.tsx";
import "./webhooks.css";

const STATE_LABELS: Record<DeliveryState, string> = { pending: "Pending", delivered: "Delivered", failed: "Failed" };

/** What the receiver last said: its status (and the error beside it), or the error alone (no answer). */
export function lastAnswer(delivery: Pick<DeliveryView, "lastStatus" | "lastError">): string {
  if (delivery.lastStatus !== null && delivery.lastError) return `${delivery.lastStatus}: ${delivery.lastError}`;
  if (delivery.lastStatus !== null) return String(delivery.lastStatus);
  return delivery.lastError ?? "";
}

function At({ ms, format }: { ms: number | null; format: TimeFormat }) {
  if (ms === null) return null;
  return (
    <time dateTime={new Date(ms).toISOString()} title={formatDateTime(ms, format)}>
      {formatTime(ms, { ...format, showZone: false })}
    </time>
  );
}

/** A hook's latest deliveries, newest first: what was sent, whether it arrived, and when it is tried again. */
export function DeliveriesTable({ deliveries, testId }: { deliveries: readonly DeliveryView[]; testId: string }) {
  const { settings } = useSettings();
  const format: TimeFormat = { zone: settings.timezone, use24Hour: settings.use24HourTime };
  if (!deliveries.length) return <p className="muted">Nothing sent yet.</p>;
  return (
    <table className="webhook-deliveries" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">State</th>
          <th scope="col">Attempts</th>
          <th scope="col">Last answer</th>
          <th scope="col">Next attempt</th>
          <th scope="col">Time</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((d) => (
          <tr key={d.id} data-testid={`${testId}-row`} data-state={d.state}>
            <td>
              <code>{d.type}</code>
            </td>
            <td className={`webhook-state webhook-state-${d.state}`}>{STATE_LABELS[d.state]}</td>
            <td>{d.attempts}</td>
            <td>{lastAnswer(d)}</td>
            <td>{d.state === "pending" ? <At ms={d.nextAt} format={format} /> : null}</td>
            <td>
              <At ms={d.deliveredAt ?? d.createdAt} format={format} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
