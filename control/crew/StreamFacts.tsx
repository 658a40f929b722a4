import { streamTargetText, streamText, type ClientStreamView } from "../../domain/streamStatus.ts";
import type { BroadcastRecord } from "../../domain/tables.ts";

export interface StreamFactsProps {
  scenes: Pick<ClientStreamView, "programScene" | "previewScene">;
  /** The stream as read or reported; null until a transmitter's first read of it. */
  stream: Pick<ClientStreamView, "status" | "target" | "updatedAt"> | null;
  /** With the broadcast, Goes to says whether the stream goes to its channel; without, it names the service. */
  broadcast?: Pick<BroadcastRecord, "channel_id">;
  /** Server time for a reported duration that runs on from its report (ClientStreamView.updatedAt). */
  now?: number;
  /** Prefix of the rows' test ids: `<testId>-program`, `-preview`, `-stream`, `-target`. */
  testId?: string;
}

/**
 * A connected stream software's program, preview, stream and where it goes, as rows of the
 * caller's <dl>: the transmitter and remote pages, the dashboard's transmitter modal and its
 * Streams cards.
 */
export function StreamFacts({ scenes, stream, broadcast, now = 0, testId }: StreamFactsProps) {
  const id = (part: string) => (testId ? `${testId}-${part}` : undefined);
  const text = stream ? streamText(stream, now) : "Reading the stream status…";
  const target = stream?.target
    ? broadcast
      ? streamTargetText(stream.target, broadcast)
      : { matches: true, text: stream.target.service?.trim() || "Unknown service" }
    : null;
  return (
    <>
      <dt>Program</dt>
      <dd className="scene scene-program" data-testid={id("program")}>
        {scenes.programScene ?? "—"}
      </dd>
      <dt>Preview</dt>
      <dd className={scenes.previewScene ? "scene scene-preview" : "muted"} data-testid={id("preview")}>
        {scenes.previewScene ?? "Studio mode is off"}
      </dd>
      <dt>Stream</dt>
      <dd data-testid={id("stream")}>{stream?.status?.outputActive ? <span className="chip small active">{text}</span> : text}</dd>
      <dt>Goes to</dt>
      <dd className={target && !target.matches ? "stream-target-other" : undefined} data-testid={id("target")}>
        {target ? target.text : stream ? "Not reported yet" : "—"}
      </dd>
    </>
  );
}
