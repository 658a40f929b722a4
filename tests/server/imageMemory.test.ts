// What image renders leave in the server's memory (issue 32): a server process of its own,
// started as its launcher starts it, asked 400 distinct renders, gives the memory back.
// RSS is an amount, not a time: the bound holds on a slow machine as on a fast one.
import { expect, it } from "vitest";
import { MALLOC_ENV, runRenders } from "./imageMemoryRig.ts";

/**
 * Measured on two cores (bench/imageMemory.ts): about 160 MB before, 190 to 230 MB after with
 * MALLOC_ENV; 680 to 760 MB without it, whatever sharp's cache and thread count.
 */
const RSS_AFTER_BOUND_MB = 400;

// The server it spawns runs on SQLite in every tier: the scale tier leaves this file out (vitest.scale.config.ts).
it(
  "a server started with the allocator settings holds at most 400 MB after 400 distinct image renders",
  async () => {
    const run = await runRenders({ renders: 400, inFlight: 4, pauseMs: 2_000, env: MALLOC_ENV });
    expect(run.statuses).toEqual({ 200: 400 });
    expect(run.after.rssMb).toBeLessThanOrEqual(RSS_AFTER_BOUND_MB);
  },
  // As long as only a hang takes: 400 renders are about 20 CPU seconds of the server's.
  300_000,
);
