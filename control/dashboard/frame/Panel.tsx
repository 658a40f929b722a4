import { useId, type ReactNode } from "react";
import { useSettings } from "../../../ui/settings.tsx";

/** Whether the dashboard part `id` is open, and its toggle; the open set persists in this browser (the setting openDashboardModules). */
export function useOpenModule(id: string): [boolean, () => void] {
  const { settings, update } = useSettings();
  const open = settings.openDashboardModules.includes(id);
  const toggle = () =>
    update({
      openDashboardModules: open ? settings.openDashboardModules.filter((m) => m !== id) : [...settings.openDashboardModules, id],
    });
  return [open, toggle];
}

/** The ▾/▸ mark of an open or folded part. */
export function Caret({ open }: { open: boolean }) {
  return (
    <span className="panel-caret" aria-hidden>
      {open ? "▾" : "▸"}
    </span>
  );
}

/**
 * A dashboard panel: a header with its name, a one-line status and its controls; the body
 * folds away, and which panels are open persists (useOpenModule).
 */
export function Panel({
  id,
  title,
  status,
  actions,
  children,
}: {
  id: string;
  title: string;
  status?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const [open, toggle] = useOpenModule(id);
  const bodyId = useId();
  return (
    <section className="panel" data-testid={`panel-${id}`} aria-label={title}>
      <header className="panel-header">
        <button type="button" className="panel-toggle" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
          <Caret open={open} />
          <h2>{title}</h2>
        </button>
        {status ? <span className="panel-status">{status}</span> : null}
        {actions ? <div className="panel-actions">{actions}</div> : null}
      </header>
      {open ? (
        <div className="panel-body" id={bodyId}>
          {children}
        </div>
      ) : null}
    </section>
  );
}
