// The stream software link, driven against a local obs-websocket v5 stand-in: the dashboard's
// transmitter, the tally overlays, going live, the crew pages in OBS (transmitter, remote,
// source overview). Latencies are printed, never asserted.
import { expect, test, type Browser, type BrowserContext, type Page } from "./test.ts";
import { ObsStandIn } from "../obs/ObsStandIn.ts";
import { bridge, expectFrame, openOverlay } from "./overlays-helpers.ts";
import { EVENTUALLY_MS } from "../eventually.ts";
import { E2E_CHANNEL_ID, e2eState } from "./state.ts";

const PASSWORD = "correct horse";
const SCENES = ["Starting Soon", "Desk", "Game", "Observer 1", "Observer 2"];

let obs: ObsStandIn;

test.beforeEach(async () => {
  obs = await ObsStandIn.start({
    password: PASSWORD,
    scenes: SCENES,
    programScene: "Starting Soon",
    previewScene: "Desk",
    streamKey: `live_${E2E_CHANNEL_ID}_e2e`,
  });
});

test.afterEach(async () => {
  await obs.close();
});

/**
 * A page signed in as the demo producer, its transmitter settings pointing at the stand-in: in the
 * test's context, or in a browser context of its own beside a crew page whose settings must stay apart.
 */
async function dashboard(where: BrowserContext | Browser, password = PASSWORD): Promise<Page> {
  const { tokens } = e2eState();
  const page = await where.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(
    ({ token, settings }) => {
      localStorage.setItem("auth_token", token);
      localStorage.setItem("site-settings", JSON.stringify(settings));
    },
    { token: tokens.crew, settings: { transmitterUrl: obs.address, transmitterPassword: password, useDashboardTransmitter: true } },
  );
  await page.goto("/dashboard");
  return page;
}

/** Resolves with the time (ms epoch) `page` first shows `pattern` in its overlay texts or its text `selector`, or -1 after EVENTUALLY_MS. */
function seen(page: Page, pattern: string, selector?: string): Promise<number> {
  return page.evaluate(
    ({ pattern, selector, limit }) =>
      new Promise<number>((resolve) => {
        const t0 = Date.now();
        const read = () =>
          selector ? (document.querySelector(selector)?.textContent ?? "") : ((window as any).__overlay?.texts() ?? []).join("|");
        const tick = () => {
          if (read().includes(pattern)) resolve(Date.now());
          else if (Date.now() - t0 > limit) resolve(-1);
          else requestAnimationFrame(tick);
        };
        tick();
      }),
    { pattern, selector, limit: EVENTUALLY_MS },
  );
}

async function broadcastAdvertises(page: Page): Promise<boolean> {
  return Boolean((await (await page.request.get("/thing/broadcast-main")).json()).advertise);
}

test("the dashboard transmitter connects with a password and a cut reaches the tally and the dashboard", async ({ browser, context }) => {
  const dash = await dashboard(context);
  const tally = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const quad = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  try {
    // The first connect loads the OBS library into a cold page: on a loaded machine that alone can take seconds.
    await expect(dash.getByTestId("transmitter-light")).toHaveAttribute("data-state", "connected");
    await expect(dash.getByTestId("scene-program")).toHaveText(/Starting Soon/);
    await expect(dash.getByTestId("scene-preview")).toHaveText(/Desk/);

    await openOverlay(tally, "/client/producer/tally-viewer?scene=Game");
    await openOverlay(quad, "/client/producer/quad");
    await expect.poll(async () => (await bridge(tally)).texts).toContain("OFF");

    // The stand-in cuts to Game: the tally goes live and the dashboard names it.
    const tallySeen = seen(tally, "LIVE");
    const dashSeen = seen(dash, "Game", "[data-testid=scene-program]");
    // 100 ms for both watchers above to be running in their pages, so the cut is timed from when they watch.
    await tally.waitForTimeout(100);
    const cut = Date.now();
    obs.setProgramScene("Game");
    const [tallyAt, dashAt] = await Promise.all([tallySeen, dashSeen]);
    expect(tallyAt).toBeGreaterThan(0);
    expect(dashAt).toBeGreaterThan(0);
    console.log(`program cut drawn by the tally after ${tallyAt - cut} ms, shown on the dashboard after ${dashAt - cut} ms`);

    // Preview follows too; the quad's dot 1 lights for "Observer 1" on preview.
    const previewSeen = seen(dash, "Observer 1", "[data-testid=scene-preview]");
    const previewCut = Date.now();
    obs.setPreviewScene("Observer 1");
    const previewAt = await previewSeen;
    expect(previewAt).toBeGreaterThan(0);
    console.log(`preview cut shown on the dashboard after ${previewAt - previewCut} ms`);

    await dash.getByTestId("transmitter-light").click();
    await expect(dash.getByTestId("transmitter-state")).toContainText("Connected");
    await expectFrame(quad, "quad-observer-1-preview");

    // The state is kept: a reloaded tally is right at once.
    await tally.reload();
    await tally.waitForFunction(() => (window as any).__overlay?.texts().includes("LIVE"), null);
  } finally {
    await Promise.all([dash.close(), tally.close(), quad.close()]);
  }
});

