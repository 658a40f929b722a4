import { expect, overlayTest as test } from "./test.ts";
import { actAndTime, bridge, expectFrame, openOverlay, pinBreakPanel, settle } from "./overlays-helpers.ts";
import { FIXTURES, fixtureTests } from "./overlay-fixtures.ts";
import { io } from "socket.io-client";
import { seedId } from "../../server/seed/demo.ts";
import { e2eState } from "./state.ts";
import { EVENTUALLY_MS } from "../eventually.ts";

test.use({ viewport: { width: 1920, height: 1080 } });

fixtureTests(FIXTURES.overlays);

test("an unknown overlay shows a card that says so, until OBS puts it on air", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const b = await openOverlay(page, "/broadcast/main/not-an-overlay");
  expect(b.error).toContain("not-an-overlay");
  expect(errors.join("\n")).toContain('unknown overlay "not-an-overlay"');
  await expect(page.getByTestId("unknown-overlay")).toContainText("Unknown overlay: not-an-overlay");
  await expectFrame(page, "unknown-overlay");
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("obsSourceActiveChanged", { detail: { active: true } })));
  await expect(page.getByTestId("unknown-overlay")).toHaveCount(0);
});

test("a bad option value falls back to its default with a warning", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  const b = await openOverlay(page, "/broadcast/main/tally-dot?align=sideways");
  expect(b.drawn).toBe(true);
  expect(warnings.join("\n")).toContain("align");
});

test("an overlay that stays still renders no frames", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/standings");
  const before = (await bridge(page)).frames;
  // Waits for nothing to happen: 1.5 s without a frame.
  await page.waitForTimeout(1500);
  expect((await bridge(page)).frames).toBe(before);
});

test("producer actions show in the overlay without a reload", async ({ page }) => {
  const { tokens } = e2eState();
  const broadcast = await (await page.request.get("/thing/broadcast-main")).json();
  const matchID = broadcast.live_match[0];
  // The demo's live match may be under way: its score is put back at the end.
  const seeded = await (await page.request.get(`/thing/${matchID}`)).json();

  await openOverlay(page, "/broadcast/main/ingame");
  await actAndTime(page, "update-match-data", { matchID, updatedData: { score_1: 0, score_2: 0 } }, tokens.producer, "0");
  const score = await actAndTime(page, "update-match-data", { matchID, updatedData: { score_1: 2, score_2: 1 } }, tokens.producer, "2");
  console.log(`score change drawn after ${score.ms} ms (version ${score.before} -> ${score.after})`);
  expect(score.after).toBeGreaterThan(score.before);
  expect(score.texts).toEqual(expect.arrayContaining(["2", "1", "MAP 4"]));
  await expectFrame(page, "ingame-after-score");

  const beforeWinner = await openOverlay(page, "/broadcast/main/winners?noAnimate");
  // At 2-1 of a first to 3 nobody has won: the winners graphic shows nothing yet.
  expect(beforeWinner.texts).toEqual([]);
  const win = await actAndTime(page, "update-match-data", { matchID, updatedData: { score_1: 3 } }, tokens.producer, "AURORA FOXES");
  console.log(`winner drawn after ${win.ms} ms`);
  expect(win.texts).toEqual(expect.arrayContaining(["WINNERS", "AURORA FOXES"]));
  await expectFrame(page, "winners");

  await pinBreakPanel(page, "Matchup");
  await openOverlay(page, "/broadcast/main/break");
  // The countdown ends 45 minutes from the server's clock (the demo data runs on its own clock).
  const { now } = await (await page.request.get("/time")).json();
  const countdown = await actAndTime(page, "update-broadcast", { countdownEnd: now + 45 * 60_000 }, tokens.producer, /^4[45]:\d\d$/);
  console.log(`countdown drawn after ${countdown.ms} ms`);
  expect(countdown.after).toBeGreaterThan(countdown.before);
  expect(countdown.texts.filter((text: string) => /^\d+:\d\d$/.test(text))).toEqual([expect.stringMatching(/^4[45]:\d\d$/)]);
  // The countdown's digits change each second: they are masked (as every clock's), the rest of the frame is compared.
  await expectFrame(page, "break-countdown");
  await pinBreakPanel(page, "Automated");

  await openOverlay(page, "/broadcast/main/desk");
  const notice = await actAndTime(
    page,
    "update-broadcast",
    { deskDisplayMode: "Notice (Team 2)", deskDisplayText: "Roster news|Fern joins the starting five" },
    tokens.producer,
    "Fern joins the starting five",
  );
  console.log(`desk notice drawn after ${notice.ms} ms`);
  expect(notice.texts).toEqual(expect.arrayContaining(["ROSTER NEWS", "Fern joins the starting five"]));
  await expectFrame(page, "desk-notice");
  const casters = await actAndTime(page, "update-broadcast", { deskDisplayMode: "Casters" }, tokens.producer, "CASTERS");
  console.log(`desk casters drawn after ${casters.ms} ms`);
  // The live match's two casters, named on the desk panel and on their own cards.
  expect(casters.texts).toEqual(
    expect.arrayContaining(["CASTERS", "Caster Quinn   ·   Caster Rowan", "CASTER QUINN  she/her", "CASTER ROWAN  he/him"]),
  );
  expect(casters.texts).not.toContain("Fern joins the starting five");
  await expectFrame(page, "desk-casters");
  // Back to the seeded state for the tests that follow.
  await actAndTime(page, "update-broadcast", { deskDisplayMode: null, countdownEnd: null }, tokens.producer, "3 - 1");
  await page.request.post("/actions/update-match-data", {
    headers: { Authorization: `Bearer ${tokens.producer}` },
    data: { matchID, updatedData: { score_1: seeded.score_1 ?? 0, score_2: seeded.score_2 ?? 0 } },
  });
});

