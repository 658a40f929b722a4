// Issue 33: a corrected result after the next bracket match was played applies only on
// confirmation. The match editor shows which later matches it changes, and Confirm sends it
// again with `confirm: true`; the later match then gets the new winner and loses its result.
import { expect, test, type APIRequestContext } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { seedId } from "../../server/seed/demo.ts";
import { e2eState } from "./state.ts";

const PLAYOFF = (n: number) => seedId(`match:playoff:${n}`);
const [AUR, MNO, CRT, VRW] = ["AUR", "MNO", "CRT", "VRW"].map((code) => seedId(`team:${code}`));

async function edit(request: APIRequestContext, matchID: string, updatedData: Record<string, unknown>) {
  const reply = await request.post("/actions/update-match-data", {
    headers: { Authorization: `Bearer ${e2eState().tokens.admin}` },
    data: { matchID, updatedData },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

test("the match editor asks before a corrected result clears a later bracket match's result", async ({ browser, request }) => {
  // The demo's playoffs (a GSL bracket): both semifinals played, then the upper final.
  await edit(request, PLAYOFF(1), { teams: [AUR, MNO], score_1: 3, score_2: 0 });
  await edit(request, PLAYOFF(2), { teams: [CRT, VRW], score_1: 3, score_2: 0 });
  const upperFinal = async () => (await (await request.get(`/thing/${PLAYOFF(3)}`)).json()) as Record<string, unknown>;
  expect((await upperFinal()).teams).toEqual([AUR, CRT]);
  await edit(request, PLAYOFF(3), { score_1: 3, score_2: 1 });

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.addInitScript((t) => localStorage.setItem("auth_token", t), e2eState().tokens.admin);
  await page.goto(`/match/${shortId(PLAYOFF(1))}/editor`);
  await page.getByTestId("editor-score-1").fill("0");
  await page.getByTestId("editor-score-2").fill("3");
  await page.getByTestId("editor-score-save").click();
  const confirm = page.getByTestId("editor-score-confirm");
  await expect(confirm).toContainText("This changes Match 3 (Aurora Foxes vs Crimson Tide, 3-1)");
  await expect(confirm).toContainText("confirm to clear its result");
  // Nothing was written yet.
  expect(await upperFinal()).toMatchObject({ teams: [AUR, CRT], score_1: 3, score_2: 1 });

  await page.getByTestId("editor-score-confirm-yes").click();
  await expect(page.getByTestId("editor-score-notice")).toHaveText("Score set to 0-3");
  const after = await upperFinal();
  expect(after.teams).toEqual([MNO, CRT]);
  expect([after.score_1 ?? null, after.score_2 ?? null]).toEqual([null, null]);
  await context.close();
});
