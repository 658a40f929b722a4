/**
 * How long a test waits for what it expects: as long as only a hang takes. A test asserts what
 * happens, never how fast; a busy machine is slow, not wrong (the speeds are measured in bench/).
 */
export const EVENTUALLY_MS = 30_000;

/** The options of `vi.waitFor` and `expect.poll` for a wait of EVENTUALLY_MS. */
export const EVENTUALLY = { timeout: EVENTUALLY_MS, interval: 10 } as const;

/** Resolves once `check` holds; rejects, saying what it waited for, after EVENTUALLY_MS. */
export function until(check: () => boolean, what = "the condition"): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () =>
      check()
        ? resolve()
        : Date.now() - start > EVENTUALLY_MS
          ? reject(new Error(`${what} did not hold within ${EVENTUALLY_MS} ms`))
          : setTimeout(poll, 10);
    poll();
  });
}
