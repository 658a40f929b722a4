import { useState } from "react";
import { PageHeader, usePageTitle } from "../components/common.tsx";

const PROFILES: Record<string, [string, string, string][]> = {
  Competitive: [
    ["Video", "Display mode", "Fullscreen"],
    ["Video", "Frame rate", "Monitor refresh + 10%"],
    ["Video", "Reduce buffering", "On"],
    ["Video", "Low latency mode", "Enabled + Boost"],
    ["Video", "Field of view", "103"],
    ["Sound", "Music volume", "0"],
    ["Sound", "Spatial audio", "Dolby Atmos for headphones"],
    ["Controls", "High precision mouse input", "On"],
    ["Gameplay", "Enemy health bars", "Always"],
    ["Social", "Streamer mode", "Off"],
  ],
  Streaming: [
    ["Video", "Display mode", "Borderless windowed"],
    ["Video", "Frame rate", "Capped at 120"],
    ["Video", "Field of view", "103"],
    ["Sound", "Music volume", "20"],
    ["Sound", "Voice chat", "Push to talk"],
    ["Gameplay", "Kill feed", "On"],
    ["Social", "Streamer mode", "On"],
    ["Social", "Text chat", "Team only"],
  ],
  Observer: [
    ["Video", "Display mode", "Borderless windowed"],
    ["Video", "Frame rate", "Capped at 60"],
    ["Video", "Resolution", "1920×1080"],
    ["Video", "Field of view", "90 (free camera)"],
    ["Sound", "Output device", "Virtual cable"],
    ["Gameplay", "Spectator team colours", "On"],
    ["Social", "Text chat", "Hidden"],
    ["Social", "Streamer mode", "On"],
  ],
};

/** /tools/overwatch-settings-switcher: recommended values per profile as a checklist to download. */
export default function SettingsSwitcher() {
  usePageTitle("Settings switcher");
  const [profile, setProfile] = useState("Competitive");
  const [done, setDone] = useState<string[]>([]);
  const rows = PROFILES[profile];
  const text = rows.map(([menu, setting, value]) => `${menu} › ${setting}: ${value}`).join("\n");
  return (
    <div data-testid="settings-switcher">
      <PageHeader title="Settings switcher" subtitle="Pick a profile and work through the list in the game's menus." />
      <div className="zone-grid" role="radiogroup" aria-label="Profile">
        {Object.keys(PROFILES).map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={p === profile}
            className={`chip${p === profile ? " active" : ""}`}
            onClick={() => {
              setProfile(p);
              setDone([]);
            }}
          >
            {p}
          </button>
        ))}
      </div>
      <table>
        <thead>
          <tr>
            <th>Done</th>
            <th>Menu</th>
            <th>Setting</th>
            <th>Value</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([menu, setting, value]) => {
            const key = `${menu}/${setting}`;
            return (
              <tr key={key}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${setting} done`}
                    checked={done.includes(key)}
                    onChange={() => setDone(done.includes(key) ? done.filter((d) => d !== key) : [...done, key])}
                  />
                </td>
                <td>{menu}</td>
                <td>{setting}</td>
                <td>{value}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted">
        {done.length} of {rows.length} set.
      </p>
      <a
        className="button secondary"
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        download={`settings-${profile.toLowerCase()}.txt`}
      >
        Download the list
      </a>
    </div>
  );
}
