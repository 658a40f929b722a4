import { deskStatus } from "../../../domain/desk.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import { DeskDisplayForm } from "./DeskDisplayForm.tsx";
import "./desk.css";

/** The Desk Display editor (SPEC §2.9, §4 desk display modes, §5 Desk). */
export function DeskDisplayPanel() {
  const { broadcast } = useDashboard();
  return (
    <Panel
      id="desk-display"
      title="Desk Display"
      status={<span data-testid="desk-display-status">{deskStatus(broadcast.desk_display, broadcast.notice_text)}</span>}
    >
      <DeskDisplayForm />
    </Panel>
  );
}