test("going live turns advertise on, going offline turns it off, with the notices", async ({ context }) => {
  const dash = await dashboard(context);
  try {
    // The first stream reading only records the state: the start must come after it to be a change.
    await expect(dash.getByTestId("transmitter-light")).toHaveAttribute("data-stream", "offline");
    expect(await broadcastAdvertises(dash)).toBe(false);
    obs.startStream();
    await expect(dash.getByTestId("toast").filter({ hasText: "Detected going live - turning on advertise" })).toBeVisible();
    await expect.poll(() => broadcastAdvertises(dash)).toBe(true);
    await expect(dash.getByTestId("transmitter-light")).toContainText("LIVE");
    obs.stopStream();
    await expect(dash.getByTestId("toast").filter({ hasText: "Detected going offline - turning off advertise" })).toBeVisible();
    await expect.poll(() => broadcastAdvertises(dash)).toBe(false);
  } finally {
    await dash.close();
  }
});

test("a wrong password shows the reason, and the transmitter does not keep knocking", async ({ context }) => {
  const dash = await dashboard(context, "wrong password");
  try {
    const light = dash.getByTestId("transmitter-light");
    await expect(light).toHaveAttribute("data-state", "wrong-password");
    await light.click();
    await expect(dash.getByTestId("transmitter-state")).toContainText("Not Connected");
    await expect(dash.getByTestId("transmitter-state")).toContainText("Authentication failed");
    expect(obs.connections).toBe(0);
  } finally {
    await dash.close();
  }
});

test("when the stream software goes away the dashboard says so, and the transmitter reconnects when it is back", async ({
  browser,
  context,
}) => {
  const dash = await dashboard(context);
  const tally = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  try {
    const light = dash.getByTestId("transmitter-light");
    await expect(light).toHaveAttribute("data-state", "connected");
    await openOverlay(tally, "/client/producer/tally-viewer?scene=Starting%20Soon");
    await expect.poll(async () => (await bridge(tally)).texts).toContain("LIVE");

    await obs.kill();
    await expect(light).toHaveAttribute("data-state", "retrying");
    await expect(light).toContainText("Retrying in 2 s");
    await expect(light).toHaveAttribute("title", /Not Connected: Error: /);
    // The server heard the disconnect: the tally no longer claims it is on air.
    await expect.poll(async () => (await bridge(tally)).texts).toContain("OFF");

    await obs.restart();
    await expect(light).toHaveAttribute("data-state", "connected");
    await expect.poll(async () => (await bridge(tally)).texts).toContain("LIVE");
  } finally {
    await Promise.all([dash.close(), tally.close()]);
  }
});

