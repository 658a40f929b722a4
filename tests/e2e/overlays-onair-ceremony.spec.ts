import { expect, overlayTest as test, type Page } from "./test.ts";
import { bridge, expectFrame, openOverlay, settle } from "./overlays-helpers.ts";
import { LONG_NAME, VRW, expectNamesFit, renameTeam } from "./longNames.ts";
import { e2eState } from "./state.ts";
import { EVENTUALLY_MS } from "../eventually.ts";

// The ceremony graphics (champions, winners, the stinger) and the embeds (iframe, chat) as a
// viewer sees them on air (OVERLAYS.md "Broadcast design rules"). The live match is finished and
// its team renamed last: each spec file starts on a fresh demo seed, and tests run in order.
test.use({ viewport: { width: 1920, height: 1080 } });

/** Post the live match's scores as the crew's dashboard does. */
async function liveMatch(page: Page) {
  const { tokens } = e2eState();
  const broadcast = await (await page.request.get("/thing/broadcast-main")).json();
  const matchID: string = broadcast.live_match[0];
  const match = await (await page.request.get(`/thing/${matchID}`)).json();
  const post = async (updatedData: object) => {
    const res = await page.request.post("/actions/update-match-data", {
      headers: { Authorization: `Bearer ${tokens.crew}` },
      data: { matchID, updatedData },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  return { firstTo: (match.first_to ?? 3) as number, score: [match.score_1 ?? 0, match.score_2 ?? 0] as [number, number], post };
}

/** What the frame showed: the marked shapes and the fitted names, each time the page drew while the stinger played. */
interface StingerSample {
  covered: boolean;
  identity: boolean;
  names: { text: string; wanted: string; scale: number }[];
}

/** Play the stinger route (a click: OBS putting it on air) and sample every animation frame until it has left. */
function playStinger(page: Page, name: string): Promise<StingerSample[]> {
  return page.evaluate(
    ({ name, limit }) =>
      new Promise<StingerSample[]>((resolve, reject) => {
        const o = (window as any).__overlay;
        const samples: StingerSample[] = [];
        const t0 = performance.now();
        let started = false;
        const sample = () => {
          const marks: { label: string; x: number; w: number }[] = o.marks();
          const bands = marks.filter((m) => m.label === "stinger-band");
          samples.push({
            // Every band across the whole frame: the cover.
            covered: bands.length === 3 && bands.every((b) => b.x <= 0 && b.x + b.w >= 1920),
            identity: marks.some((m) => m.label === "stinger-identity"),
            names: o
              .textBoxes()
              .filter((b: { wanted: string }) => b.wanted.toLowerCase().includes(name.toLowerCase()))
              .map((b: { text: string; wanted: string; scale: number }) => ({ text: b.text, wanted: b.wanted, scale: b.scale })),
          });
          started ||= o.motion.playing;
          if (started && !o.motion.playing) return resolve(samples);
          if (performance.now() - t0 > limit) return reject(new Error(`the stinger did not finish: ${JSON.stringify(o.motion)}`));
          requestAnimationFrame(sample);
        };
        window.dispatchEvent(new MouseEvent("click"));
        requestAnimationFrame(sample);
      }),
    // Under software WebGL on a busy machine a frame can take seconds: a hang limit, not a speed.
    { name, limit: 4 * EVENTUALLY_MS },
  );
}

test("an embed that cannot be reached stays hidden, never the browser's error page; one that answers shows", async ({ page }) => {
  const { port } = e2eState();
  // A closed port: the browser loads its error page into the frame (and fires load for it).
  await openOverlay(page, `/broadcast/main/iframe?url=${encodeURIComponent("http://127.0.0.1:9/")}`);
  const frame = page.getByTestId("dom-frame-iframe");
  await expect(frame).toHaveAttribute("data-state", "failed");
  await expect(frame).toBeHidden();
  expect((await bridge(page)).texts).toEqual([]);
  // Another origin (127.0.0.1, not localhost) that answers: it shows.
  await openOverlay(page, `/broadcast/main/iframe?url=${encodeURIComponent(`http://127.0.0.1:${port}/health`)}`);
  await expect(frame).toHaveAttribute("data-state", "live");
  await expect(frame).toBeVisible();
});

test("a chat that cannot load leaves a card naming the chat it waits for, no empty frame and no error page", async ({ page }) => {
  // Twitch cannot be reached from the tests: the chat embed fails.
  await openOverlay(page, "/broadcast/main/chat");
  const frame = page.getByTestId("dom-frame-chat");
  await expect(frame).toHaveAttribute("data-state", "failed");
  await expect(frame).toBeHidden();
  // Its look is the chat fixture's screenshot (overlays-desk-media.spec.ts).
  expect((await bridge(page)).texts).toEqual(["CHAT", "TWITCH.TV/COMMUNITYCUP"]);
});

test("the stinger covers with the event's identity in motion, never an empty frame", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/stinger");
  const samples = await playStinger(page, "STARTING SOON");
  const covered = samples.filter((s) => s.covered);
  expect(covered.length, "frames in which the stinger covered the screen").toBeGreaterThan(0);
  for (const s of covered) {
    expect(s.identity, "the event's logo on the cover").toBe(true);
    expect(s.names.map((n) => n.text)).toContain("STARTING SOON");
  }
});

test("a winner taken back fades the winners card out instead of cutting it", async ({ page }) => {
  const match = await liveMatch(page);
  try {
    await match.post({ score_1: match.firstTo });
    await openOverlay(page, "/broadcast/main/winners");
    await settle(page);
    expect((await bridge(page)).texts).toEqual(expect.arrayContaining(["WINNERS", "AURORA FOXES"]));
    const before = (await bridge(page)).frames;
    await match.post({ score_1: match.score[0] });
    await expect.poll(async () => (await bridge(page)).texts).toEqual([]);
    await settle(page);
    // A cut draws one frame; a fade draws it going.
    expect((await bridge(page)).frames - before).toBeGreaterThan(2);
  } finally {
    await match.post({ score_1: match.score[0] });
  }
});

test("with a 41-character winner, winners, champions and the stinger fit the name and fill their cards", async ({ page }) => {
  // Three overlays, two screenshots and a stinger played frame by frame under software WebGL.
  test.setTimeout(180_000);
  await renameTeam(page, VRW, LONG_NAME);
  const match = await liveMatch(page);
  // Verdant Wolves take the match, 3-2.
  await match.post({ score_2: match.firstTo });

  const winners = await openOverlay(page, "/broadcast/main/winners?noAnimate&extra");
  expect(await expectNamesFit(page, LONG_NAME, "winners")).toBeGreaterThan(0);
  // The card holds the result: the final score the winner's first, the maps, the MVP.
  expect(winners.texts).toEqual(
    expect.arrayContaining(["WINNERS", `${match.firstTo} - ${match.score[0]}`, "LIJIANG TOWER", "KING'S ROW", "COLOSSEO", "MVP  ·  BLAZE"]),
  );
  await expectFrame(page, "winners-long-name");

  const champions = await openOverlay(page, "/broadcast/main/champions?noAnimate");
  expect(await expectNamesFit(page, LONG_NAME, "champions")).toBeGreaterThan(0);
  expect(champions.texts).toEqual(expect.arrayContaining(["CHAMPIONS", "COMMUNITY CUP SPRING 2026", "COMMUNITY CUP  ·  SEASON 3"]));
  const marks: { label: string }[] = await page.evaluate(() => (window as any).__overlay.marks());
  expect(marks.map((m) => m.label)).toContain("trophy");
  await expectFrame(page, "champions-long-name");

  // The stinger in the winner's colours, named by its text.
  await openOverlay(page, `/broadcast/main/stinger?team=2&stingerText=${encodeURIComponent(LONG_NAME)}`);
  const samples = await playStinger(page, LONG_NAME);
  const covered = samples.filter((s) => s.covered);
  expect(covered.length).toBeGreaterThan(0);
  for (const s of covered) {
    expect(s.identity).toBe(true);
    expect(s.names.length).toBeGreaterThan(0);
    for (const n of s.names) {
      expect(n.scale, `stinger: "${n.text}" shrunk under 70 %`).toBeGreaterThanOrEqual(0.7 - 1e-6);
      expect(n.text === n.wanted.toUpperCase() || n.text.endsWith("…"), `stinger: "${n.text}"`).toBe(true);
    }
  }
});
