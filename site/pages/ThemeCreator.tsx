import { useState } from "react";
import { contrastRatio } from "../../domain/color.ts";
import { readableTextOn } from "../../domain/theme.ts";
import { PageHeader, usePageTitle } from "../components/common.tsx";

const FIELDS = [
  ["color_theme", "Theme", "#101828"],
  ["color_accent", "Accent", "#66d9ff"],
  ["color_logo_background", "Logo background", "#101828"],
  ["color_alt", "Alternate", "#1d4ed8"],
] as const;

/** /theme-creator: pick team colours and see the text colour and contrast the overlays will use. */
export default function ThemeCreator() {
  usePageTitle("Theme Creator");
  const [colours, setColours] = useState<Record<string, string>>(Object.fromEntries(FIELDS.map(([k, , v]) => [k, v])));
  return (
    <div data-testid="theme-creator">
      <PageHeader title="Theme Creator" subtitle="Choose colours; text colours are picked for contrast." />
      <div className="card-grid">
        {FIELDS.map(([key, label]) => {
          const bg = colours[key];
          const text = readableTextOn(bg);
          return (
            <label key={key} className="swatch-card" style={{ background: bg, color: text }}>
              <span>{label}</span>
              <input type="color" value={bg} onChange={(e) => setColours({ ...colours, [key]: e.target.value })} />
              <small>
                Text {text} · contrast {contrastRatio(bg, text).toFixed(1)}:1
              </small>
            </label>
          );
        })}
      </div>
      <h2>Theme JSON</h2>
      <pre className="code" data-testid="theme-json">
        {JSON.stringify({ ...colours, color_text_on_theme: readableTextOn(colours.color_theme) }, null, 2)}
      </pre>
    </div>
  );
}
