import { expect, test } from "./test.ts";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { E2E_PORT } from "../../playwright.config.ts";
import { bridge, expectFrame, openOverlay } from "./overlays-helpers.ts";
import { restartPortOf } from "./state.ts";
import { EVENTUALLY_MS } from "../eventually.ts";

test.use({ viewport: { width: 1920, height: 1080 } });

const port = restartPortOf(E2E_PORT);
const dataDir = mkdtempSync(join(tmpdir(), "server-restart-"));
const tokenFile = join(dataDir, "token");
const origin = `http://localhost:${port}`;

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/overlays-server.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, TOKEN_FILE: tokenFile },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    // Says which step hung instead of running into the test's own timeout.
    const slow = setTimeout(() => reject(new Error("[server-restart] the server did not start within 30 s")), 30_000);
    child.stdout!.on("data", (b: Buffer) => {
      if (!b.toString().includes("overlays server on")) return;
      clearTimeout(slow);
      resolve();
    });
    child.once("exit", (code) => {
      clearTimeout(slow);
      reject(new Error(`[server-restart] server exited with ${code}`));
    });
  });
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  // A process that has already exited sends no second exit event: waiting for one would hang.
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once("exit", r));
  child.kill("SIGKILL");
  await gone;
}

test("after the server is killed and restarted, the overlay shows the new state without replaying its entrance", async ({
  page,
  request,
}) => {
  let server = await startServer();
  try {
    const token = readFileSync(tokenFile, "utf8").trim();
    const matchID = (await (await request.get(`${origin}/thing/broadcast-main`)).json()).live_match[0];
    const first = await openOverlay(page, `${origin}/broadcast/main/ingame`);
    // The demo's live match stands at 2-1, on its fourth map.
    expect(first.texts).toEqual(expect.arrayContaining(["2", "1", "MAP 4"]));

    await stop(server);
    // Losing the server keeps the last frame (waits for nothing to happen: a second after the kill).
    await page.waitForTimeout(1000);
    expect((await bridge(page)).texts).toEqual(first.texts);

    server = await startServer();
    const t0 = Date.now();
    const reply = await request.post(`${origin}/actions/update-match-data`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { matchID, updatedData: { score_1: 2, score_2: 2 } },
    });
    expect(reply.ok()).toBe(true);
    await page.waitForFunction(() => (window as any).__overlay.texts().filter((t: string) => t === "2").length === 2, null, {
      timeout: EVENTUALLY_MS,
    });
    console.log(`new state drawn ${Date.now() - t0} ms after the change on the restarted server`);
    const after = await bridge(page);
    expect(after.texts).not.toContain("1");
    expect(after.version).toBeGreaterThan(first.version);
    expect(after.entrances).toBe(0);
    await expectFrame(page, "ingame-after-restart");
  } finally {
    await stop(server).catch(() => undefined);
  }
});

test("a site page says it is disconnected after 3 s without the server, and stops saying so once it is back", async ({ page }) => {
  let server = await startServer();
  try {
    await page.goto(`${origin}/events`);
    await expect(page.getByTestId("nav-login")).toBeVisible();
    await stop(server);
    // Not at once: SPEC §9 gives a dropped connection a 3 s grace (waits 1.5 s, half of it, for no notice).
    await page.waitForTimeout(1500);
    await expect(page.getByTestId("nav-notice")).toHaveCount(0);
    await expect(page.getByTestId("nav-notice")).toHaveText("Disconnected from the server: reconnecting…");
    server = await startServer();
    await expect(page.getByTestId("nav-notice")).toHaveCount(0);
  } finally {
    await stop(server).catch(() => undefined);
  }
});
