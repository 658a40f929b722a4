// The bracket creator, finished (SPEC §2.11): the site's look, labels in words, nothing cut
// off, a preview that shows the whole bracket, Save to event, and the public bracket view's
// trophy drawn as SVG.
import { expect, test, type Page } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { DEMO_EVENT_ID } from "../../server/seed/demo.ts";
import { e2eState } from "./state.ts";

const SHOTS = process.env.BRACKET_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function applyPreset(page: Page, name: string) {
  await page.getByTestId("preset-select").selectOption({ label: name });
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Apply preset" }).click();
}

/** The background colour of an element, as the browser computed it. */
const background = (page: Page, name: string) =>
  page.getByRole("button", { name, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);

test("the creator has its page title, the site's buttons and every field named in words", async ({ page }) => {
  await page.goto("/tools/bracket-creator");
  await expect(page.getByRole("heading", { name: "Bracket Creator" })).toBeVisible();
  await expect(page).toHaveTitle("Bracket creator | Community Esports");
  const editor = page.getByTestId("structure-editor");
  await expect(editor).not.toContainText("gapRight");
  await expect(editor.getByLabel("Gap after column").first()).toBeVisible();
  await expect(editor.getByLabel("Column 1 header").first()).toBeVisible();
  await expect(editor.getByText("Column header", { exact: true }).first()).toBeVisible();
  await expect(editor.getByLabel("Bracket 1 name")).toBeVisible();
  // One primary action in the accent colour; the toolbar's buttons are the site's secondary ones.
  const primary = await background(page, "Apply preset");
  expect(primary).toBe("rgb(102, 217, 255)");
  for (const name of ["Eliminated", "Champion", "Update data", "Add bracket"]) expect(await background(page, name)).not.toBe(primary);
  await shot(page, "creator-1280");
});

for (const width of [1280, 800]) {
  test(`"Add slot" and the structure's buttons are fully visible at ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/tools/bracket-creator");
    await applyPreset(page, "8-team double elimination");
    const bracket = page.getByTestId("bracket-0");
    const panel = (await bracket.boundingBox())!;
    const buttons = bracket.getByRole("button", { name: "Add slot" });
    await expect(buttons).toHaveCount(6);
    for (const button of await buttons.all()) {
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(panel.x);
      expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Its text fits inside it: nothing cut off.
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
      await expect(button).toHaveText("Add slot");
    }
    await shot(page, `creator-structure-${width}`);
  });
}

for (const fit of [true, false]) {
  test(`the preview shows the whole bracket, Grand Final included, never clipped (${fit ? "fit to width" : "scrolling"})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto("/tools/bracket-creator");
    await applyPreset(page, "8-team double elimination");
    const preview = page.getByTestId("bracket-preview");
    const scroll = preview.getByTestId("bracket-scroll");
    await page.getByLabel("Fit to width").setChecked(fit);
    // Fitted, the whole drawing is inside the box: nothing to scroll sideways.
    const overflows = () => scroll.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    await expect.poll(overflows).toBe(!fit);
    const header = preview.locator("text").filter({ hasText: /^Grand Final$/ });
    await expect(header).toHaveCount(1);
    await header.scrollIntoViewIfNeeded();
    await expect(header).toBeInViewport({ ratio: 1 });
    // The text lies inside the drawing, and the drawing inside what the scroll box can show.
    const fits = await header.evaluate((el) => {
      const text = el as SVGTextElement;
      const svg = text.ownerSVGElement!;
      const box = text.getBBox();
      return box.x >= 0 && box.x + box.width <= svg.viewBox.baseVal.width && box.y >= 0;
    });
    expect(fits).toBe(true);
    const within = await scroll.evaluate((el) => {
      const svg = el.querySelector("svg")!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return svg.left - box.left + el.scrollLeft >= 0 && svg.right - box.left + el.scrollLeft <= el.scrollWidth + 1;
    });
    expect(within).toBe(true);
    await expect(preview.getByTestId("bracket-match-15")).toBeInViewport();
    await shot(page, `creator-preview-800-${fit ? "fit" : "scroll"}`);
  });
}

test("an event editor saves the layout to the demo event and sees it on the event's brackets page", async ({ page }) => {
  const { tokens } = e2eState();
  await page.addInitScript((t) => localStorage.setItem("auth_token", t), tokens.admin);
  await page.goto("/tools/bracket-creator");
  await applyPreset(page, "4-team double elimination");
  const form = page.getByTestId("save-bracket");
  await form.getByTestId("save-bracket-event").selectOption(DEMO_EVENT_ID);
  await form.getByTestId("save-bracket-name").fill("Creator Showmatch");
  await shot(page, "creator-save");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved");
  let saved: string | undefined;
  try {
    const [event] = await (await page.request.post("/things", { data: { ids: DEMO_EVENT_ID } })).json();
    const brackets = await (await page.request.post("/things", { data: { ids: event.brackets.join(",") } })).json();
    saved = brackets.find((b: { name: string }) => b.name === "Creator Showmatch")?.id;
    expect(saved).toBeTruthy();
    await form.getByTestId("save-bracket-link").click();
    // The link uses the event's short id (SPEC §2.1).
    await expect(page).toHaveURL(new RegExp(`/event/${shortId(DEMO_EVENT_ID)}/brackets$`));
    const view = page.getByTestId("bracket-view").filter({ has: page.getByRole("heading", { name: "Creator Showmatch" }) });
    await expect(view.locator('[data-testid^="bracket-match-"]')).toHaveCount(7);
    await expect(view.getByTestId("connection-1-win")).toBeVisible();
    await shot(page, "event-brackets");
  } finally {
    // Leave the demo event with its one visible bracket, as the other suites expect.
    if (saved) {
      const reply = await page.request.post("/actions/save-bracket", {
        headers: { Authorization: `Bearer ${tokens.admin}` },
        data: {
          event: DEMO_EVENT_ID,
          bracket: saved,
          name: "Creator Showmatch",
          hidden: true,
          layout: { brackets: [{ columns: [{ games: [1] }] }], connections: {} },
        },
      });
      expect(reply.ok(), await reply.text()).toBe(true);
    }
  }
  await page.goto(`/event/${DEMO_EVENT_ID}/bracket`);
  await expect(page.getByTestId("bracket-view")).toHaveCount(1);
});

test("the public bracket view draws its trophy as SVG, never a font glyph", async ({ page }) => {
  await page.goto(`/event/${DEMO_EVENT_ID}/bracket`);
  const view = page.getByTestId("bracket-view");
  const trophies = view.locator('[data-outcome="champion"]');
  await expect(trophies.first()).toBeVisible();
  expect(await trophies.count()).toBeGreaterThan(0);
  for (const trophy of await trophies.all())
    expect(
      await trophy.evaluate(
        (el) => el instanceof SVGGElement && el.querySelectorAll("path").length > 0 && !/\S/.test(el.textContent!.replace("Champion", "")),
      ),
    ).toBe(true);
  await expect(view).not.toContainText("🏆");
  await shot(page, "event-bracket");
});
