// StrykerJS over domain/ and server/actions (npm run test:mutation; scripts/mutation.mjs runs it).
// One part of scripts/mutation-parts.mjs at a time, named by MUTATION_PART.
import { PARTS } from "./scripts/mutation-parts.mjs";

const part = process.env.MUTATION_PART ?? "";
if (!(part in PARTS)) throw new Error(`MUTATION_PART must be one of ${Object.keys(PARTS).join(", ")}`);

export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: [...PARTS[part], "!**/*.test.ts", "!**/*.test-helper.ts"],
  coverageAnalysis: "perTest",
  // Code run only while modules load (schemas, tables) is left out: it runs before any test can watch it.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: `bench/mutation/${part}.json`,
  concurrency: 2,
  reporters: ["progress", "json"],
  jsonReporter: { fileName: `reports/mutation/${part}.json` },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
