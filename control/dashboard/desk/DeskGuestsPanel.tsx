import { parseManualGuests } from "../../../domain/guests.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import "./desk.css";
import { GuestsEditor } from "./GuestsEditor.tsx";

/** The Desk Guests editor (SPEC §2.9): the broadcast's manual guests, one row each (§5 Guests). */
export function DeskGuestsPanel() {
  const { broadcast } = useDashboard();
  const names = parseManualGuests(broadcast.manual_guests).map((g) => g.name || "(no name)");
  const status = names.length ? `${names.length} guest${names.length === 1 ? "" : "s"}: ${names.join(", ")}` : "No guests";
  return (
    <Panel id="desk-guests" title="Desk Guests" status={<span data-testid="desk-guests-status">{status}</span>}>
      <GuestsEditor />
    </Panel>
  );
}
