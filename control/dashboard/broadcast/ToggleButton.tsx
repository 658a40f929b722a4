import "./toggleButton.css";

/**
 * An on/off button read by screen readers as pressed or not. Its looks come from aria-pressed
 * (frame/dashboard.css): quiet when off, green when on, or red with `onAir` for what puts
 * something on air (DASHBOARD.md: red only for program/on air).
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
      className={onAir ? "tgl dash-on-air" : "tgl"}
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