test("a click plays the entrance behind the built-in stinger, and noAnimate shows it at once", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/versus?stingerText=Up%20next");
  expect((await bridge(page)).entrances).toBe(0);
  await page.mouse.click(10, 10); // hide
  await page.mouse.click(10, 10); // show: entrance
  const b = await bridge(page);
  expect(b.entrances).toBe(1);
  // Behind the stinger the teams come in: wait for them, however slowly software WebGL draws.
  await expect.poll(async () => (await bridge(page)).texts).toContain("AURORA FOXES");
  // The entrance ends where the scene was: the same frame as before it left.
  await expectFrame(page, "versus-entrance");

  await openOverlay(page, "/broadcast/main/stinger?stingerText=Up%20next");
  expect((await bridge(page)).texts).toEqual([]);
  await page.mouse.click(10, 10);
  // Software WebGL draws a few frames a second here: wait for the cover, not a fixed time.
  await page.waitForFunction(() => (window as any).__overlay.texts().includes("UP NEXT"), null);
  // The cover is caught mid-animation, so its pixels are not compared; once it has left, the frame is empty again.
  await expect.poll(async () => (await bridge(page)).texts).toEqual([]);
  await expectFrame(page, "stinger-after");
});

test("a client's tally follows its own stream software's scenes, not another client's of the same broadcast", async ({ page, browser }) => {
  const { tokens, port } = e2eState();
  const obs = io(`http://localhost:${port}`, { transports: ["websocket"], auth: { token: tokens.producer }, forceNew: true });
  await new Promise<void>((resolve, reject) => obs.once("connect", () => resolve()).once("connect_error", reject));
  const scenes = (previewScene: string, programScene: string) =>
    obs.timeout(EVENTUALLY_MS).emitWithAck("obs_data_change", { clientName: "producer", previewScene, programScene });
  const observer = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const wholeBroadcast = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const texts = async (p: typeof page) => (await bridge(p)).texts;
  try {
    await openOverlay(page, "/client/producer/tally-viewer?scene=Desk");
    await openOverlay(observer, "/client/observer/tally-viewer?scene=Desk");
    await openOverlay(wholeBroadcast, "/broadcast/main/tally-viewer?scene=Desk");
    expect(await scenes("Game", "Desk")).toEqual({ data: true });
    await expect.poll(() => texts(page)).toContain("LIVE");
    await expect.poll(() => texts(wholeBroadcast)).toContain("LIVE");
    expect(await scenes("Desk", "Game")).toEqual({ data: true });
    await expect.poll(() => texts(page)).toContain("PREVIEW");
    // The observer's tally heard both changes on the broadcast's room and kept to its own client: off.
    expect(await texts(observer)).toContain("OFF");
  } finally {
    // The server keeps the last state for reloads: leave the client disconnected for the next tests.
    await obs.timeout(EVENTUALLY_MS).emitWithAck("obs_disconnect", { clientName: "producer" });
    obs.close();
    await observer.close();
    await wholeBroadcast.close();
  }
});

