import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** How long to wait before each new try of a failed chunk load: about 30 s in all, then the error boundary says so. */
export const CHUNK_RETRY_DELAYS_MS = [1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a code-split chunk, trying again after each delay when it fails: a page opened while
 * the server is away for a moment (a restart, a deploy) waits on its Loading state and
 * appears when the server is back, instead of failing. The last failure is thrown.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
  sleep = wait,
): Promise<T> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await sleep(delay);
    }
  }
  return load();
}

/** React.lazy, its chunk load retried by `loadWithRetry`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => loadWithRetry(load));
}
