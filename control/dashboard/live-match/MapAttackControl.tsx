import { useState, type FocusEvent, type KeyboardEvent } from "react";
import { chooseMapAttack, nextMapAttack, type MapAttack } from "../../../domain/liveControls.ts";
import { MAP_ATTACK } from "../../../domain/records.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";

const CHOICES: readonly (MapAttack | null)[] = [...MAP_ATTACK, null];

/**
 * Which side attacks on the current map (SPEC §4): the main button cycles none → Right →
 * Left → Right, and Both → none; the menu sets a value, and choosing the current one clears it.
 */
export function MapAttackControl() {
  const { broadcast } = useDashboard();
  const { run, pending, error } = useDashboardAction();
  const [menuOpen, setMenuOpen] = useState(false);
  const current = broadcast.map_attack ?? null;

  const set = (mapAttack: MapAttack | null) => {
    setMenuOpen(false);
    void run("update-broadcast", { mapAttack }, { notice: () => (mapAttack ? `Map attack set to ${mapAttack}` : "Map attack cleared") });
  };
  // The menu closes when focus leaves it or on Escape, as a menu button's menu does.
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setMenuOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && menuOpen) {
      e.stopPropagation();
      setMenuOpen(false);
    }
  };

  return (
    <div className="lm-attack" onBlur={onBlur} onKeyDown={onKeyDown}>
      <div className="lm-attack-buttons">
        <button
          type="button"
          className="lm-attack-main"
          aria-pressed={current != null}
          title="Cycles None → Right → Left → Right; Both → None"
          disabled={pending}
          onClick={() => set(nextMapAttack(current))}
          data-testid="live-match-attack"
        >
          Map attack: {current ?? "None"}
        </button>
        <button
          type="button"
          className="secondary lm-attack-toggle"
          aria-label="Map attack options"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          disabled={pending}
          onClick={() => setMenuOpen((open) => !open)}
          data-testid="live-match-attack-menu"
        >
          ▾
        </button>
      </div>
      {menuOpen ? (
        <div className="lm-attack-menu" role="menu" aria-label="Map attack">
          {CHOICES.map((choice) => (
            <button
              key={choice ?? "None"}
              type="button"
              role="menuitemradio"
              aria-checked={choice === current}
              // Choosing the current value clears it (SPEC §4).
              onClick={() => set(chooseMapAttack(current, choice))}
              autoFocus={choice === current}
              data-testid={`live-match-attack-${(choice ?? "None").toLowerCase()}`}
            >
              {choice ?? "None"}
            </button>
          ))}
        </div>
      ) : null}
      <InlineError error={error} testId="live-match-attack-error" />
    </div>
  );
}
