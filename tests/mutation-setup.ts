// Loaded by vitest.mutation.config.ts only, after Stryker's own setup file.
// Stryker counts code run outside a test (a file's beforeAll: the seeded server, the actors) as
// static, and restarts vitest for each mutant of such code, which makes a run take hours on two
// cores. Here a file's beforeAll runs as its first test: that test then covers the mutant, so
// Stryker swaps it in without a restart and reruns that test, whose beforeAll runs it again.
import { beforeAll, inject } from "vitest";

type Task = { name: string; type: string; file?: { filepath: string }; suite?: Task; tasks?: Task[] };

const namespace = (globalThis as Record<string, any>)[inject("globalNamespace" as never) as string];

/** Stryker's id of a test: its file, then its suites' and its own names. */
function testId(test: Task): string {
  const names = [test.name];
  for (let suite = test.suite; suite; suite = suite.suite) names.unshift(suite.name);
  return `${test.file?.filepath ?? "unknown.js"}#${names.join(" ").trim()}`;
}

function firstTest(suite: Task): Task | undefined {
  for (const task of suite.tasks ?? []) {
    if (task.type === "test") return task;
    const inner = firstTest(task);
    if (inner) return inner;
  }
  return undefined;
}

if (namespace && inject("mode" as never) === "dry-run") {
  // Vitest reads a hook's first parameter as a fixture pattern: it must be written as one.
  // eslint-disable-next-line no-empty-pattern
  beforeAll(({}, suite) => {
    const first = firstTest(suite as unknown as Task);
    if (first) namespace.currentTestId = testId(first);
  });
}
