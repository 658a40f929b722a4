/** One side's score on one map row (SPEC §5: a whole number from 0), named for screen readers by map and team. */
export function MapScoreInput({
  index,
  team,
  value,
  onChange,
  testId,
}: {
  index: number;
  team: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <input
      aria-label={`Map ${index + 1} ${team} score`}
      type="number"
      min={0}
      step={1}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}
