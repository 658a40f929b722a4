import { useCallback, useEffect, useState } from "react";
import type { WebhookView } from "../../domain/webhooks.ts";
import type { GetResult } from "../../live/console.ts";
import { getWebhooks } from "../../live/webhooks.ts";
import { useAuth } from "../auth/AuthProvider.tsx";

/** Deliveries change on their own (attempts, retries), so an open page asks again this often. */
export const WEBHOOKS_REFRESH_MS = 5_000;

/**
 * The hooks of one event (or the site-wide ones: `event` null), read again every 5 s and on
 * `refetch` (after a change). The last answer stays shown while the next loads.
 */
export function useWebhooks(event: string | null) {
  const { token } = useAuth();
  const [nonce, setNonce] = useState(0);
  const key = event ?? "";
  const [state, setState] = useState<{ key: string; result: GetResult<WebhookView[]> } | null>(null);
  useEffect(() => {
    let current = true;
    const load = () =>
      void getWebhooks({ event: key || null }, { token }).then((result) => {
        if (current) setState({ key, result });
      });
    load();
    const timer = setInterval(load, WEBHOOKS_REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [key, token, nonce]);
  const refetch = useCallback(() => setNonce((n) => n + 1), []);
  return { result: state?.key === key ? state.result : null, refetch };
}
