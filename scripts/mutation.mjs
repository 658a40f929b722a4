// npm run test:mutation [part…]: runs StrykerJS over each part of stryker.config.mjs (all by default),
// one after another, then prints the mutation score of everything measured so far.
import { spawnSync } from "node:child_process";
import { PARTS } from "./mutation-parts.mjs";

const parts = process.argv.slice(2);
for (const part of parts) if (!(part in PARTS)) throw new Error(`unknown part ${part}: one of ${Object.keys(PARTS).join(", ")}`);
for (const part of parts.length ? parts : Object.keys(PARTS)) {
  console.log(`\n[mutation] ${part}`);
  const run = spawnSync("npx", ["stryker", "run", "stryker.config.mjs"], {
    stdio: "inherit",
    env: { ...process.env, MUTATION_PART: part },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
spawnSync(process.execPath, ["scripts/mutation-score.mjs"], { stdio: "inherit" });
