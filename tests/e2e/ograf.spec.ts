// Issue 36: our overlays as EBU OGraf graphics. A renderer of our own that follows the
// specification (tests/ograf/renderer.js), on an origin other than our server's, loads each
// graphic listed at /ograf/index.json and drives it as a playout tool would. What is checked
// is what the renderer's output shows: the page is screenshot with a transparent background
// and its painted pixels counted and compared.
import type { Server } from "node:http";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { unzipSync } from "fflate";
import sharp from "sharp";
import type { Browser, Page } from "@playwright/test";
import { BREAK } from "../../overlays/break/layout.ts";
import { E2E_PORT } from "../../playwright.config.ts";
import { seedId } from "../../server/seed/demo.ts";
import { defaultsOf, manifestProblems } from "../ograf/manifestCheck.ts";
import { startRendererServer } from "../ograf/rendererServer.ts";
import { e2eState, ografRendererPortOf } from "./state.ts";
import { expect, test } from "./test.ts";

const SERVER = `http://localhost:${E2E_PORT}`;
const RENDERER = `http://localhost:${ografRendererPortOf(E2E_PORT)}`;
const LIVE = { server: SERVER, broadcast: "main" };
const LIVE_MATCH = seedId("match:0:4");
const manifestOf = (id: string) => `${SERVER}/ograf/${id}/${id}.ograf.json`;

/** Per graphic: its data beyond the manifest's defaults, and an update that changes what it draws. */
const PLAN: Record<string, { data?: Record<string, unknown>; update: Record<string, unknown> }> = {
  ingame: { update: { team1Score: 2 } },
  versus: { update: { team1Name: "Golden Owls" } },
  // The other team reaches First to: it is the winner now.
  winners: { update: { team1Score: 1, team2Score: 3 } },
  break: { update: { title: "Back in five" } },
  "break-bar": { update: { title: "Back in five" } },
  schedule: { update: { schedule: [{ team1Name: "Golden Owls", team2Name: "Silver Foxes" }] } },
  standings: { data: LIVE, update: { stage: "Group B" } },
  bracket: { data: LIVE, update: { small: true } },
  desk: { update: { casters: ["Robin Park"] } },
  "lower-third": { update: { name: "Taylor Quinn" } },
  clock: { update: { title: "Stockholm" } },
  stinger: { update: { title: "Grand final" } },
};

interface Answer {
  statusCode: number;
  statusMessage?: string;
  currentStep?: number;
}
interface Frame {
  painted: number;
  pixels: Buffer;
}

let renderer: Server;
const packages = mkdtempSync(join(tmpdir(), "ograf-packages-"));
let page: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  renderer = await startRendererServer(ografRendererPortOf(E2E_PORT), packages);
  page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await page.goto(`${RENDERER}/`);
  await expect(page.locator("body[data-ready=true]")).toBeAttached();
});
test.afterAll(async () => {
  await page.context().close();
  await new Promise((resolve) => renderer.close(resolve));
  rmSync(packages, { recursive: true, force: true });
});

/**
 * What the renderer's output shows now: the page after two animation frames, its painted
 * pixels and their bytes; with `clip`, only that part (a quicker shot, for what lasts a moment).
 */
