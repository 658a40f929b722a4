// The organiser's import page (issue 17), as Admin Morgan: a pasted CSV with a bad row shows
// that row's error and cannot be imported; fixed, it imports in one go and the event's
// rosters show the new team. The team is archived again afterwards.
import { expect, test } from "./test.ts";
import { DEMO_OTHER_EVENT_ID } from "../../server/seed/demo.ts";
import { e2eState } from "./state.ts";

const TEAM = "Import Herons";

test("an organiser previews a CSV, fixes its bad row and imports a team", async ({ page, request }) => {
  await page.addInitScript((t) => localStorage.setItem("auth_token", t), e2eState().tokens.admin);
  await page.goto("/organiser/import");
  await page.getByTestId("import-event").selectOption(DEMO_OTHER_EVENT_ID);
  await page.getByTestId("import-kind").selectOption("teams");
  await page.getByLabel("File contents").fill(`name,code,players,captain\n${TEAM},IMH,Wader;Egret,Wader\n,BAD,,\n`);
  await page.getByTestId("import-preview").click();

  const rows = page.getByTestId("import-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId("import-row-status")).toHaveText("New");
  await expect(rows.nth(1).getByTestId("import-row-status")).toHaveText("Error");
  await expect(rows.nth(1).getByTestId("import-row-errors")).toHaveText("name: Required");
  await expect(page.getByTestId("import-counts")).toContainText("1 with errors");
  await expect(page.getByTestId("import-confirm")).toBeDisabled();

  // Editing the text drops the preview: the fixed file is previewed again before it imports.
  await page.getByLabel("File contents").fill(`name,code,players,captain\n${TEAM},IMH,Wader;Egret,Wader\n`);
  await expect(page.getByTestId("import-confirm")).toHaveCount(0);
  await page.getByTestId("import-preview").click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId("import-confirm")).toHaveText("Import 1 row");
  await page.getByTestId("import-confirm").click();

  const done = page.getByTestId("import-done");
  await expect(done).toContainText("Imported: 1 created, 0 updated, 0 unchanged.");
  const teamHref = await done.getByRole("link", { name: TEAM }).getAttribute("href");
  const teamId = `rec${teamHref!.split("/").pop()}`;
  try {
    await done.getByTestId("import-event-link").click();
    const card = page.getByTestId("roster-card").filter({ hasText: TEAM });
    await expect(card).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveText([/Wader.*Captain/, /Egret/]);
  } finally {
    const reply = await request.post("/actions/archive-record", {
      headers: { Authorization: `Bearer ${e2eState().tokens.admin}` },
      data: { table: "Teams", id: teamId, archived: true },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
  }
});

test.describe("matches", () => {
  test.use({ timezoneId: "America/New_York" });

  test("a match preview shows local starts in the browser's zone and names unknown teams", async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("auth_token", t), e2eState().tokens.admin);
    await page.goto("/organiser/import");
    await page.getByTestId("import-event").selectOption(DEMO_OTHER_EVENT_ID);
    await page.getByTestId("import-kind").selectOption("matches");
    await expect(page.getByTestId("import-timezone")).toHaveValue("America/New_York");
    await page
      .getByLabel("File contents")
      .fill("team_1,team_2,start,first_to\nAurora Foxes,Midnight Owls,2026-12-05 19:00,3\nAurora Foxes,Nobody,2026-12-06 19:00,3\n");
    await page.getByTestId("import-preview").click();
    const rows = page.getByTestId("import-row");
    await expect(rows.nth(0)).toContainText("start: Dec 5, 2026, 7:00 PM (America/New_York)");
    await expect(rows.nth(1).getByTestId("import-row-errors")).toContainText('team_2: unknown team "Nobody"');
    await expect(page.getByTestId("import-confirm")).toBeDisabled();
  });
});
