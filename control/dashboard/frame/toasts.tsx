import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

/** SPEC §9: toasts last 5 s; the title and marker messages 20 s and 10 s. */
export const TOAST_MS = 5000;
export const TITLE_MESSAGE_MS = 20_000;
export const MARKER_MESSAGE_MS = 10_000;

export interface Toast {
  id: number;
  text: string;
  kind: "ok" | "error";
}

interface ToastApi {
  show: (text: string, options?: { kind?: Toast["kind"]; durationMs?: number }) => void;
}
const ToastContext = createContext<ToastApi | null>(null);

/** Toasts at the top right, each dismissible and gone after its time (SPEC §9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback<ToastApi["show"]>(
    (text, options = {}) => {
      const id = next.current++;
      setToasts((list) => [...list, { id, text, kind: options.kind ?? "ok" }]);
      setTimeout(() => dismiss(id), options.durationMs ?? TOAST_MS);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast-${t.kind}`} role="status" data-testid="toast">
            <span>{t.text}</span>
            <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToasts(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error("[Dashboard] useToasts needs a <ToastProvider>");
  return value;
}
