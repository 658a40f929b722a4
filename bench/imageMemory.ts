// What image renders leave in the server's memory: 400 (RENDERS) distinct renders of the demo
// banner (an SVG: every size, mode and format is a full render), 4 asked at a time, of a server
// in a child process of its own (tests/server/imageMemoryRig.ts), started three ways: as
// `npm start` starts it today, with MALLOC_ARENA_MAX=2 alone, and with server/images/mallocEnv.json.
// Prints JSON per way and round (ROUNDS): the server's RSS before, at its peak and after a pause
// of PAUSE_MS (5 s) with nothing asked, its JS heap and external memory, its CPU seconds.
import { MALLOC_ENV, runRenders } from "../tests/server/imageMemoryRig.ts";

const RENDERS = Number(process.env.RENDERS ?? 400);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const PAUSE_MS = Number(process.env.PAUSE_MS ?? 5_000);

const WAYS: [string, Record<string, string>][] = [
  ["as started today", {}],
  ["MALLOC_ARENA_MAX=2", { MALLOC_ARENA_MAX: "2" }],
  [
    Object.entries(MALLOC_ENV)
      .map(([name, value]) => `${name}=${value}`)
      .join(" "),
    MALLOC_ENV,
  ],
];

const results = [];
for (let round = 1; round <= ROUNDS; round++)
  for (const [way, env] of WAYS) {
    const run = await runRenders({ renders: RENDERS, inFlight: 4, pauseMs: PAUSE_MS, env });
    results.push({
      way,
      round,
      statuses: run.statuses,
      wall_s: run.wallSeconds,
      server_cpu_s: +(run.after.cpuSeconds - run.before.cpuSeconds).toFixed(1),
      rss_before_mb: run.before.rssMb,
      rss_peak_mb: run.done.peakRssMb,
      rss_after_pause_mb: run.after.rssMb,
      heap_after_mb: run.after.heapMb,
      external_after_mb: run.after.externalMb,
    });
  }
console.log(JSON.stringify({ renders: RENDERS, pause_ms: PAUSE_MS, results }, null, 2));