test("the tally transmitter in OBS signs in with its token; without one it says what it needs", async ({ page, browser }) => {
  const { tokens } = e2eState();
  const transmitter = `/client/observer/tally-transmitter?number=1&url=${encodeURIComponent(obs.address)}&password=${encodeURIComponent(PASSWORD)}`;
  await page.goto(transmitter);
  await expect(page.getByTestId("crew-refused")).toContainText("needs a sign-in");

  await page.goto(`${transmitter}&token=${tokens.crew}`);
  await expect(page.getByTestId("crew-refused")).toContainText("is not on the crew");

  // The observer PC's crew member signs in: the observer's tally follows this OBS.
  const tally = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  try {
    await page.goto(`${transmitter}&token=${tokens.observer}`);
    await expect(page.getByTestId("obs-state")).toHaveAttribute("data-state", "connected");
    await expect(page.getByText(PASSWORD)).toHaveCount(0);
    await openOverlay(tally, "/client/observer/tally-viewer?scene=Observer%201");
    obs.setProgramScene("Observer 1");
    await expect(page.getByTestId("obs-program")).toHaveText("Observer 1");
    await expect.poll(async () => (await bridge(tally)).texts).toContain("LIVE");
  } finally {
    await tally.close();
  }
});

test("the source overview lists a client's open overlay pages and reloads one of them", async ({ page, browser }) => {
  const { tokens } = e2eState();
  const ingame = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const tally = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  try {
    await openOverlay(ingame, "/client/producer/ingame?codes");
    await openOverlay(tally, "/client/producer/tally-viewer?scene=Desk");
    for (const p of [ingame, tally]) await p.evaluate(() => ((window as any).__marker = "before reload"));

    await page.goto(`/client/producer/admin?token=${tokens.crew}`);
    const rows = page.getByTestId("source-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "ingame" })).toContainText("codes");
    await expect(rows.filter({ hasText: "tally-viewer" })).toContainText("scene=Desk");
    await expect(page.getByText("token=")).toHaveCount(0);

    await rows.filter({ hasText: "tally-viewer" }).getByRole("button", { name: "Reload" }).click();
    await tally.waitForFunction(() => (window as any).__marker === undefined && (window as any).__overlay?.drawn, null);
    expect(await ingame.evaluate(() => (window as any).__marker)).toBe("before reload");
    // The reloaded page says hello again: still two pages, the tally connected anew.
    await expect(rows).toHaveCount(2);
  } finally {
    await Promise.all([ingame.close(), tally.close()]);
  }
});

test("the dashboard runs OBS requests on a client's remote page", async ({ page, browser }) => {
  const { tokens } = e2eState();
  const dash = await dashboard(browser);
  try {
    await page.goto(
      `/client/producer/remote?url=${encodeURIComponent(obs.address)}&password=${encodeURIComponent(PASSWORD)}&token=${tokens.crew}`,
    );
    await expect(page.getByTestId("obs-state")).toHaveAttribute("data-state", "connected");
    await expect(page.getByTestId("remote-joined")).toHaveText("Taking requests");

    await dash.getByTestId("streams-open").click();
    const row = dash.getByTestId("stream-software-producer");
    await expect(row).toBeVisible();
    await dash.getByTestId("remote-scene-producer").selectOption("Observer 2");
    await dash.getByTestId("remote-switch-producer").click();
    await expect.poll(() => obs.programScene).toBe("Observer 2");
    await expect(page.getByTestId("remote-log")).toContainText("SetCurrentProgramScene Observer 2");

    await dash.getByTestId("remote-start-producer").click();
    await expect.poll(() => obs.streaming).toBe(true);
  } finally {
    await dash.close();
  }
});

test("an unknown overlay route shows a card and reports itself to the source overview", async ({ page, browser }) => {
  const { tokens } = e2eState();
  const unknown = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  try {
    await unknown.goto("/client/producer/not-an-overlay?team=1");
    await expect(unknown.getByTestId("unknown-overlay")).toContainText("Unknown overlay: not-an-overlay");
    await page.goto(`/client/producer/admin?token=${tokens.crew}`);
    await expect(page.getByTestId("source-row").filter({ hasText: "not-an-overlay" })).toContainText("Unknown overlay");
  } finally {
    await unknown.close();
  }
});