test("production triggers from a Stream Deck reach the overlays of the broadcast", async ({ page, browser }) => {
  const { tokens, port } = e2eState();
  const deck = io(`http://localhost:${port}`, { transports: ["websocket"], auth: { token: tokens.producer }, forceNew: true });
  await new Promise<void>((resolve, reject) => deck.once("connect", () => resolve()).once("connect_error", reject));
  const trigger = (name: string) => deck.timeout(EVENTUALLY_MS).emitWithAck("prod_trigger", { trigger: name, broadcast: "main" });
  const texts = async (p = page) => (await bridge(p)).texts;
  try {
    await openOverlay(page, "/broadcast/main/desk?noAnimate");
    // Casters' name plates carry their pronouns (Show pronouns on desk is on in the demo).
    const [quinn, rowan] = ["CASTER QUINN  she/her", "CASTER ROWAN  he/him"];
    expect(await texts()).toEqual(expect.arrayContaining([quinn, rowan]));

    expect(await trigger("desk_hide")).toEqual({ data: true });
    await expect.poll(texts).toEqual([]);
    await trigger("desk_show");
    await expect.poll(texts).toContain(quinn);
    await trigger("desk_toggle");
    await expect.poll(texts).toEqual([]);
    await trigger("desk_toggle");
    await expect.poll(texts).toContain(quinn);

    await trigger("clear_talent");
    await expect.poll(texts).not.toContain(quinn);
    expect(await texts()).not.toContain(rowan);

    // Confetti: a burst renders frames; disabled, a burst renders nothing.
    const confetti = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await openOverlay(confetti, "/broadcast/main/confetti?noAnimate");
    await settle(confetti);
    const frames = async () => (await bridge(confetti)).frames;
    let before = await frames();
    await trigger("confetti_burst");
    await expect.poll(frames).toBeGreaterThan(before + 5);
    await trigger("confetti_disable");
    await settle(confetti);
    before = await frames();
    await trigger("confetti_burst");
    // Waits for nothing to happen: half a second in which a burst would have drawn frames.
    await confetti.waitForTimeout(500);
    expect(await frames()).toBe(before);
    await trigger("confetti_enable");
    await trigger("confetti_burst");
    await expect.poll(frames).toBeGreaterThan(before + 5);
    await confetti.close();

    expect(await trigger("not_a_trigger")).toMatchObject({ error: true, issues: [{ path: "trigger", message: "Unknown trigger" }] });
  } finally {
    deck.close();
  }
});

test("with Show banned heroes ingame, the ingame overlay shows each side's bans on the map being played", async ({ page }) => {
  const { tokens } = e2eState();
  const broadcast = await (await page.request.get("/thing/broadcast-main")).json();
  const matchID = broadcast.live_match[0];
  expect(broadcast.broadcast_settings).toContain("Show banned heroes ingame");
  const maps = async (mapData: unknown[]) => {
    const reply = await page.request.post("/actions/update-map-data", {
      data: { matchID, mapData },
      headers: { Authorization: `Bearer ${tokens.producer}` },
    });
    expect(reply.status(), await reply.text()).toBe(200);
  };
  // The demo's live match may be under way with maps of its own: this test plays map 1 with its own bans.
  const seeded = await (await page.request.get(`/thing/${matchID}`)).json();
  // Its maps as they are, to be put back as new rows (the map table is replaced whole).
  const seededMaps = await Promise.all(
    (seeded.maps ?? []).map(async (id: string) => {
      const record = await (await page.request.get(`/thing/${id}`)).json();
      return Object.fromEntries(Object.entries(record).filter(([k]) => k !== "id" && !k.startsWith("__")));
    }),
  );
  const score = (score_1: number, score_2: number) =>
    page.request.post("/actions/update-match-data", {
      headers: { Authorization: `Bearer ${tokens.producer}` },
      data: { matchID, updatedData: { score_1, score_2 } },
    });
  await score(0, 0);
  await openOverlay(page, "/broadcast/main/ingame?noAnimate");
  try {
    await maps([{ name: "Busan", number: 1, team_1_bans: [{ id: seedId("hero:Genji") }], team_2_bans: [{ id: seedId("hero:Mei") }] }]);
    await expect.poll(async () => (await bridge(page)).texts).toEqual(expect.arrayContaining(["GENJI", "MEI"]));
    await expectFrame(page, "ingame-bans");
    await page.goto("/broadcast/main/ingame?basic&noAnimate");
    await page.waitForFunction(() => (window as any).__overlay?.drawn);
    expect((await bridge(page)).texts).not.toContain("GENJI");
  } finally {
    await maps(seededMaps);
    await score(seeded.score_1 ?? 0, seeded.score_2 ?? 0);
  }
});

