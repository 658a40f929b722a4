import { modeCarriesText, parseDeskMode, parseNoticeText } from "../../../domain/desk.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import { DeskDisplayForm } from "./DeskDisplayForm.tsx";
import "./desk.css";

/** The desk's current element, with the notice text when the mode carries one. */
function deskStatus(storedMode: string | undefined, storedText: string | undefined): string {
  const mode = parseDeskMode(storedMode);
  if (!modeCarriesText(mode)) return mode;
  const { prefix, text } = parseNoticeText(storedText);
  const notice = [prefix, text].filter(Boolean).join(" | ");
  return notice ? `${mode}: ${notice}` : `${mode} (no text)`;
}

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
