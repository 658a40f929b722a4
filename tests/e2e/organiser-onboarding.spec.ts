// An organiser finds their way without guessing (issue 33): the event's settings link to the
// console scoped to the event, the console's event form states the blocks and links to
// Settings › Blocks, site staff set a player's website settings, a theme's logo uploads, form
// messages come once in the form's words with the server's limits on the inputs, and the
// dashboard tells an organiser how to set up their own client, which then runs at once.
import { shortId } from "../../domain/ids.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { expect, test, type Page } from "./test.ts";
import { e2eState } from "./state.ts";

const signIn = (page: Page, who: "admin" | "producer" | "stranger") =>
  page.addInitScript((t) => localStorage.setItem("auth_token", t), e2eState().tokens[who]);

// A 1x1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test.describe("organiser onboarding", () => {
  test("the event's settings open the console scoped to the event", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto(`/event/${shortId(DEMO_EVENT_ID)}/settings`);
    await page.getByTestId("settings-console-link").click();
    await expect(page).toHaveURL(/\/organiser\/teams$/);
    await expect(page.getByTestId("org-event-scope")).toHaveValue(DEMO_EVENT_ID);
    await expect(page.getByTestId("org-row").first()).toBeVisible();
  });

  test("the console's event form states a new event's blocks and links to Settings › Blocks", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/organiser/events/new");
    await expect(page.getByTestId("org-event-blocks")).toHaveText(
      "A new event starts with score reporting, rescheduling and standings off. Once it is created, switch them on under the event's Settings › Blocks.",
    );
    // The navbar events have their picker like the other relations.
    await expect(page.getByTestId("ref-search-navbar_events")).toBeVisible();
    await page.goto(`/organiser/events/${DEMO_EVENT_ID}`);
    await expect(page.getByTestId("org-event-block")).toHaveCount(3);
    await expect(page.getByTestId("org-event-block").first()).toContainText("Score reporting:");
    await page.getByTestId("org-event-blocks-link").click();
    await expect(page.getByTestId("settings-tab-blocks")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("blocks-score-use")).toBeVisible();
  });

  test("site staff set a player's website settings; event staff do not see them", async ({ page }) => {
    const moss = seedId("player:Moss");
    await signIn(page, "admin");
    await page.goto(`/organiser/players/${moss}`);
    const settings = page.getByTestId("field-website_settings");
    await settings.getByLabel("No profile editing").check();
    await page.getByTestId("org-save").click();
    await expect(page.getByTestId("org-saved")).toHaveText("Saved");
    await page.reload();
    await expect(page.getByTestId("field-website_settings").getByLabel("No profile editing")).toBeChecked();

    const staff = await page.context().newPage();
    await signIn(staff, "producer");
    await staff.goto(`/organiser/players/${moss}`);
    await expect(staff.getByTestId("field-name")).toBeVisible();
    await expect(staff.getByTestId("field-website_settings")).toHaveCount(0);
  });

  test("a theme's logo uploads in the console's Themes form", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/organiser/themes/new");
    await expect(page.getByTestId("org-theme-logo")).toContainText("Create the theme first");
    await page.getByTestId("field-name").fill("Logo Theme");
    await page.getByTestId("org-save").click();
    await expect(page.getByTestId("org-saved")).toBeVisible();
    await page.getByTestId("org-theme-logo-file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await page.getByTestId("org-theme-logo-upload").click();
    await expect(page.getByTestId("org-theme-logo-message")).toHaveText("Logo saved");
    await expect(page.getByTestId("org-theme-logo-image")).toHaveAttribute("src", /\/image\.webp\?id=/);
  });

  test("form messages come once, in the form's words, and inputs carry the server's limits", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/organiser/matches/new");
    await expect(page.getByTestId("field-forfeit_reason")).toHaveAttribute("maxlength", "500");
    await expect(page.getByTestId("field-custom_name")).toHaveAttribute("maxlength", "200");
    await page.goto("/organiser/broadcasts/new");
    await page.getByTestId("field-name").fill("Second main");
    await page.getByTestId("field-key").fill("main");
    await page.getByTestId("org-save").click();
    await expect(page.getByTestId("org-save-error")).toHaveText("Check the highlighted fields");
    await expect(page.getByTestId("field-error-key")).toHaveText("That key is taken");
    await expect(page.getByText("fields.key")).toHaveCount(0);
    await page.goto(`/organiser/matches/${seedId("match:0:4")}`);
    await page.getByTestId("field-first_to").fill("0");
    await page.getByTestId("org-save").click();
    await expect(page.getByTestId("field-error-first_to")).toHaveText("Use 1 or more");
    await expect(page.getByText(/Too small|expected number/)).toHaveCount(0);
  });

  test("the dashboard tells an organiser how to set up a client, and runs the one they create", async ({ page }) => {
    const stranger = await page.context().newPage();
    await signIn(stranger, "stranger");
    await stranger.goto("/dashboard");
    await expect(stranger.getByTestId("dashboard-denied")).toContainText("Ask the organiser of your broadcast");
    await expect(stranger.getByTestId("dashboard-setup")).toHaveCount(0);

    await signIn(page, "admin");
    await page.goto("/dashboard");
    await expect(page.getByTestId("dashboard-setup")).toContainText("A client you create is yours to run");
    await page.getByTestId("dashboard-setup").getByRole("link", { name: "production client" }).click();
    await expect(page).toHaveURL(/\/organiser\/clients\/new$/);
    await page.getByTestId("field-key").fill("morgan-desk");
    await page.getByTestId("ref-search-broadcast").fill("Main");
    await page.getByTestId("ref-results-broadcast").getByRole("button").first().click();
    await page.getByTestId("org-save").click();
    await expect(page.getByTestId("org-saved")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByTestId("dashboard-page")).toBeVisible();
  });
});
