// The organiser console (SPEC §2.5, issue 17), driven as Admin Morgan (every website role):
// lists with search and paging, creating, editing and archiving a team, and the audit beside
// the form with Undo.
import { expect, test, type Page } from "./test.ts";
import { DEMO_EVENT_ID } from "../../server/seed/demo.ts";
import { e2eState } from "./state.ts";

const ZONE = "America/New_York";
test.use({ timezoneId: ZONE });

async function signIn(page: Page) {
  await page.addInitScript((t) => localStorage.setItem("auth_token", t), e2eState().tokens.admin);
}

test.describe("organiser console", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("the Teams list shows the demo teams and a search narrows it", async ({ page }) => {
    await page.goto("/organiser/teams");
    const rows = page.getByTestId("org-row");
    // The demo has an Aurora Foxes in each of its two events.
    await expect(rows.filter({ hasText: "Aurora Foxes" }).first()).toBeVisible();
    await expect(rows.filter({ hasText: "Midnight Owls" }).first()).toBeVisible();
    const all = await rows.count();
    expect(all).toBeGreaterThanOrEqual(8);
    await page.getByTestId("org-search").fill("aur");
    await expect(rows.filter({ hasText: "Midnight Owls" })).toHaveCount(0);
    await expect(rows.filter({ hasText: "Aurora Foxes" }).first()).toBeVisible();
    await expect(page).toHaveURL(/q=aur/);
    // The nav names every table; the event scope lists the demo event.
    await expect(page.getByRole("navigation", { name: "Organiser console" }).getByRole("link")).toHaveText([
      "Event series",
      "Events",
      "Teams",
      "Players",
      "Matches",
      "Brackets",
      "Broadcasts",
      "Clients",
      "GFX",
      "News",
      "Headlines",
      "Heroes",
      "Maps",
      "Themes",
      "Stages",
      "Import",
      "Audit",
      "Webhooks",
    ]);
    await expect(page.getByTestId("org-event-scope").locator(`option[value="${DEMO_EVENT_ID}"]`)).toHaveCount(1);
  });

  test("the Players list pages", async ({ page }) => {
    await page.goto("/organiser/players?size=25");
    const pager = page.getByTestId("org-page");
    await expect(pager).toHaveText(/^Page 1 of \d+$/);
    const firstPage = await page.getByTestId("org-row").first().textContent();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(pager).toHaveText(/^Page 2 of \d+$/);
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("org-row").first()).not.toHaveText(firstPage ?? "");
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(pager).toHaveText(/^Page 1 of \d+$/);
    await expect(page.getByTestId("org-total")).toHaveText(/^\d+ players$/);
  });

  test("a team is created in the demo event, edited, its change undone, and archived", async ({ page }) => {
    await page.goto("/organiser/teams");
    await page.getByTestId("org-event-scope").selectOption(DEMO_EVENT_ID);
    await page.getByTestId("org-new").click();
    await expect(page.getByTestId("org-edit-title")).toHaveText("New team");
    // Scoped to the demo event, the new team starts in it.
    await expect(page.getByTestId("chip-event")).toHaveCount(1);

    // A missing name is refused by the form, next to the field.
    await page.getByTestId("org-save").click();
    await expect(page.getByTestId("field-error-name")).toHaveText("Required");

    await page.getByTestId("field-name").fill("Console Cats");
    await page.getByTestId("field-code").fill("CAT");
    await page.getByTestId("org-save").click();
    await expect(page.getByTestId("org-saved")).toHaveText("Saved");
    await expect(page).toHaveURL(/\/organiser\/teams\/rec[0-9A-Za-z]+$/);
    await expect(page.getByTestId("org-edit-title")).toHaveText("Console Cats");
    const teamUrl = page.url();

    // In the console's list (scoped to the event) and on the public teams page.
    await page.getByRole("link", { name: "← Teams" }).click();
    await page.getByTestId("org-search").fill("console");
    await expect(page.getByTestId("org-row").filter({ hasText: "Console Cats" })).toContainText("CAT");
    await page.goto("/teams?q=Console");
    await expect(page.getByTestId("team-row").filter({ hasText: "Console Cats" })).toBeVisible();

    // Edit: the code changes, and the audit beside the form says who changed what.
    await page.goto(teamUrl);
    await expect(page.getByTestId("field-code")).toHaveValue("CAT");
    await expect(page.getByTestId("chip-event")).toHaveText(/^Community Cup Spring/);
    await page.getByTestId("field-code").fill("CATS");
    await page.getByTestId("org-save").click();
    await expect(page.getByTestId("org-saved")).toHaveText("Saved");
    const entry = page.getByTestId("org-audit-entry").filter({ hasText: "CAT → CATS" });
    await expect(entry).toContainText("Admin Morgan");
    await expect(entry).toContainText("save-record");

    // Undo it from the audit, after a confirm.
    await entry.getByTestId("org-undo").click();
    await page.getByTestId("org-undo-yes").click();
    await expect(page.getByTestId("org-audit-notice")).toContainText("Undone");
    await expect(page.getByTestId("field-code")).toHaveValue("CAT");

    // The input takes no more than the server does (6 letters); a bad field comes back from the
    // server next to it, once, in the form's words.
    await expect(page.getByTestId("field-code")).toHaveAttribute("maxlength", "6");
    await page.getByTestId("field-name").fill("");
    await page.getByTestId("org-save").click();
    await expect(page.getByTestId("field-error-name")).toHaveText("Required");
    await page.getByTestId("field-name").fill("Console Cats");

    // Archive: gone from the public list, marked in the console's.
    await page.getByTestId("org-archive").click();
    await expect(page.getByTestId("org-archive-message")).toHaveText("Archived");
    // The public list loads in full, then filters in the browser.
    await page.goto("/teams");
    await expect(page.getByTestId("team-row").first()).toBeVisible();
    await page.getByTestId("team-filter").fill("Console");
    await expect(page.getByTestId("team-row").filter({ hasText: "Console Cats" })).toHaveCount(0);
    await page.goto("/organiser/teams?archived=only&q=console");
    await expect(page.getByTestId("org-row").filter({ hasText: "Console Cats" })).toContainText("Archived");
  });

  test("the audit page shows a match's changes", async ({ page }) => {
    await page.goto("/organiser/audit");
    await page.getByTestId("ref-search-audit-match").fill("Aurora");
    const option = page.getByTestId("ref-results-audit-match").getByRole("button").first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/match=rec/);
    await expect(page.getByTestId("org-audit")).toBeVisible();
    await expect(page.getByTestId("org-audit-error")).toHaveCount(0);
  });
});
