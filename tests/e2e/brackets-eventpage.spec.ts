import { expect, test } from "@playwright/test";
import { DEMO_EVENT_ID } from "../../server/seed/demo.ts";

test("the event bracket page draws the playoff bracket with its placeholders and lines", async ({ page }) => {
  await page.goto(`/event/${DEMO_EVENT_ID}/bracket`);
  const view = page.getByTestId("bracket-view");
  await expect(view.getByRole("heading", { name: "Playoffs" })).toBeVisible();
  await expect(view.locator('[data-testid^="bracket-match-"]')).toHaveCount(7);
  await expect(view.getByTestId("slot-1-1")).toContainText("Group A 1st");
  await expect(view.getByTestId("connection-1-win")).toBeVisible();
});
