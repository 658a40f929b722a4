import { expect, test, type Page } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { DEMO_EVENT_ID } from "../../server/seed/demo.ts";
import { e2eState } from "./state.ts";

// A phone held upright (390 px wide): no page is wider than the screen, and a minisite's
// navigation leaves its content in view.

test.use({ viewport: { width: 390, height: 844 } });

/** How far the page is wider than the screen, and the elements reaching past it (to say what overflows). */
async function overflow(page: Page): Promise<{ scrollWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}px`);
    return { scrollWidth: document.scrollingElement!.scrollWidth, wide };
  });
}

async function expectFitsPhone(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const { scrollWidth, wide } = await overflow(page);
  expect(scrollWidth, `wider than the phone: ${wide.join(", ")}`).toBeLessThanOrEqual(390);
}

test("the bracket creator fits a phone's width", async ({ page }) => {
  await page.goto("/tools/bracket-creator");
  await expect(page.getByTestId("bracket-preview").getByTestId("bracket-match-1")).toBeVisible();
  await expectFitsPhone(page);
});

test("an event's standings fit a phone's width", async ({ page }) => {
  await page.goto(`/event/${shortId(DEMO_EVENT_ID)}/standings`);
  await expect(page.getByRole("table").first()).toBeVisible();
  await expectFitsPhone(page);
});

test("a minisite's home shows its content near the top, its navigation folded behind Menu", async ({ page }) => {
  await page.goto(`http://spring.localhost:${e2eState().port}/`);
  const name = page.getByTestId("event-name");
  await expect(name).toHaveText("Community Cup Spring 2026");
  await expectFitsPhone(page);
  const top = async () => (await name.boundingBox())!.y;
  expect(await top()).toBeLessThanOrEqual(200);
  // The event's tabs are one row that scrolls sideways: the page's sections start right below.
  const tabs = (await page.getByTestId("event-nav").boundingBox())!;
  expect(tabs.height).toBeLessThan(60);
  expect(tabs.y + tabs.height).toBeLessThanOrEqual(300);
  // The menu opens the minisite's pages.
  await expect(page.getByTestId("minisite-nav-standings")).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByTestId("minisite-nav-standings").click();
  await expect(page).toHaveURL(/\/standings$/);
  await expectFitsPhone(page);
});
