export function Loading({ label = "Loading" }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite" data-testid="loading">
      <span className="spinner" aria-hidden="true" /> {label}…
    </div>
  );
}
