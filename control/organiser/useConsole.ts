import { useCallback, useEffect, useState } from "react";
import type { ConsoleList } from "../../domain/console.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { getAudit, getConsoleListByQuery, type AuditEntry, type AuditScope, type GetResult } from "../../live/console.ts";

/** Refetch when the window comes back into focus (records may have changed meanwhile). */
function useOnFocus(refetch: () => void) {
  useEffect(() => {
    const onFocus = () => refetch();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [refetch]);
}

/**
 * A console list by its query string (null: none), with `refetch` for after a save or a
 * live change. The last answer stays shown while the next loads.
 */
export function useConsoleList(queryString: string | null) {
  const { token } = useAuth();
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<{ key: string; result: GetResult<ConsoleList> } | null>(null);
  useEffect(() => {
    if (queryString === null) return;
    let current = true;
    void getConsoleListByQuery(queryString, { token }).then((result) => {
      if (current) setState({ key: queryString, result });
    });
    return () => {
      current = false;
    };
  }, [queryString, token, nonce]);
  const refetch = useCallback(() => setNonce((n) => n + 1), []);
  useOnFocus(refetch);
  return { result: state?.result ?? null, loading: state?.key !== queryString, refetch };
}

/** The audit of a record, match or broadcast, newest first; `version` refetches it (the record changed). */
export function useAudit(scope: AuditScope | null, version: unknown) {
  const { token } = useAuth();
  const [nonce, setNonce] = useState(0);
  const key = scope ? JSON.stringify(scope) : null;
  const [state, setState] = useState<{ key: string; result: GetResult<AuditEntry[]> } | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    void getAudit(JSON.parse(key) as AuditScope, { token }).then((result) => {
      if (current) setState({ key, result });
    });
    return () => {
      current = false;
    };
  }, [key, token, nonce, version]);
  const refetch = useCallback(() => setNonce((n) => n + 1), []);
  useOnFocus(refetch);
  return { result: state?.key === key ? state.result : null, refetch };
}
