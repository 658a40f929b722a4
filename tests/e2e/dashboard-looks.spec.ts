// The producer dashboard read at a glance (issue 34): the program/preview strip shows what
// viewers see, colours carry one meaning each, and the Match Editor waits folded under Live Match.
import { expect, test, type BrowserContext, type Frame, type Locator, type Page } from "./test.ts";
import { ObsStandIn } from "../obs/ObsStandIn.ts";
import { seedId } from "../../server/seed/demo.ts";
import { EVENTUALLY_MS } from "../eventually.ts";
import { e2eState } from "./state.ts";

const LIVE_MATCH = seedId("match:0:4");
const OBS_PASSWORD = "correct horse";

/** A dashboard page at 1440x900, signed in with `token`, with these site settings (none: a first visit's). */
async function dashboard(context: BrowserContext, token: string, settings?: object): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(
    ({ token, settings }) => {
      localStorage.setItem("auth_token", token);
      if (settings) localStorage.setItem("site-settings", JSON.stringify(settings));
    },
    { token, settings },
  );
  await page.goto("/dashboard");
  return page;
}

/** The overlay page inside a strip view, once its scene has drawn the current data. */
async function overlayIn(view: Locator): Promise<Frame> {
  const frame = await (await view.locator("iframe").elementHandle())!.contentFrame();
  await frame!.waitForFunction(() => (window as any).__overlay?.drawn, null, { timeout: EVENTUALLY_MS });
  return frame!;
}

const texts = (frame: Frame) => frame.evaluate(() => (window as any).__overlay.texts() as string[]);
const style = (locator: Locator, property: string) =>
  locator.evaluate((element, property) => getComputedStyle(element).getPropertyValue(property), property);

test("the program view is labelled, at least 480 px wide, and shows the live match as viewers see it", async ({ context }) => {
  const dash = await dashboard(context, e2eState().tokens.producer);
  const program = dash.getByTestId("program-view");
  await expect(program.locator("figcaption")).toContainText("Program");
  await expect(program.locator("figcaption")).toContainText("In-game overlay");
  const screen = (await program.locator(".pp-screen").boundingBox())!;
  expect(screen.width).toBeGreaterThanOrEqual(480);
  expect(screen.height / screen.width).toBeCloseTo(9 / 16, 1);
  // The overlay page OBS loads, readable: the live match's names and score, not a thumbnail's blur.
  const overlay = await overlayIn(program);
  await expect.poll(() => texts(overlay)).toEqual(expect.arrayContaining(["AURORA FOXES", "VERDANT WOLVES", "2", "1"]));
  // Without the stream software nothing is lit, and the strip says how to get the preview.
  await expect(program).toHaveAttribute("data-lit", "false");
  await expect(dash.getByTestId("preview-none")).toContainText("Connect the stream software");
  await dash.close();
});

test("with the stream software reporting scenes, the program is framed red and the preview with it green", async ({ context }) => {
  const obs = await ObsStandIn.start({
    password: OBS_PASSWORD,
    scenes: ["Starting Soon", "Desk", "Game"],
    programScene: "Game",
    previewScene: "Desk",
  });
  try {
    const dash = await dashboard(context, e2eState().tokens.crew, {
      transmitterUrl: obs.address,
      transmitterPassword: OBS_PASSWORD,
      useDashboardTransmitter: true,
    });
    const program = dash.getByTestId("program-view");
    const preview = dash.getByTestId("preview-view");
    await expect(program.getByTestId("scene-program")).toHaveText("Game");
    await expect(preview.locator("figcaption")).toContainText("Preview");
    await expect(preview.getByTestId("scene-preview")).toHaveText("Desk");
    await expect(preview.locator("figcaption")).toContainText("Desk overlay");
    await expect(program).toHaveAttribute("data-lit", "true");
    await expect(preview).toHaveAttribute("data-lit", "true");
    expect(await style(program.locator(".pp-screen"), "border-top-color")).toBe("rgb(229, 72, 77)");
    expect(await style(preview.locator(".pp-screen"), "border-top-color")).toBe("rgb(47, 191, 113)");
    // Both on the producer's one screen, each a drawn overlay.
    for (const view of [program, preview]) {
      const box = (await view.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(900);
      expect(box.x + box.width).toBeLessThanOrEqual(1440);
    }
    expect(await texts(await overlayIn(preview))).not.toHaveLength(0);
    // A cut follows: the program view turns to the scene's overlay.
    obs.setProgramScene("Starting Soon");
    await expect(program.getByTestId("scene-program")).toHaveText("Starting Soon");
    await expect(program.locator("figcaption")).toContainText("Break overlay");
    await dash.close();
  } finally {
    await obs.close();
  }
});

test("buttons have three looks: an action, a toggle that is on, and danger", async ({ context }) => {
  const dash = await dashboard(context, e2eState().tokens.producer);
  const background = (testId: string) => style(dash.getByTestId(testId), "background-color");
  const action = await background("broadcast-preset-start-of-stream");
  // Danger: what ends or clears what viewers see looks unlike an action.
  for (const danger of ["broadcast-preset-end-of-stream", "countdown-clear"]) expect(await background(danger), danger).not.toBe(action);
  expect(await background("broadcast-preset-end-of-stream")).toBe(await background("countdown-clear"));
  // A toggle: the quick title on air is pressed, the others not; on is neither off nor the action's colour.
  const on = dash.getByTestId("broadcast-quick-starting-soon");
  const off = dash.getByTestId("broadcast-quick-be-right-back");
  await expect(on).toHaveAttribute("aria-pressed", "true");
  await expect(off).toHaveAttribute("aria-pressed", "false");
  const [onLook, offLook] = [await style(on, "background-color"), await style(off, "background-color")];
  expect(onLook).not.toBe(offLook);
  expect(onLook).not.toBe(action);
  expect(offLook).not.toBe(action);
  // Pressing another moves the on look with it.
  await off.click();
  await expect(off).toHaveAttribute("aria-pressed", "true");
  expect(await style(off, "background-color")).toBe(onLook);
  expect(await style(on, "background-color")).toBe(offLook);
  await on.click();
  await expect(on).toHaveAttribute("aria-pressed", "true");
  await dash.close();
});

test("the Match Editor is folded under Live Match on a first visit, opens on a click, works, and stays open", async ({ context }) => {
  const { tokens } = e2eState();
  const dash = await dashboard(context, tokens.producer);
  const editor = dash.getByTestId("panel-match-editor");
  // Inside Live Match, not a panel of its own in the right column.
  await expect(dash.getByTestId("panel-live-match").getByTestId("panel-match-editor")).toBeVisible();
  const toggle = editor.getByRole("button", { name: /Match Editor/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(editor.getByTestId("editor-score-save")).toHaveCount(0);
  expect((await editor.boundingBox())!.height).toBeLessThan(60);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  try {
    await expect(editor.getByTestId("editor-score-2")).toHaveValue("1");
    await editor.getByTestId("editor-score-2").fill("0");
    await editor.getByTestId("editor-score-save").click();
    await expect(dash.getByTestId("toast").filter({ hasText: "Score set to 2-0" })).toBeVisible();
    await expect(dash.getByTestId("live-match-score-2")).toHaveText("0");
    // This browser remembers it open.
    await dash.reload();
    await expect(dash.getByTestId("editor-score-save")).toBeVisible();
  } finally {
    await dash.request.post("/actions/update-match-data", {
      headers: { Authorization: `Bearer ${tokens.producer}` },
      data: { matchID: LIVE_MATCH, updatedData: { score_1: 2, score_2: 1 } },
    });
  }
  await dash.close();
});
