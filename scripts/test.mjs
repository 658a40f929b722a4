// npm test: every phase in order, each run even when an earlier one failed (the end-to-end
// tests need the build, so they wait on it alone), and a table of each phase's result and time
// at the end. `npm test -- lint e2e` runs only the phases named.
import { spawnSync } from "node:child_process";

const PHASES = [
  { name: "typecheck", what: "type check", command: "npm run --silent typecheck" },
  { name: "lint", what: "ESLint", command: "npm run --silent lint" },
  { name: "format", what: "Prettier's check", command: "npm run --silent format:check" },
  { name: "unit", what: "unit and server tests (vitest, SQLite)", command: "npm run --silent test:unit" },
  { name: "scale", what: "scale tier (PostgreSQL, Redis)", command: "npm run --silent test:scale" },
  { name: "build", what: "build", command: "npm run --silent build" },
  { name: "e2e", what: "end-to-end tests (Playwright, Chromium)", command: "npm run --silent test:e2e", needs: "build" },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !PHASES.some((p) => p.name === name));
if (unknown.length) {
  console.error(`Unknown phase ${unknown.join(", ")}: the phases are ${PHASES.map((p) => p.name).join(", ")}.`);
  process.exit(2);
}

const results = [];
const started = performance.now();
for (const phase of PHASES.filter((p) => !asked.length || asked.includes(p.name))) {
  const needed = phase.needs && results.find((r) => r.name === phase.needs);
  if (needed && needed.status !== "passed") {
    results.push({ ...phase, status: `not run: ${phase.needs} failed`, seconds: 0 });
    continue;
  }
  console.log(`\n▶ ${phase.what}: ${phase.command}`);
  const t0 = performance.now();
  const { status, signal } = spawnSync(phase.command, { shell: true, stdio: "inherit" });
  const seconds = (performance.now() - t0) / 1000;
  results.push({ ...phase, status: status === 0 ? "passed" : `failed (${signal ?? `exit ${status}`})`, seconds });
}

const total = (performance.now() - started) / 1000;
const width = Math.max(...results.map((r) => r.what.length));
console.log(`\nnpm test, phase by phase:`);
for (const r of results) console.log(`  ${r.what.padEnd(width)}  ${r.seconds.toFixed(0).padStart(4)} s  ${r.status}`);
console.log(`  ${"total".padEnd(width)}  ${total.toFixed(0).padStart(4)} s`);
const failed = results.filter((r) => r.status !== "passed");
if (failed.length) console.log(`\n${failed.length} of ${results.length} phases did not pass: ${failed.map((r) => r.name).join(", ")}`);
process.exit(failed.length ? 1 : 0);
