import { useState } from "react";
import { createPortal } from "react-dom";
import { breakDisplayOf, breakStatus } from "../../../domain/breakControls.ts";
import { automationPanels } from "../../../domain/breakRotation.ts";
import { useServerNow } from "../../../live/hooks.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import { BreakSettingsModal } from "./BreakSettingsModal.tsx";
import "./break.css";

/** The break status re-reads the rotation each second, as the countdown ticks (SPEC §9). */
function BreakStatus() {
  const { broadcast } = useDashboard();
  const now = useServerNow(1000);
  return <>{breakStatus(broadcast, now)}</>;
}

/**
 * The break screen (SPEC §2.9): what it shows, its title and rotation at a glance, and the
 * Break display settings modal for the countdown, title, display and automation.
 */
export function BreakPanel() {
  const { broadcast } = useDashboard();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const display = breakDisplayOf(broadcast);
  return (
    <Panel
      id="break"
      title="Break"
      status={<BreakStatus />}
      actions={
        // The modal goes with its button, so it opens while the panel is folded too; portalled out of the header.
        <>
          <button
            type="button"
            className="secondary brk-open"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            data-testid="break-settings-open"
          >
            Break display settings
          </button>
          {open ? createPortal(<BreakSettingsModal onClose={close} />, document.body) : null}
        </>
      }
    >
      <dl className="brk-summary" data-testid="break-summary">
        <dt>Display</dt>
        <dd>{display}</dd>
        <dt>Rotation</dt>
        <dd>{display === "Automated" ? automationPanels(broadcast.break_automation).join(" → ") : "Off: the display is not Automated"}</dd>
        <dt>Title</dt>
        <dd>{broadcast.title || <span className="muted">No title: set one in the Text tab</span>}</dd>
      </dl>
    </Panel>
  );
}
