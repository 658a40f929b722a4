// npm test: every phase in order, each run even when an earlier one failed (the end-to-end
// tests need the build, so they wait on it alone), and a table of each phase's result and time
// at the end, after the failure lines and last lines of each phase that failed (a CI log that
// keeps only its tail still says why). `npm test -- lint e2e` runs only the phases named.
//
// The three checks that read the source (type check, ESLint, Prettier) each keep one core busy:
// they start together, and once all three have ended their outputs are printed one after
// another in phase order. Every later phase runs alone, its output as it comes.
import { spawn } from "node:child_process";

const PHASES = [
  { name: "typecheck", what: "type check", command: "npm run --silent typecheck", together: true },
  { name: "lint", what: "ESLint", command: "npm run --silent lint", together: true },
  { name: "format", what: "Prettier's check", command: "npm run --silent format:check", together: true },
  { name: "unit", what: "unit and server tests (vitest, SQLite)", command: "npm run --silent test:unit" },
  { name: "build", what: "build", command: "npm run --silent build" },
  // After the build: the cluster's processes behind nginx serve the built front end.
  { name: "scale", what: "scale tier (PostgreSQL, Redis, nginx)", command: "npm run --silent test:scale" },
  { name: "e2e", what: "end-to-end tests (Playwright, Chromium)", command: "npm run --silent test:e2e", needs: "build" },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !PHASES.some((p) => p.name === name));
if (unknown.length) {
  console.error(`Unknown phase ${unknown.join(", ")}: the phases are ${PHASES.map((p) => p.name).join(", ")}.`);
  process.exit(2);
}

/** How much of a failed phase's output is printed again before the table: its failure lines, and a third as many of its last. */
const FAILED_TAIL_LINES = 60;
/** A line of a runner's output that names a failure: vitest's FAIL and ×, Playwright's ✘ and Error:, ESLint's error, Prettier's [warn], an assertion's message (not a log line that quotes an error it handled). */
const FAILURE_LINE = /\bFAIL\b|×|✘|✖|\berror\b|^\s*Error:|AssertionError|Expected|Received|\[warn\]/;

/**
 * Run one phase: its output straight through as it comes, or (`buffer`) kept and printed once
 * the phase ends, so phases running side by side print one after another. Either way the result
 * carries the output.
 */
function run(phase, buffer) {
  const t0 = performance.now();
  const child = spawn(phase.command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
  const output = [];
  for (const [stream, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    stream.on("data", (chunk) => {
      output.push(chunk);
      if (!buffer) to.write(chunk);
    });
  }
  return new Promise((resolve) => {
    child.on("close", (status, signal) => {
      const seconds = (performance.now() - t0) / 1000;
      const result = status === 0 ? "passed" : `failed (${signal ?? `exit ${status}`})`;
      resolve({ ...phase, status: result, seconds, output: Buffer.concat(output) });
    });
  });
}

const header = (phase) => `\n▶ ${phase.what}: ${phase.command}`;
const chosen = PHASES.filter((p) => !asked.length || asked.includes(p.name));
const results = [];
const started = performance.now();

const together = chosen.filter((p) => p.together);
if (together.length > 1) {
  console.log(`\n▶ ${together.map((p) => p.what).join(", ")}: side by side, each printed when all have ended`);
  for (const result of await Promise.all(together.map((p) => run(p, true)))) {
    console.log(header(result));
    process.stdout.write(result.output);
    results.push(result);
  }
}

for (const phase of chosen.filter((p) => !(together.length > 1 && p.together))) {
  const needed = phase.needs && results.find((r) => r.name === phase.needs);
  if (needed && needed.status !== "passed") {
    results.push({ ...phase, status: `not run: ${phase.needs} failed`, seconds: 0 });
    continue;
  }
  console.log(header(phase));
  results.push(await run(phase, false));
}

for (const r of results.filter((r) => r.status.startsWith("failed"))) {
  const lines = r.output.toString().trimEnd().split("\n");
  // What failed, wherever the runner printed it (vitest lists each failure before its long list of passes), then the end.
  const failures = lines.filter((line) => FAILURE_LINE.test(line)).slice(0, FAILED_TAIL_LINES);
  console.log(`\n▶ ${r.what} ${r.status}; its lines that name a failure, then its last ${FAILED_TAIL_LINES / 3} lines:`);
  console.log([...failures, "…", ...lines.slice(-FAILED_TAIL_LINES / 3)].join("\n"));
}

const total = (performance.now() - started) / 1000;
const width = Math.max(...results.map((r) => r.what.length));
console.log(`\nnpm test, phase by phase${together.length > 1 ? ` (the first ${together.length} side by side)` : ""}:`);
for (const r of results) console.log(`  ${r.what.padEnd(width)}  ${r.seconds.toFixed(0).padStart(4)} s  ${r.status}`);
console.log(`  ${"total".padEnd(width)}  ${total.toFixed(0).padStart(4)} s`);
const failed = results.filter((r) => r.status !== "passed");
if (failed.length) console.log(`\n${failed.length} of ${results.length} phases did not pass: ${failed.map((r) => r.name).join(", ")}`);
process.exit(failed.length ? 1 : 0);
