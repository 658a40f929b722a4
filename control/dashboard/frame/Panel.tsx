import { useId, type ReactNode } from "react";
import { useSettings } from "../../../ui/settings.tsx";

/**
 * A dashboard panel: a header with its name, a one-line status and its controls; the body
 * folds away, and which panels are open persists (the setting openDashboardModules).
 */
export function Panel({
  id,
  title,
  status,
  actions,
  children,
  wide,
}: {
  id: string;
  title: string;
  status?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const { settings, update } = useSettings();
  const open = settings.openDashboardModules.includes(id);
  const bodyId = useId();
  const toggle = () =>
    update({
      openDashboardModules: open ? settings.openDashboardModules.filter((m) => m !== id) : [...settings.openDashboardModules, id],
    });
  return (
    <section className={`panel${wide ? " panel-wide" : ""}`} data-testid={`panel-${id}`} aria-label={title}>
      <header className="panel-header">
        <button type="button" className="panel-toggle" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
          <span className="panel-caret" aria-hidden>
            {open ? "▾" : "▸"}
          </span>
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
