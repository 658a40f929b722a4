import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The ports beside a worker's server, in the block of ten playwright.config.ts gives each worker:
 * serve.ts's control (a fresh copy of the seed for each spec file), and the servers some specs
 * start themselves.
 */
export const controlPortOf = (port: number) => port + 1;
export const seasonPortOf = (port: number) => port + 2;
export const restartPortOf = (port: number) => port + 3;
export const seasonFromScratchPortOf = (port: number) => port + 4;
/** The OGraf specs' renderer page, at an origin of its own (tests/ograf/). */
export const ografRendererPortOf = (port: number) => port + 5;

/** Per port, outside test-results/ (which Playwright empties when a run starts). */
export const E2E_STATE_FILE = join(tmpdir(), `esports-e2e-${process.env.E2E_PORT ?? "default"}.json`);

/**
 * The demo data's clock starts here (a Saturday afternoon, UTC) on every run: the seed lays its
 * matches out from it and the server's clock runs on from it, so the dates the pages and
 * overlays draw, and so their screenshots, are the same whatever day the tests run.
 */
export const E2E_EPOCH = Date.UTC(2026, 3, 18, 15, 0, 0);

/** The Twitch channel id of the demo's main broadcast in these tests. */
export const E2E_CHANNEL_ID = "100000001";

export interface E2EState {
  port: number;
  tokens: Record<"producer" | "admin" | "captain" | "opponent" | "stranger" | "observer" | "crew", string>;
}

/** What serve.ts wrote: the port and sign-in tokens of the demo's people. */
export function e2eState(): E2EState {
  return JSON.parse(readFileSync(E2E_STATE_FILE, "utf8")) as E2EState;
}
