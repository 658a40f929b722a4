import { useState } from "react";
import { fromDateInputValue, toDateInputValue } from "../../domain/dateInput.ts";
import { zoneAbbreviation } from "../../domain/time.ts";
import { serverNow } from "../../live/serverClock.ts";
import { editZone, useSettings } from "../settings.tsx";

/** SPEC §5 date editing: a date and time in the site's or the viewer's own zone, in 5-minute steps. */
export function DateTimeInput({
  value,
  onChange,
  label,
  testId,
}: {
  value: number | null;
  onChange: (ms: number | null) => void;
  label: string;
  testId: string;
}) {
  const { settings } = useSettings();
  const zone = editZone(settings);
  const [text, setText] = useState(() => (value !== null ? toDateInputValue(value, zone) : ""));
  const [textZone, setTextZone] = useState(zone);
  // Switching zones keeps the instant: the field shows it on the other zone's clock.
  if (textZone !== zone) {
    setTextZone(zone);
    if (value !== null) setText(toDateInputValue(value, zone));
  }
  return (
    <label>
      {label} ({zoneAbbreviation(value ?? serverNow(), zone)})
      <input
        type="datetime-local"
        step={300}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(fromDateInputValue(e.target.value, zone));
        }}
        data-testid={testId}
      />
    </label>
  );
}