async function frame(clip?: { x: number; y: number; width: number; height: number }): Promise<Frame> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { data, info } = await sharp(await page.screenshot({ omitBackground: true, clip }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  let painted = 0;
  for (let i = info.channels - 1; i < data.length; i += info.channels) if (data[i] > 0) painted++;
  return { painted, pixels: data };
}
const painted = async () => (await frame()).painted;
const same = (a: Frame, b: Frame) => a.pixels.equals(b.pixels);

async function add(id: string, data?: Record<string, unknown>, renderType = "realtime"): Promise<Answer> {
  const { answer } = await page.evaluate(
    async ([url, data, renderType]) => {
      const ograf = (window as any).ograf;
      const manifest = await (await fetch(url)).json();
      return ograf.add(url, { renderType, data: { ...ograf.defaults(manifest.schema), ...data } });
    },
    [manifestOf(id), data ?? {}, renderType] as const,
  );
  return answer as Answer;
}
const call = (method: string, params: unknown = {}): Promise<Answer> =>
  page.evaluate(([m, p]) => (window as any).ograf.call(m, p), [method, params] as const);
const remove = (): Promise<Answer> => page.evaluate(() => (window as any).ograf.remove());

test("/ograf/index.json lists the graphics; each manifest follows the specification and is served to any origin", async ({ request }) => {
  const index = await request.get("/ograf/index.json", { headers: { Origin: RENDERER } });
  expect(index.headers()["access-control-allow-origin"]).toBe("*");
  const { graphics } = (await index.json()) as { graphics: { id: string; name: string; manifest: string; package: string }[] };
  expect(graphics.length).toBeGreaterThanOrEqual(12);
  expect(graphics.map((g) => g.id).sort()).toEqual(Object.keys(PLAN).sort());
  for (const g of graphics) {
    expect(g.manifest).toBe(manifestOf(g.id));
    const reply = await request.get(g.manifest, { headers: { Origin: RENDERER } });
    expect(reply.headers()["access-control-allow-origin"]).toBe("*");
    const manifest = (await reply.json()) as Record<string, unknown>;
    expect(manifestProblems(manifest, g.manifest.split("/").pop()), g.id).toEqual([]);
    expect(manifest.name).toBe(g.name);
    const main = await request.get(new URL(String(manifest.main), g.manifest).href, { headers: { Origin: RENDERER } });
    expect(main.status()).toBe(200);
    expect(main.headers()["access-control-allow-origin"]).toBe("*");
    expect(main.headers()["content-type"]).toMatch(/javascript/);
  }
  expect((await request.get("/ograf/nothing/here.mjs")).status()).toBe(404);
});

for (const [id, plan] of Object.entries(PLAN)) {
  test(`${id}: loads, paints nothing before playAction, draws its update, paints nothing after stopAction, and disposes`, async () => {
    expect(await add(id, plan.data)).toMatchObject({ statusCode: 200 });
    expect(await painted(), "before playAction").toBe(0);
    if (id === "stinger") {
      // A transition (stepCount 0): it covers and uncovers by itself. Screenshots wait while it
      // moves (software compositing), so its covered frame is checked in non-real time below.
      const played = await call("playAction", {});
      expect(played).toMatchObject({ statusCode: 200 });
      expect(played.currentStep).toBeUndefined();
      expect(await painted(), "the stinger has gone by itself").toBe(0);
      expect(await call("updateAction", { data: plan.update })).toMatchObject({ statusCode: 200 });
    } else {
      expect(await call("playAction", {})).toMatchObject({ statusCode: 200, currentStep: 0 });
      const shown = await frame();
      expect(shown.painted, "after playAction").toBeGreaterThan(1000);
      expect(await call("updateAction", { data: plan.update })).toMatchObject({ statusCode: 200 });
      await expect.poll(async () => same(await frame(), shown), { message: "draws its update" }).toBe(false);
    }
    expect(await call("stopAction", {})).toMatchObject({ statusCode: 200 });
    await expect.poll(painted, { message: "after stopAction" }).toBe(0);
    expect(await remove()).toMatchObject({ statusCode: 200 });
  });
}

test("actions in any order: stop or update before play, skipAnimation, a play cut short, play past the last step", async () => {
  expect(await add("ingame")).toMatchObject({ statusCode: 200 });
  expect(await call("stopAction", {})).toMatchObject({ statusCode: 200 });
  expect(await call("updateAction", { data: { team1Score: 1 } })).toMatchObject({ statusCode: 200 });
  expect(await painted()).toBe(0);

  // skipAnimation: the final frame at once, the same one the animated entrance ends on.
  expect(await call("playAction", { skipAnimation: true })).toMatchObject({ statusCode: 200, currentStep: 0 });
  const cut = await frame();
  expect(cut.painted).toBeGreaterThan(1000);
  expect(await call("stopAction", { skipAnimation: true })).toMatchObject({ statusCode: 200 });
  expect(await painted()).toBe(0);
  expect(await call("playAction", {})).toMatchObject({ statusCode: 200, currentStep: 0 });
  expect(same(await frame(), cut)).toBe(true);

  // Past its one step a play goes to the end (OGraf: a step ≥ stepCount is the end).
  const last = await call("playAction", {});
  expect(last).toMatchObject({ statusCode: 200 });
  expect(last.currentStep).toBeUndefined();
  await expect.poll(painted).toBe(0);

  // An action while another plays: the entrance is cut short by a stop, and both answer.
  await page.evaluate(() => (window as any).ograf.start("playAction", {}));
  expect(await call("stopAction", { skipAnimation: true })).toMatchObject({ statusCode: 200 });
  expect(await page.evaluate(() => (window as any).ograf.settle())).toMatchObject({ statusCode: 200 });
  expect(await painted()).toBe(0);

  expect(await call("customAction", { id: "confetti", payload: {} })).toMatchObject({ statusCode: 404 });
  expect(await remove()).toMatchObject({ statusCode: 200 });
});

test("bad data answers a 4xx with what is wrong, and the graphic keeps drawing what it drew", async () => {
  expect(await add("ingame")).toMatchObject({ statusCode: 200 });
  await call("playAction", {});
  const before = await frame();
  for (const data of [{ team1Score: "three" }, { team1Color: "blue" }, { server: SERVER }, { scoreTeam1: 2 }]) {
    const answer = await call("updateAction", { data });
    expect(answer.statusCode, JSON.stringify(data)).toBe(400);
    expect(answer.statusMessage, JSON.stringify(data)).toMatch(/^(team1Score|team1Color|broadcast|data): |scoreTeam1/);
  }
  expect(same(await frame(), before)).toBe(true);
  // A schedule that is not one, and non-real-time calls to a graphic loaded in real time.
  const schedule = [{ timestamp: -5, action: { type: "playAction", params: {} } }];
  expect(await call("setActionsSchedule", { schedule })).toMatchObject({
    statusCode: 400,
    statusMessage: expect.stringContaining("schedule: 0.timestamp"),
  });
  expect(await call("goToTime", { timestamp: 100 })).toMatchObject({ statusCode: 409 });
  expect(same(await frame(), before)).toBe(true);
  expect(await remove()).toMatchObject({ statusCode: 200 });

  // Missing fields in load: a schedule entry without its second team, a live-only graphic without a server.
  expect(await add("schedule", { schedule: [{ team1Name: "Golden Owls" }] })).toMatchObject({
    statusCode: 400,
    statusMessage: expect.stringContaining("team2Name"),
  });
  expect(await add("standings")).toMatchObject({ statusCode: 400, statusMessage: expect.stringContaining("server") });
  expect(await add("ingame", { server: SERVER, broadcast: "no-such-broadcast" })).toMatchObject({ statusCode: 404 });
  expect(await painted()).toBe(0);
  await remove();
});

test("the break's steps are its panels: each playAction shows the next, and past the last it goes out", async () => {
  // Only the main panel is compared: the title bar's clock and the ticker move on their own.
  const panel = () => frame({ x: BREAK.main.x, y: BREAK.main.y, width: BREAK.main.w, height: BREAK.main.h });
  expect(await add("break")).toMatchObject({ statusCode: 200 });
  expect(await call("playAction", {})).toMatchObject({ statusCode: 200, currentStep: 0 });
  const schedule = await panel();
  expect(await call("playAction", {})).toMatchObject({ statusCode: 200, currentStep: 1 });
  await expect.poll(async () => same(await panel(), schedule)).toBe(false);
  expect(await call("playAction", { goto: 0 })).toMatchObject({ statusCode: 200, currentStep: 0 });
  await expect.poll(async () => same(await panel(), schedule)).toBe(true);
  expect(await call("playAction", { goto: 3 })).toMatchObject({ statusCode: 200 });
  await expect.poll(painted).toBe(0);
  await remove();
});

test("a live-bound scorebug follows the broadcast: a score changed on our server reaches the renderer", async ({ request }) => {
  expect(await add("ingame", LIVE)).toMatchObject({ statusCode: 200 });
  expect(await call("playAction", {})).toMatchObject({ statusCode: 200 });
  const before = await frame();
  expect(before.painted).toBeGreaterThan(1000);
  const reply = await request.post("/actions/update-match-data", {
    headers: { Authorization: `Bearer ${e2eState().tokens.admin}` },
    data: { matchID: LIVE_MATCH, updatedData: { score_1: 3, score_2: 2 } },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  await expect.poll(async () => same(await frame(), before), { message: "the new score is drawn" }).toBe(false);
  await remove();
});

for (const id of ["ingame", "versus", "lower-third"]) {
  test(`non-real time: ${id} renders the frame of a time exactly, the same pixels for the same time`, async () => {
    expect(await add(id, {}, "non-realtime")).toMatchObject({ statusCode: 200 });
    const schedule = [
      { timestamp: 500, action: { type: "playAction", params: {} } },
      { timestamp: 2000, action: { type: "updateAction", params: { data: PLAN[id].update } } },
      { timestamp: 3000, action: { type: "stopAction", params: {} } },
    ];
    expect(await call("setActionsSchedule", { schedule })).toMatchObject({ statusCode: 200 });
    const at = async (timestamp: number) => {
      expect(await call("goToTime", { timestamp })).toMatchObject({ statusCode: 200 });
      return frame();
    };
    expect((await at(0)).painted, "before the scheduled play").toBe(0);
    const entering = await at(650);
    const entered = await at(1500);
    const updated = await at(2500);
    const leaving = await at(3100);
    expect((await at(4500)).painted, "after the scheduled stop").toBe(0);
    expect(entering.painted).toBeGreaterThan(0);
    expect(same(entering, entered), "mid-entrance differs from the end of it").toBe(false);
    expect(same(entered, updated), "the scheduled update is drawn").toBe(false);
    expect(same(updated, leaving), "the exit has begun").toBe(false);
    // Back and forth, out of order: each time gives exactly its frame again.
    for (const [time, expected] of [
      [2500, updated],
      [650, entering],
      [3100, leaving],
      [1500, entered],
    ] as const) {
      expect(same(await at(time), expected), `${time} ms again`).toBe(true);
    }
    expect(await call("goToTime", { timestamp: -1 })).toMatchObject({ statusCode: 400 });
    await remove();
  });
}

test("non-real time: the stinger covers the screen at its cover and leaves by itself, the same pixels for the same time", async () => {
  expect(await add("stinger", {}, "non-realtime")).toMatchObject({ statusCode: 200 });
  expect(await call("setActionsSchedule", { schedule: [{ timestamp: 500, action: { type: "playAction", params: {} } }] })).toMatchObject({
    statusCode: 200,
  });
  const at = async (timestamp: number) => {
    expect(await call("goToTime", { timestamp })).toMatchObject({ statusCode: 200 });
    return frame();
  };
  expect((await at(400)).painted).toBe(0);
  const sweeping = await at(560);
  // Its cover is 0.61 s in, held half a second.
  const covered = await at(1300);
  expect(covered.painted).toBeGreaterThan(1920 * 1080 * 0.99);
  expect(sweeping.painted).toBeGreaterThan(0);
  expect(sweeping.painted).toBeLessThan(covered.painted);
  expect((await at(4000)).painted, "gone by itself").toBe(0);
  expect(same(await at(1300), covered)).toBe(true);
  expect(same(await at(560), sweeping)).toBe(true);
  await remove();
});

test("a graphic's package (/ograf/<id>.zip) runs from disk, with nothing of our server", async ({ request }) => {
  const reply = await request.get("/ograf/ingame.zip");
  expect(reply.status()).toBe(200);
  expect(reply.headers()["content-disposition"]).toContain("ingame.zip");
  const files = unzipSync(new Uint8Array(await reply.body()));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["ingame/ingame.ograf.json", "ingame/ingame.mjs"]));
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(packages, name)), { recursive: true });
    writeFileSync(join(packages, name), bytes);
  }
  const manifest = JSON.parse(new TextDecoder().decode(files["ingame/ingame.ograf.json"])) as {
    schema: { properties: Record<string, { default?: unknown }> };
  };
  const { answer } = await page.evaluate(([url, data]) => (window as any).ograf.add(url, { data }), [
    `${RENDERER}/packages/ingame/ingame.ograf.json`,
    defaultsOf(manifest.schema),
  ] as const);
  expect(answer).toMatchObject({ statusCode: 200 });
  await call("playAction", {});
  expect(await painted()).toBeGreaterThan(1000);
  await remove();
});
