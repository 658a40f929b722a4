import { useState } from "react";
import { lookupTimezone, SWAPPER_ZONES } from "../../domain/timezones.ts";
import { Modal } from "../../ui/components/Modal.tsx";
import { useSettings } from "../../ui/settings.tsx";

/** The timezone swapper (SPEC §2.2): four cities and local, a lookup for any other zone, 24-hour toggle. */
export function TimezoneModal({ onClose }: { onClose: () => void }) {
  const { settings, update } = useSettings();
  const [query, setQuery] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const find = () => {
    const zone = lookupTimezone(query);
    if (zone) {
      update({ timezone: zone });
      setMessage(`Times now show in ${zone}`);
    } else setMessage("Timezone not found");
  };
  return (
    <Modal title="Timezone" onClose={onClose} testId="timezone-modal">
      <div className="zone-grid" role="radiogroup" aria-label="Timezone">
        {SWAPPER_ZONES.map((z) => (
          <button
            key={z.zone}
            type="button"
            role="radio"
            aria-checked={settings.timezone === z.zone}
            className={`chip${settings.timezone === z.zone ? " active" : ""}`}
            onClick={() => update({ timezone: z.zone })}
            data-testid={`zone-${z.label}`}
          >
            {z.label}
          </button>
        ))}
      </div>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          find();
        }}
      >
        <label>
          Other timezone{" "}
          <input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. Tokyo, CET, UTC+2" data-testid="zone-lookup" />
        </label>
        <button type="submit">Use</button>
      </form>
      {message ? (
        <p className="hint" role="status">
          {message}
        </p>
      ) : null}
      <label className="check">
        <input
          type="checkbox"
          checked={settings.use24HourTime}
          onChange={(e) => update({ use24HourTime: e.target.checked })}
          data-testid="use-24h"
        />{" "}
        Use 24-hour time
      </label>
    </Modal>
  );
}
