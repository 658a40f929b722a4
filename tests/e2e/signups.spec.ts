// Sign-ups (issue 17; SPEC §1, §3 Signup data): an organiser opens an event's sign-ups, a
// player signs up through the form, the organiser finds them in the list, filters it,
// exports it and builds a team from two sign-ups. Runs on the Winter Invitational, whose
// sign-ups start closed, so the demo's main event stays as the other specs expect.
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Browser, type Page } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { DEMO_OTHER_EVENT_ID } from "../../server/seed/demo.ts";
import { e2eState } from "./state.ts";

const EVENT = `/event/${shortId(DEMO_OTHER_EVENT_ID)}`;
type Person = keyof ReturnType<typeof e2eState>["tokens"];

async function post(request: APIRequestContext, who: Person, key: string, data: unknown) {
  const reply = await request.post(`/actions/${key}`, { headers: { Authorization: `Bearer ${e2eState().tokens[who]}` }, data });
  expect(reply.ok(), await reply.text()).toBe(true);
}

async function openAs(browser: Browser, who: Person | null, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, acceptDownloads: true });
  const page = await context.newPage();
  if (who) await page.addInitScript((t) => localStorage.setItem("auth_token", t), e2eState().tokens[who]);
  await page.goto(path);
  return page;
}

test("a player signs up and the organiser builds a team from the sign-ups", async ({ browser, request }) => {
  await post(request, "admin", "set-signups-open", { event: DEMO_OTHER_EVENT_ID, open: true });
  let teamId: string | null = null;
  try {
    // Signed out: the Sign up tab shows, and asks to sign in first.
    const visitor = await openAs(browser, null, EVENT);
    await visitor.getByTestId("event-nav").getByText("Sign up", { exact: true }).click();
    await expect(visitor.getByTestId("signup-sign-in")).toHaveText("Sign in to sign up");
    await expect(visitor.getByTestId("signup-sign-in")).toHaveAttribute("href", /^\/login\?next=/);
    await visitor.context().close();

    // Moss signs up through the form; a bad SR is refused with the form's message first.
    const moss = await openAs(browser, "stranger", `${EVENT}/signup`);
    await moss.getByTestId("signup-main-role").selectOption("Support");
    await moss.getByTestId("signup-eligible-DPS").check();
    await moss.getByTestId("signup-sr").fill("5001");
    await moss.getByTestId("signup-submit").click();
    await expect(moss.getByTestId("signup-error")).toContainText("SR must be a whole number from 0 to 5000");
    await moss.getByTestId("signup-sr").fill("3860");
    await moss.getByTestId("signup-info").fill("Evenings only");
    await moss.getByTestId("signup-submit").click();
    await expect(moss.getByTestId("signup-done")).toContainText("You're signed up");
    await expect(moss.getByTestId("signup-sr")).toHaveText("3860");
    await expect(moss.getByTestId("signup-withdraw")).toBeVisible();
    // Edit keeps the answers in the form.
    await moss.getByTestId("signup-edit").click();
    await expect(moss.getByTestId("signup-sr")).toHaveValue("3860");
    await expect(moss.getByTestId("signup-info")).toHaveValue("Evenings only");

    // A second player signs up over the API.
    await post(request, "observer", "submit-signup", { event: DEMO_OTHER_EVENT_ID, main_role: "Tank", sr: 4100, eligible_roles: ["Tank"] });

    // Moss may not see the organisers' list.
    await moss.goto(`${EVENT}/signups`);
    await expect(moss.getByTestId("signups-denied")).toHaveText("You don't have permission to edit this event");
    await moss.context().close();

    const admin = await openAs(browser, "admin", `${EVENT}/signups`);
    const rows = admin.getByTestId("signup-row");
    await expect(rows).toHaveCount(2);
    // Highest SR first.
    await expect(rows.nth(0)).toContainText("Observer Sage");
    await expect(rows.nth(1)).toContainText("Moss");
    await expect(rows.nth(1)).toContainText("Evenings only");
    await admin.getByTestId("signups-filter-role").selectOption("Support");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Moss");
    await admin.getByTestId("signups-filter-role").selectOption("");
    await admin.getByTestId("signups-filter-min").fill("4000");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Observer Sage");
    await admin.getByTestId("signups-filter-min").fill("");
    await admin.getByTestId("signups-search").fill("moss");
    await expect(rows).toHaveCount(1);
    await admin.getByTestId("signups-search").fill("");
    await expect(rows).toHaveCount(2);

    const downloading = admin.waitForEvent("download");
    await admin.getByTestId("signups-export").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/signups\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("Player,Main role,SR,Tank SR,DPS SR,Support SR,Eligible roles,Notes for captains,Team");
    expect(csv).toContain("Moss,Support,3860,,,,Support; DPS,Evenings only,");

    // Moss already plays for one of the event's teams: refused, and nothing is created.
    await admin.getByRole("checkbox", { name: "Select Moss" }).check();
    await admin.getByRole("checkbox", { name: "Select Observer Sage" }).check();
    await expect(admin.getByTestId("signups-selected")).toContainText("2 selected");
    await expect(admin.getByTestId("signups-average")).toHaveText(String(Math.round((3860 + 4100) / 2)));
    await admin.getByTestId("signups-team-name").fill("Signup Squad");
    await admin.getByTestId("signups-team-create").click();
    await expect(admin.getByTestId("signups-team-error")).toContainText("Already on a team of this event: Moss");
    // Admin Morgan signs up too; the team is built from the two free players.
    await post(request, "admin", "submit-signup", { event: DEMO_OTHER_EVENT_ID, main_role: "DPS", sr: 3500, eligible_roles: ["DPS"] });
    await expect(rows).toHaveCount(3);
    await admin.getByRole("checkbox", { name: "Select Moss" }).uncheck();
    await admin.getByRole("checkbox", { name: "Select Admin Morgan" }).check();
    await expect(admin.getByTestId("signups-composition")).toContainText("Tank");
    await expect(admin.getByTestId("signups-average")).toHaveText(String(Math.round((3500 + 4100) / 2)));
    await admin.getByTestId("signups-team-code").fill("SSQ");
    await admin.getByTestId("signups-team-captain").selectOption({ label: "Observer Sage" });
    await admin.getByTestId("signups-team-create").click();
    await expect(admin.getByTestId("signups-team-notice")).toHaveText("Team Signup Squad created");
    // The list shows the new team beside both players.
    await expect(rows.filter({ hasText: "Observer Sage" })).toContainText("Signup Squad");
    teamId = `rec${(await admin.getByTestId("signups-team-link").getAttribute("href"))!.split("/").pop()}`;
    await admin.getByTestId("signups-team-link").click();
    const roster = admin.getByTestId("team-roster");
    await expect(roster).toContainText("Admin Morgan");
    await expect(roster.getByRole("row", { name: /Observer Sage/ })).toContainText("Captain");
    await admin.context().close();
  } finally {
    // Withdrawals need open sign-ups: withdraw, then close them again.
    for (const who of ["stranger", "observer", "admin"] as const)
      await request.post("/actions/withdraw-signup", {
        headers: { Authorization: `Bearer ${e2eState().tokens[who]}` },
        data: { event: DEMO_OTHER_EVENT_ID },
      });
    await post(request, "admin", "set-signups-open", { event: DEMO_OTHER_EVENT_ID, open: false });
    // The team leaves the winter event's pages, as the demo had it.
    if (teamId) await post(request, "admin", "archive-record", { table: "Teams", id: teamId, archived: true });
  }
});
