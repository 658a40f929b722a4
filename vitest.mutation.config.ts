import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";
import base, { EXCLUDE } from "./vitest.config.ts";

/**
 * Quickest files first: a mutant is dead at its first failing test (Stryker bails), so the unit
 * tests get the first chance and the server tests run only for the mutants they alone can kill.
 */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cost = (file: TestSpecification) => {
      const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
      const server = file.moduleId.includes("/tests/server/") ? 1e6 : 0;
      return server + (this.ctx.cache.getFileTestResults(key)?.duration ?? this.ctx.cache.getFileStats(key)?.size ?? 0);
    };
    return [...files].sort((a, b) => cost(a) - cost(b));
  }
}

/**
 * The tests npm run test:mutation runs against each mutant of domain/ and server/actions: the unit
 * tests and the server tests of actions and the features built on them. The server's plumbing tests
 * (reconnects, crashes, images, rate limits, headers, the realtime fan-out) exercise none of that
 * code's decisions, and the action fuzz (thousands of random requests, whose refusals the boundary
 * tests pin one by one) takes seconds a mutant: they stay in npm test only.
 */
export default defineConfig({
  test: {
    ...base.test,
    // One project: the files below, not npm test's split by isolation.
    projects: undefined,
    // One module graph per worker for the whole run: each mutant reruns tests, not imports.
    isolate: false,
    sequence: { sequencer: QuickestFirst },
    setupFiles: ["tests/mutation-setup.ts"],
    include: [
      "domain/**/*.test.ts",
      "server/actions/**/*.test.ts",
      "tests/server/actions/**/*.test.ts",
      "tests/server/{reports,console,signups,import,settings,calendar,setup,saveBracket,derived,privateFields,crewPages,things}.test.ts",
      "tests/server/compat/*.test.ts",
    ],
    exclude: [...EXCLUDE, "tests/server/actions/fuzz.test.ts"],
  },
});
