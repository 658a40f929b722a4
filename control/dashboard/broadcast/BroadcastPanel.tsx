import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import "./broadcast.css";
import { BroadcastToggles } from "./BroadcastToggles.tsx";
import { PresetButtons } from "./PresetButtons.tsx";
import { TitleEditor } from "./TitleEditor.tsx";

/** The broadcast editor (SPEC §2.9): title, quick titles, presets, Advertise and Show live match. */
export function BroadcastPanel() {
  const { broadcast } = useDashboard();
  const status = (
    <span data-testid="broadcast-status">
      {broadcast.title ? `“${broadcast.title}”` : "No title"} · {broadcast.advertise ? "Advertising" : "Not advertising"}
    </span>
  );
  return (
    <Panel id="broadcast" title="Broadcast" status={status}>
      <div className="bc">
        <TitleEditor />
        <PresetButtons />
        <BroadcastToggles />
      </div>
    </Panel>
  );
}
