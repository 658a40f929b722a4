import { expect, overlayTest as test, type Page } from "./test.ts";
import { io } from "socket.io-client";
import { bridge, expectFrame, openOverlay } from "./overlays-helpers.ts";
import { FIXTURES, fixtureTests } from "./overlay-fixtures.ts";
import { e2eState } from "./state.ts";
import { EVENTUALLY_MS } from "../eventually.ts";

test.use({ viewport: { width: 1920, height: 1080 } });

/** Console errors and page errors of a page, collected from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && m.text().startsWith("[") && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

fixtureTests(FIXTURES.match);

test("the bug and the maps title take the title option", async ({ page }) => {
  expect((await openOverlay(page, "/broadcast/main/bug?title=Grand%20Final")).texts).toContain("GRAND FINAL");
  expect((await openOverlay(page, "/broadcast/main/maps?title=Map%20pool&auto=score")).texts).toContain("MAP POOL");
});

test("audio draws nothing and plays each player's peer audio in a hidden, audio-only view", async ({ page }) => {
  const errors = watchErrors(page);
  const frames = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLIFrameElement>("iframe[data-testid^='dom-frame-audio-']")].map((f) => ({
        url: f.src,
        w: f.getBoundingClientRect().width,
        h: f.getBoundingClientRect().height,
      })),
    );
  const team = await openOverlay(page, "/broadcast/main/audio?key=team1");
  expect(team.drawn).toBe(true);
  expect(team.error).toBeNull();
  expect(team.texts).toEqual([]);
  const teamFrames = await frames();
  // One view per player of the team's roster (the demo's first team has six).
  expect(teamFrames.length).toBeGreaterThanOrEqual(5);
  expect(new Set(teamFrames.map((f) => f.url)).size).toBe(teamFrames.length);
  for (const f of teamFrames) {
    expect(f.url).toMatch(/[?&]view=\w+/);
    expect(f.url).toContain("&novideo");
    expect(f.url).not.toMatch(/&na(&|$)/);
    expect([f.w, f.h]).toEqual([0, 0]);
  }
  await expectFrame(page, "audio");
  const casters = await openOverlay(page, "/broadcast/main/audio?key=casters&buffer=500");
  expect(casters.texts).toEqual([]);
  const casterFrames = await frames();
  expect(casterFrames.length).toBe(2);
  for (const f of casterFrames) expect(f.url).toContain("&buffer=500");
  expect(errors).toEqual([]);
});

test("ingame-comms shows the listen-in bug while a team's comms are on, and follows the comms triggers", async ({ page, browser }) => {
  const { tokens, port } = e2eState();
  const deck = io(`http://localhost:${port}`, { transports: ["websocket"], auth: { token: tokens.crew }, forceNew: true });
  await new Promise<void>((resolve, reject) => deck.once("connect", () => resolve()).once("connect_error", reject));
  const trigger = (name: string, data?: unknown) =>
    deck.timeout(EVENTUALLY_MS).emitWithAck("prod_trigger", { trigger: name, data, broadcast: "main" });
  const texts = async (p = page) => (await bridge(p)).texts;
  const errors = watchErrors(page);
  try {
    await trigger("comms_disable");
    const off = await openOverlay(page, "/broadcast/main/ingame-comms?noAnimate");
    expect(off.drawn).toBe(true);
    expect(off.texts).toEqual([]);
    const onlyTeam1 = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await openOverlay(onlyTeam1, "/broadcast/main/ingame-comms?noAnimate&team=1&text=Team%20Voice");

    await trigger("comms_enable", 2);
    await expect.poll(() => texts()).toEqual(["LISTEN IN", "VERDANT WOLVES COMMS"]);
    // Restricted to team 1, the bug stays hidden while team 2 talks.
    expect(await texts(onlyTeam1)).toEqual([]);
    await expectFrame(page, "ingame-comms");

    await trigger("comms_enable", 1);
    await expect.poll(() => texts(onlyTeam1)).toEqual(["TEAM VOICE", "AURORA FOXES COMMS"]);
    await expectFrame(onlyTeam1, "ingame-comms-team");
    await onlyTeam1.close();

    await trigger("comms_disable");
    await expect.poll(() => texts()).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    deck.close();
  }
});
