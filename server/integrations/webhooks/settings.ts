import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_TIMEOUT_MS } from "../../../domain/webhooks.ts";

/** How webhooks are sent and the event stream kept; tests shorten the waits. */
export interface WebhookSettings {
  /** WEBHOOKS_ALLOW_PRIVATE: hooks may post to loopback and private addresses (local tools, tests). */
  allowPrivate: boolean;
  /** The wait after each failed attempt; once all are used, the delivery has failed. */
  retryDelaysMs: readonly number[];
  /** An attempt not answered within this failed. */
  timeoutMs: number;
  /** A hook failing this long with no success is switched off. */
  disableAfterMs: number;
  /** How often each process looks for due deliveries and for events other processes logged. */
  pollMs: number;
  /** How long a process holds the deliveries it claimed before another may take them (more than timeoutMs). */
  leaseMs: number;
  /** The event stream's comment line that keeps proxies from closing an idle stream. */
  heartbeatMs: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivate: false,
  retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
  timeoutMs: WEBHOOK_TIMEOUT_MS,
  disableAfterMs: WEBHOOK_DISABLE_AFTER_MS,
  pollMs: 1_000,
  leaseMs: 30_000,
  heartbeatMs: 15_000,
};