test("a broadcast's own CSS is applied to its overlay pages", async ({ page }) => {
  await openOverlay(page, "/broadcast/side/ingame");
  const css = () => page.evaluate(() => document.querySelector("style[data-source=broadcast_css]")?.textContent ?? "");
  expect(await css()).toContain("iframe { border-radius: 12px; }");
  await openOverlay(page, "/broadcast/main/ingame");
  expect(await css()).toBe("");
});

test("secondary schedules and breaks list the matches marked for secondary overlays", async ({ page }) => {
  const { tokens } = e2eState();
  // On the main broadcast's schedule and not played yet: once marked, it is the secondary break's next match.
  const match = seedId("match:1:5");
  const record = await (await page.request.get(`/thing/${match}`)).json();
  const teams = await Promise.all(record.teams.map(async (id: string) => (await page.request.get(`/thing/${id}`)).json()));
  const names = teams.map((t) => t.name.toUpperCase());
  const mark = async (state: boolean) => {
    const reply = await page.request.post("/actions/set-match-overlays", {
      data: { match, overlayType: "secondary", state },
      headers: { Authorization: `Bearer ${tokens.admin}` },
    });
    expect(reply.status(), await reply.text()).toBe(200);
  };
  await openOverlay(page, "/broadcast/main/schedule?secondary");
  expect((await bridge(page)).texts).not.toContain(names[0]);
  try {
    await mark(true);
    await expect.poll(async () => (await bridge(page)).texts).toEqual(expect.arrayContaining(names));
    const b = await openOverlay(page, "/broadcast/main/break?secondary&noAnimate");
    // The break's up-next row names teams by their codes.
    expect(b.texts).toEqual(expect.arrayContaining(["UP NEXT", ...teams.map((t) => t.code)]));
  } finally {
    await mark(false);
  }
});

test("the original Stream Deck module's triggers drive its client's overlays: toggle_cams and the talent triggers", async ({ page }) => {
  const { tokens, port } = e2eState();
  // The module's own socket: its token in the query, its client joined, triggers as positional arguments, no callbacks.
  const deck = io(`http://localhost:${port}`, { transports: ["websocket"], query: { token: tokens.producer }, forceNew: true });
  await new Promise<void>((resolve, reject) => deck.once("connect", () => resolve()).once("connect_error", reject));
  deck.emit("prod-join", "producer");
  const texts = async () => (await bridge(page)).texts;
  try {
    await openOverlay(page, "/client/producer/cams/ingame");
    expect(await texts()).toContain("KITSUNE");
    deck.emit("prod_trigger", "toggle_cams", "");
    await expect.poll(texts).toEqual([]);
    deck.emit("prod_trigger", "toggle_cams", "");
    await expect.poll(texts).toContain("KITSUNE");

    // The module's triggers reach its own client's overlays (the client it joined).
    await openOverlay(page, "/client/producer/desk?noAnimate");
    const quinn = "CASTER QUINN  she/her";
    expect(await texts()).toContain(quinn);
    deck.emit("prod_trigger", "hide_talent", "");
    await expect.poll(texts).toEqual([]);
    deck.emit("prod_trigger", "show_talent", "");
    await expect.poll(texts).toContain(quinn);
  } finally {
    deck.close();
  }
});
