import { useState } from "react";
import { createPortal } from "react-dom";
import { OBSERVER_SETTINGS } from "../../../domain/actions.ts";
import { observerSummary } from "../../../domain/liveControls.ts";
import { Modal } from "../../../ui/components/Modal.tsx";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import "./observer.css";

type ObserverSetting = (typeof OBSERVER_SETTINGS)[number];

const testIdOf = (setting: ObserverSetting) => `observer-setting-${setting.toLowerCase().replaceAll(" ", "-")}`;

/** One observer setting's switch, with its own pending state and refusal. */
function ObserverToggle({ setting, on }: { setting: ObserverSetting; on: boolean }) {
  const { run, pending, error } = useDashboardAction();
  return (
    <div className="obs-toggle">
      <label className="check">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={pending}
          onChange={(e) => {
            const value = e.target.checked;
            void run("set-observer-setting", { setting, value }, { notice: () => `${setting} ${value ? "on" : "off"}` });
          }}
          data-testid={testIdOf(setting)}
        />
        {setting}
      </label>
      <InlineError error={error} testId={`${testIdOf(setting)}-error`} />
    </div>
  );
}

/**
 * The Observer Settings button (SPEC §2.9, §4): its label is the summary ("All off" unless
 * Show overlay or Show syncer is on), and it opens the modal where each setting toggles.
 */
export function ObserverSettingsButton() {
  const { broadcast } = useDashboard();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const settings = broadcast.observer_settings ?? [];
  const summary = observerSummary(settings);
  return (
    <>
      <button
        type="button"
        className="secondary obs-open"
        aria-haspopup="dialog"
        title="Observer Settings"
        onClick={() => setOpen(true)}
        data-testid="observer-settings-open"
      >
        Observer: {summary}
      </button>
      {/* Portalled: the button sits in a panel header, which must not clip or contain the dialog. */}
      {open
        ? createPortal(
            <Modal title="Observer Settings" onClose={close} testId="observer-settings-modal">
              <p className="hint">Each setting applies to the observers' overlays at once.</p>
              <div className="obs-toggles">
                {OBSERVER_SETTINGS.map((setting) => (
                  <ObserverToggle key={setting} setting={setting} on={settings.includes(setting)} />
                ))}
              </div>
            </Modal>,
            document.body,
          )
        : null}
    </>
  );
}
