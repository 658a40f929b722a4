import { useId, useState, type KeyboardEvent } from "react";
import { Modal } from "../../../ui/components/Modal.tsx";
import { CountdownControls } from "../countdown/CountdownControls.tsx";
import { BreakAutomationTab } from "./BreakAutomationTab.tsx";
import { BreakDisplayTab } from "./BreakDisplayTab.tsx";
import { BreakTitleTab } from "./BreakTitleTab.tsx";

const TABS = ["Countdown", "Text", "Display", "Automation"] as const;
type Tab = (typeof TABS)[number];

function TabBody({ tab }: { tab: Tab }) {
  switch (tab) {
    case "Countdown":
      return <CountdownControls testIdPrefix="break-countdown" />;
    case "Text":
      return <BreakTitleTab />;
    case "Display":
      return <BreakDisplayTab />;
    case "Automation":
      return <BreakAutomationTab />;
    default: {
      const unknown: never = tab;
      throw new Error(`[BreakSettingsModal] unknown tab ${String(unknown)}`);
    }
  }
}

/** The Break display settings modal (SPEC §2.9): tabs Countdown, Text, Display and Automation. */
export function BreakSettingsModal({ onClose, initialTab = "Display" }: { onClose: () => void; initialTab?: Tab }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const id = useId();
  // Arrow keys move between tabs, as a tab list does.
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length];
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <Modal title="Break display settings" onClose={onClose} testId="break-settings-modal">
      <div className="brk-tabs" role="tablist" aria-label="Break display settings" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t}
            id={`${id}-tab-${t}`}
            type="button"
            role="tab"
            aria-selected={t === tab}
            aria-controls={`${id}-panel`}
            tabIndex={t === tab ? 0 : -1}
            className={t === tab ? "brk-tab-button brk-tab-on" : "brk-tab-button"}
            onClick={() => setTab(t)}
            data-testid={`break-tab-${t.toLowerCase()}`}
          >
            {t}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="brk-panel">
        <TabBody tab={tab} />
      </div>
    </Modal>
  );
}
