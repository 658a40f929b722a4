import { expect, test, type Page } from "./test.ts";
import { DEMO_BRACKET_ID, DEMO_EVENT_ID } from "../../server/seed/demo.ts";
import { openOverlay } from "./overlays-helpers.ts";
import { e2eState } from "./state.ts";

const preview = (page: Page) => page.getByTestId("bracket-preview");
const boxes = (page: Page) => preview(page).locator('[data-testid^="bracket-match-"]');
const json = async (page: Page) => JSON.parse(await page.getByTestId("layout-json").inputValue());

async function applyPreset(page: Page, name: string) {
  await page.getByTestId("preset-select").selectOption({ label: name });
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to apply this preset? Any changes will be lost.");
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Apply preset" }).click();
}

test.describe("bracket creator", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/tools/bracket-creator");
    await expect(page.getByRole("heading", { name: "Bracket Creator" })).toBeVisible();
  });

  test("applies each preset and previews its games", async ({ page }) => {
    const expected: Record<string, number> = {
      "8-team single elimination": 7,
      "12-team single elimination": 11,
      "16-team single elimination": 15,
      "16-team single elimination with 3rd place match": 16,
      "4-team GSL group": 5,
      "4-team double elimination": 7,
      "8-team double elimination": 15,
      "12-team double elimination": 31,
      Empty: 4,
    };
    const games = async () =>
      (await json(page)).brackets
        .flatMap((b: { columns: { games: unknown[] }[] }) => b.columns.flatMap((c) => c.games))
        .filter((g: unknown) => g != null).length;
    for (const [name, count] of Object.entries(expected)) {
      await applyPreset(page, name);
      await expect.poll(games).toBe(count);
      // The preview draws the games in view, starting with match 1.
      await expect(preview(page).getByTestId("bracket-match-1")).toBeVisible();
    }
    // Dismissing the confirmation keeps the layout.
    await page.getByTestId("preset-select").selectOption({ label: "8-team single elimination" });
    page.once("dialog", (d) => void d.dismiss());
    await page.getByRole("button", { name: "Apply preset" }).click();
    await expect(boxes(page)).toHaveCount(4);
    expect(await games()).toBe(4);
  });

  test("builds a bracket with the mouse: W to a slot, L to Eliminated, W again cancels", async ({ page }) => {
    await expect(page.getByRole("button", { name: "Eliminated" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Set all remaining losses as eliminations" })).toBeEnabled();
    // A game in the second column becomes match 5.
    await page.getByTestId("column-0-1").getByRole("button", { name: "Add slot" }).click();
    await page.getByTestId("slot-toggle-0-1-0").click();
    await expect(boxes(page)).toHaveCount(5);

    await page.getByTestId("handle-1-W").hover();
    await page.mouse.down();
    await page.getByTestId("slot-5-1").hover();
    await page.mouse.up();
    await expect(page.getByTestId("connection-1-win")).toBeVisible();
    await expect(page.getByTestId("slot-5-1")).toContainText("Winner of 1");

    await page.getByTestId("handle-1-L").click();
    await expect(page.getByTestId("active-connection")).toContainText("loser of Match 1");
    await expect(page.getByRole("button", { name: "Set all remaining losses as eliminations" })).toBeDisabled();
    await page.getByRole("button", { name: "Eliminated" }).click();

    await page.getByTestId("handle-2-W").click();
    await expect(page.getByTestId("active-connection")).toBeVisible();
    await page.getByTestId("handle-2-W").click();
    await expect(page.getByTestId("active-connection")).toHaveCount(0);

    await page.getByTestId("handle-5-W").click();
    await page.getByRole("button", { name: "Champion" }).click();
    await page.getByRole("button", { name: "Set all remaining losses as eliminations" }).click();
    const layout = await json(page);
    expect(layout.connections["1"]).toEqual({ win: "5.1", lose: "eliminated" });
    expect(layout.connections["5"]).toEqual({ win: "champion", lose: "eliminated" });
    expect(layout.connections["2"]).toEqual({ lose: "eliminated" });
  });

  test("edits the JSON: Ctrl+Enter rebuilds the editor and preview, a bad text says so", async ({ page }) => {
    const text = JSON.stringify({
      brackets: [
        {
          name: "Main",
          columns: [
            { header: "Semis", games: [1, 2] },
            { header: "Final", games: [3] },
          ],
        },
      ],
      connections: { 1: { win: "3.1" }, 2: { win: "3.2" }, 3: { win: "champion" } },
    });
    await page.getByTestId("layout-json").fill(`  ${text}  `);
    await page.getByTestId("layout-json").press("Control+Enter");
    await expect(boxes(page)).toHaveCount(3);
    await expect(preview(page)).toContainText("Final");
    await expect(page.getByLabel("Bracket 1 name")).toHaveValue("Main");
    await page.getByTestId("layout-json").fill("{ not json");
    await page.getByRole("button", { name: "Update data" }).click();
    await expect(page.getByRole("alert")).toHaveText("Couldn't parse that format");
    await expect(boxes(page)).toHaveCount(3);
  });
});

// The page drawing this record is checked in brackets-eventpage.spec.ts; here, the stored
// record and the resolve action over HTTP.
test("the event's playoff bracket is stored in the layout format and a match editor can resolve it", async ({ page }) => {
  const [bracket] = await (await page.request.post("/things", { data: { ids: DEMO_BRACKET_ID } })).json();
  expect(bracket.name).toBe("Playoffs");
  const layout = JSON.parse(bracket.bracket_layout);
  expect(layout.connections["6"]).toEqual({ win: "champion", lose: "eliminated", reset: 7 });
  expect(bracket.ordered_matches).toHaveLength(7);

  const { tokens } = e2eState();
  const denied = await page.request.post("/actions/resolve-entire-bracket", {
    data: { bracketID: DEMO_BRACKET_ID },
    headers: { Authorization: `Bearer ${tokens.stranger}` },
  });
  expect((await denied.json()).errorMessage).toBe("You don't have permission to resolve brackets");
  const reply = await page.request.post("/actions/resolve-entire-bracket", {
    data: { bracketID: DEMO_BRACKET_ID },
    headers: { Authorization: `Bearer ${tokens.admin}` },
  });
  expect((await reply.json()).data).toEqual({ hasError: false, message: "Bracket resolved: nothing to change" });
});

test("a 512-team double elimination preview draws only what is in view and keeps answering input", async ({ page }) => {
  await page.goto("/tools/bracket-creator");
  // Paste the layout as JSON (built here in Node) and let the preview draw it.
  const { eliminationLayout } = await import("../../domain/bracket/presets.ts");
  const { layoutGeometry } = await import("../../domain/bracket/geometry.ts");
  const layout = eliminationLayout(512, { double: true });
  await page.getByTestId("layout-json").fill(JSON.stringify(layout));
  const started = Date.now();
  await page.getByRole("button", { name: "Update data" }).click();
  // The preset drawn before has a match 1 too: wait for the new layout's size before reading it.
  const final = layoutGeometry(layout).boxes.find((b) => b.match === 1022)!;
  const scroller = page.getByTestId("bracket-scroll");
  // Building 1,022 matches takes seconds on a loaded machine: the figure is printed, never judged.
  await expect.poll(() => scroller.evaluate((el) => el.scrollWidth), { timeout: 60_000 }).toBeGreaterThan(final.x);
  await expect(preview(page).getByTestId("bracket-match-1")).toBeVisible();
  const drawn = Date.now() - started;
  const count = await boxes(page).count();
  expect(count).toBeGreaterThan(10);
  expect(count).toBeLessThan(1023);
  // Scrolling to the grand final draws it.
  await scroller.evaluate((el, { x, y }) => el.scrollTo(x - 200, y - 200), { x: final.x, y: final.y });
  await expect(preview(page).getByTestId("bracket-match-1022")).toBeVisible();
  await expect(preview(page).getByTestId("bracket-match-1")).toHaveCount(0);
  // The page still answers input. The handle is brought to the middle of the window first: at
  // the top it sits under the site's sticky header, and the click would wait for it to move.
  await page.getByTestId("handle-1022-W").evaluate((el) => el.scrollIntoView({ block: "center", inline: "center" }));
  await page.getByTestId("handle-1022-W").click();
  await expect(page.getByTestId("active-connection")).toContainText("winner of Match 1022");
  console.log(
    JSON.stringify({
      preview_512_double_elimination: { drawn_ms: drawn, boxes_drawn: count, answering_input_after_ms: Date.now() - started },
    }),
  );
});

test("empty slots say where their team comes from, on the event's bracket page and on air; a loser's drop draws no line", async ({
  page,
  browser,
}) => {
  await page.goto(`/event/${DEMO_EVENT_ID}/bracket`);
  const view = page.getByTestId("bracket-view");
  await expect(view.getByTestId("slot-1-1")).toHaveText("Group A 1st");
  const expected = { "3-1": "Winner of 1", "4-1": "Loser of 1", "4-2": "Loser of 2", "5-2": "Loser of 3", "6-2": "Winner of 5" };
  for (const [slot, text] of Object.entries(expected)) await expect(view.getByTestId(`slot-${slot}`)).toHaveText(text);
  await expect(view.getByTestId("connection-1-win")).toBeVisible();
  await expect(view.locator('[data-testid^="connection-"][data-testid$="-lose"]')).toHaveCount(0);

  const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const { texts } = await openOverlay(overlay, "/broadcast/main/bracket");
  expect(texts).toEqual(expect.arrayContaining([...Object.values(expected).map((t) => t.toUpperCase()), "GROUP A 1ST"]));
  await overlay.close();
});
