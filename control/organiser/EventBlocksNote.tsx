import { Link } from "react-router";
import { parseEventBlocks } from "../../domain/eventBlocks.ts";
import { parseNavBlocks, standingsEnabled } from "../../domain/eventNav.ts";
import { shortId } from "../../domain/ids.ts";
import { useThing } from "../../live/hooks.ts";

/** What a new event starts with: its blocks are off until switched on under Settings › Blocks. */
export const NEW_EVENT_BLOCKS_NOTE =
  "A new event starts with score reporting, rescheduling and standings off. Once it is created, switch them on under the event's Settings › Blocks.";

const onOff = (on: boolean) => (on ? "On" : "Off");

/**
 * The console's event form and the event's blocks (SPEC §3 Event.blocks): a new event says what
 * it starts with; an event shows whether score reporting, rescheduling and standings are on,
 * with a link to Settings › Blocks, where they are switched.
 */
export function EventBlocksNote({ id }: { id: string | null }) {
  const event = useThing("Events", id ?? undefined);
  if (!id)
    return (
      <p className="hint org-blocks-note" data-testid="org-event-blocks">
        {NEW_EVENT_BLOCKS_NOTE}
      </p>
    );
  if (!event) return null;
  const reporting = parseEventBlocks(event.blocks).reporting;
  const rows: [string, boolean][] = [
    ["Score reporting", reporting.score.use],
    ["Rescheduling", reporting.rescheduling.use],
    ["Standings", standingsEnabled(parseNavBlocks(event.blocks))],
  ];
  return (
    <div className="org-links org-blocks-note" data-testid="org-event-blocks">
      <h2>Blocks</h2>
      <ul className="org-blocks-list">
        {rows.map(([label, on]) => (
          <li key={label} data-testid="org-event-block">
            {label}: <strong>{onOff(on)}</strong>
          </li>
        ))}
      </ul>
      <p>
        <Link to={`/event/${shortId(event.id)}/settings?tab=blocks`} data-testid="org-event-blocks-link">
          Change them under Settings › Blocks
        </Link>{" "}
        (also foldy, draft, auction and the extended staff page).
      </p>
    </div>
  );
}
