import { expect, test } from "./test.ts";

test("the site and an overlay page are served", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Community Esports/);
  const overlay = await page.request.get("/broadcast/main/ingame");
  expect(await overlay.text()).toContain("overlay-root");
});
