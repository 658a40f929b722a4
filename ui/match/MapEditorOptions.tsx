import type { GamePreset } from "../../domain/gamePresets.ts";
import { useSettings } from "../settings.tsx";

type Toggle = "restrictToMapPool" | "showHeroPickBans" | "assumeLoserPicks";

/** The map table's persisted switches (SPEC §3 settings): map pool restriction, hero pick/bans, loser picks. */
export function MapEditorOptions({ canRestrict, preset }: { canRestrict: boolean; preset: GamePreset }) {
  const { settings, update } = useSettings();
  const toggle = (key: Toggle, label: string, testId: string) => (
    <label className="check">
      <input type="checkbox" checked={settings[key]} onChange={(e) => update({ [key]: e.target.checked })} data-testid={testId} /> {label}
    </label>
  );
  return (
    <div className="row">
      {canRestrict ? toggle("restrictToMapPool", "Restrict to map pool", "editor-restrict-pool") : null}
      {toggle("showHeroPickBans", `Show ${preset.heroWord.toLowerCase()} pick/bans`, "editor-show-pickbans")}
      {preset.mapPicks ? toggle("assumeLoserPicks", "Assume loser picks", "editor-loser-picks") : null}
    </div>
  );
}
