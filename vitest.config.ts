import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "dist/**", "tests/e2e/**", "tests/scale/**"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
