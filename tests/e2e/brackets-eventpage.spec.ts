import { expect, test } from "./test.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { e2eState } from "./state.ts";

test("the event bracket page draws the playoff bracket with its placeholders and lines", async ({ page }) => {
  await page.goto(`/event/${DEMO_EVENT_ID}/bracket`);
  const view = page.getByTestId("bracket-view");
  await expect(view.getByRole("heading", { name: "Playoffs" })).toBeVisible();
  await expect(view.locator('[data-testid^="bracket-match-"]')).toHaveCount(7);
  await expect(view.getByTestId("slot-1-1")).toContainText("Group A 1st");
  await expect(view.getByTestId("connection-1-win")).toBeVisible();
});

test("a result resolves the bracket live on the event page and in the bracket overlay; a match editor sees Resolve", async ({
  page,
  browser,
}) => {
  const { tokens } = e2eState();
  const [semi, upperFinal, lowerRound] = [1, 3, 4].map((n) => seedId(`match:playoff:${n}`));
  const edit = async (updatedData: Record<string, unknown>) => {
    const reply = await page.request.post("/actions/update-match-data", {
      data: { matchID: semi, updatedData },
      headers: { Authorization: `Bearer ${tokens.admin}` },
    });
    expect(reply.status(), await reply.text()).toBe(200);
  };
  await page.addInitScript((t) => localStorage.setItem("auth_token", t), tokens.admin);
  await page.goto(`/event/${DEMO_EVENT_ID}/bracket`);
  const view = page.getByTestId("bracket-view");
  await expect(view.getByTestId("slot-3-1")).not.toContainText("Aurora Foxes");

  try {
    await edit({ teams: [seedId("team:AUR"), seedId("team:CRT")], score_1: 3, score_2: 1 });
    // No reload: the server re-resolved the bracket and the page follows.
    await expect(view.getByTestId("slot-1-1")).toContainText("Aurora Foxes");
    await expect(view.getByTestId("slot-3-1")).toContainText("Aurora Foxes");
    await expect(view.getByTestId("slot-4-1")).toContainText("Crimson Tide");
    expect((await (await page.request.get(`/thing/${upperFinal}`)).json()).teams).toEqual([seedId("team:AUR")]);
    expect((await (await page.request.get(`/thing/${lowerRound}`)).json()).teams).toEqual([seedId("team:CRT")]);

    await page.getByTestId("bracket-resolve").click();
    await expect(view.getByRole("status")).toHaveText("Bracket resolved: nothing to change");

    const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await overlay.goto("/broadcast/main/bracket");
    // Aurora in the upper final, Crimson Tide in the semi and in the lower bracket: waited for together,
    // as the overlay's texts follow the matches as they arrive.
    await overlay.waitForFunction(() => {
      const texts: string[] = (window as any).__overlay?.texts() ?? [];
      return texts.includes("AURORA FOXES") && texts.filter((t) => t === "CRIMSON TIDE").length === 2;
    }, null);
    await overlay.close();
  } finally {
    // Leave the demo as the other suites expect it.
    await edit({ teams: null, score_1: null, score_2: null });
  }
  await expect(view.getByTestId("slot-3-1")).not.toContainText("Aurora Foxes");
  await expect(view.getByTestId("slot-1-1")).toContainText("Group A 1st");
});

test("a visitor who may not resolve brackets sees no Resolve button", async ({ page }) => {
  await page.goto(`/event/${DEMO_EVENT_ID}/bracket`);
  await expect(page.getByTestId("bracket-view").getByRole("heading", { name: "Playoffs" })).toBeVisible();
  await expect(page.getByTestId("bracket-resolve")).toHaveCount(0);
});
