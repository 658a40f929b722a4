import { useState } from "react";
import { limitsWarning, withinLimits } from "../../domain/timeLimits.ts";
import { Modal } from "../components/Modal.tsx";
import { editZone, useSettings } from "../settings.tsx";
import { DateTimeInput } from "./DateTimeInput.tsx";

/**
 * SPEC §2.8, §5: the advanced date editor modal titled Time editor. The start must lie
 * within the optional earliest and latest times, else OK is disabled and a warning says
 * why; buttons jump to either limit. Editing is on the site's or the viewer's own clock.
 */
export function TimeEditor({
  start,
  earliestTime,
  latestTime,
  busy,
  onSave,
  onClose,
}: {
  start: number | null;
  earliestTime?: number | null;
  latestTime?: number | null;
  busy: boolean;
  onSave: (start: number) => void;
  onClose: () => void;
}) {
  const { settings, update } = useSettings();
  const [value, setValue] = useState<number | null>(start);
  // A limit button sets the time from outside the field: a new key shows it afresh.
  const [shown, setShown] = useState(0);
  const limits = { earliest: earliestTime, latest: latestTime };
  const warning = limitsWarning(limits, { zone: editZone(settings), use24Hour: settings.use24HourTime });
  const valid = value !== null && withinLimits(value, limits);
  const jumpTo = (ms: number) => {
    setValue(ms);
    setShown(shown + 1);
  };
  return (
    <Modal title="Time editor" onClose={onClose} testId="time-editor">
      <div className="stack">
        <label className="check">
          <input
            type="checkbox"
            checked={settings.editTimeInSiteTimezone}
            onChange={(e) => update({ editTimeInSiteTimezone: e.target.checked })}
            data-testid="time-editor-site-zone"
          />{" "}
          Use site timezone to edit
        </label>
        <DateTimeInput key={shown} value={value} onChange={setValue} label="Match start" testId="time-editor-input" />
        <p className="hint" data-testid="time-editor-zone">
          Editing in {settings.editTimeInSiteTimezone ? "the site" : "your local"} timezone
        </p>
        {warning ? (
          <p className={value === null || valid ? "hint" : "hint error"} role="status" data-testid="time-editor-limits">
            {warning}
          </p>
        ) : null}
        {earliestTime != null || latestTime != null ? (
          <div className="row">
            {earliestTime != null ? (
              <button type="button" className="secondary" onClick={() => jumpTo(earliestTime)} data-testid="time-editor-earliest">
                Set to earliest
              </button>
            ) : null}
            {latestTime != null ? (
              <button type="button" className="secondary" onClick={() => jumpTo(latestTime)} data-testid="time-editor-latest">
                Set to latest
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="row">
          <button type="button" disabled={busy || !valid} onClick={() => value !== null && onSave(value)} data-testid="time-editor-ok">
            OK
          </button>
          <button type="button" className="secondary" onClick={onClose} data-testid="time-editor-cancel">
            Cancel
          </button>
        </div>
      </div>
    </Modal>
  );
}
