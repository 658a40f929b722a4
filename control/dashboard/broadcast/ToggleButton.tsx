import "./toggleButton.css";

/**
 * An on/off button read by screen readers as pressed or not. On is the accent colour, or red
 * with `onAir` for what puts something on air (SPEC look: red only for program/on air).
 */
export function ToggleButton({
  on,
  label,
  onToggle,
  disabled = false,
  reason,
  onAir = false,
  testId,
}: {
  on: boolean;
  label: string;
  onToggle: (next: boolean) => void;
  disabled?: boolean;
  /** Why the button is disabled, as its tooltip. */
  reason?: string;
  onAir?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={`tgl${on ? " tgl-on" : ""}${onAir ? " tgl-air" : ""}`}
      aria-pressed={on}
      disabled={disabled}
      title={disabled ? reason : undefined}
      onClick={() => onToggle(!on)}
      data-testid={testId}
    >
      {label}
    </button>
  );
}
