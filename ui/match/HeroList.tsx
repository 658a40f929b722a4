import type { HeroGroup } from "../../domain/heroChoices.ts";
import { duplicateSlots } from "../../domain/mapRows.ts";

/**
 * One team's picks or bans on one map: a hero picker per slot, opening with the game's
 * default count (SPEC §9), and a hero listed twice marked invalid (SPEC §5).
 */
export function HeroList({
  label,
  list,
  open,
  groups,
  heroWord,
  onChange,
  testId,
}: {
  label: string;
  list: readonly string[];
  open: number;
  groups: readonly HeroGroup[];
  heroWord: string;
  onChange: (list: string[]) => void;
  testId: string;
}) {
  const slots = Array.from({ length: Math.max(open, list.length) }, (_, k) => list[k] ?? "");
  const twice = duplicateSlots(slots);
  return (
    <fieldset className="hero-list" data-testid={testId}>
      <legend>{label}</legend>
      {slots.map((hero, k) => (
        <select
          key={k}
          aria-label={`${label} ${k + 1}`}
          aria-invalid={twice[k]}
          value={hero}
          onChange={(e) => onChange(slots.map((h, j) => (j === k ? e.target.value : h)))}
          data-testid={`${testId}-${k}`}
        >
          <option value="">No {heroWord.toLowerCase()}</option>
          {groups.map((group) => (
            <optgroup key={group.role} label={group.role}>
              {group.heroes.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      ))}
      {twice.some(Boolean) ? (
        <p className="hint error" data-testid={`${testId}-twice`}>
          The same {heroWord.toLowerCase()} is listed twice
        </p>
      ) : null}
      <button type="button" className="secondary" onClick={() => onChange([...slots, ""])} data-testid={`${testId}-add`}>
        Add {heroWord.toLowerCase()}
      </button>
    </fieldset>
  );
}
