// Event settings and team settings (SPEC §2.5) over HTTP: who may change what, what is
// refused, and that a refusal writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocksObject, parseEventBlocks } from "../../domain/eventBlocks.ts";
import { PERMISSION_MESSAGES } from "../../domain/permissions.ts";
import { SETTINGS_MESSAGES } from "../../domain/eventSettings.ts";
import { DEMO_EVENT_ID, DEMO_OTHER_EVENT_ID, DEMO_PRODUCER_ID, DEMO_SUBDOMAIN, seedId } from "../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "./harness.ts";

const AUR = seedId("team:AUR");
const KITSUNE = seedId("player:Kitsune");
let t: TestServer;
let producer: string;
let captain: string;
let stranger: string;

beforeAll(async () => {
  t = await startTestServer();
  await t.store.transaction((tx) => tx.insert("Players", { name: "Settings Stranger" }, seedId("settings:stranger")));
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
  captain = await t.tokenFor(KITSUNE);
  stranger = await t.tokenFor(seedId("settings:stranger"));
});
afterAll(() => t?.close());

const event = async (id = DEMO_EVENT_ID) => (await t.store.getTyped(id, "Events"))!;
const eventSettings = (settings: Record<string, unknown>, token = producer, id = DEMO_EVENT_ID) =>
  t.post("/actions/update-event-settings", { event: id, settings }, token);

describe("update-event-settings", () => {
  it("lets the event's staff producer change the name, blocks, about and broadcast CSS, keeping unknown blocks", async () => {
    const before = blocksObject((await event()).blocks);
    const reply = await eventSettings({
      name: "Community Cup Spring 2026 (edited)",
      short: "Spring Edit",
      about: "<p>New <em>about</em></p>",
      broadcast_css: ".overlay { color: red; background: url(/img/bg.png); }",
      blocks: {
        reporting: { score: { use: true, staffApprove: false, opponentApprove: true }, rescheduling: { use: false } },
        signups: { open: true, splitSrByRole: true, showAllSrInputs: false },
        foldy: null,
      },
    });
    expect(reply).toMatchObject({ status: 200, body: { data: { id: DEMO_EVENT_ID } } });
    const saved = await event();
    expect(saved).toMatchObject({ name: "Community Cup Spring 2026 (edited)", short: "Spring Edit", about: "<p>New <em>about</em></p>" });
    expect(saved.broadcast_css).toBe(".overlay { color: red; background: url(/img/bg.png); }");
    const blocks = blocksObject(saved.blocks);
    expect(blocks.foldy).toBeUndefined();
    expect(blocks.standings).toEqual(before.standings);
    expect(blocks.draft).toEqual(before.draft);
    expect(blocks.signups).toEqual({ open: true, splitSrByRole: true, showAllSrInputs: false });
    expect(parseEventBlocks(saved.blocks).reporting.score).toEqual({ use: true, staffApprove: false, opponentApprove: true });
  });

  it("refuses unsafe broadcast CSS with the problem and its line, writing nothing", async () => {
    const revision = await t.store.revision();
    const reply = await eventSettings({
      short: "Never saved",
      broadcast_css: "a { color: red; }\n@import url(https://evil.example/x.css);",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toBe("Line 2: @import is not allowed in broadcast CSS");
    expect(await t.store.revision()).toBe(revision);
    expect((await event()).short).toBe("Spring Edit");
  });

  it.each([
    ['image-set(linear-gradient(red, blue) 2x, "https://evil.example/a.png" 1x)', "https://evil.example/a.png"],
    ['image-set("a).png" 2x, "https://evil.example/b.png" 1x)', "https://evil.example/b.png"],
  ])("refuses broadcast CSS whose %s loads another site's image, at its line, writing nothing", async (value, target) => {
    const revision = await t.store.revision();
    const before = await event();
    const reply = await eventSettings({
      short: "Never saved",
      broadcast_css: `.overlay { color: red; }\n.logo {\n  background: ${value};\n}`,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toBe(
      `Line 3: image-set("${target}") points to another site; only relative URLs, this site's own URLs and inlined images are allowed in broadcast CSS`,
    );
    expect(await t.store.revision()).toBe(revision);
    expect(await event()).toEqual(before);
  });

  it("refuses a subdomain another event uses", async () => {
    const reply = await eventSettings({ subdomain: DEMO_SUBDOMAIN }, producer, DEMO_OTHER_EVENT_ID);
    // The producer is not staff of the other event: the organiser (Admin Morgan, Can edit any event) tries.
    expect(reply.body.errorMessage).toBe(PERMISSION_MESSAGES.editEvent);
    const admin = await t.tokenFor(seedId("player:Admin Morgan"));
    const taken = await eventSettings({ subdomain: DEMO_SUBDOMAIN.toUpperCase() }, admin, DEMO_OTHER_EVENT_ID);
    expect(taken).toMatchObject({ status: 400, body: { errorMessage: SETTINGS_MESSAGES.subdomainTaken } });
    expect((await event(DEMO_OTHER_EVENT_ID)).subdomain).toBeUndefined();
    // Its own subdomain again is fine; a free one is saved and found by the minisite lookup.
    expect((await eventSettings({ subdomain: DEMO_SUBDOMAIN })).status).toBe(200);
    expect((await eventSettings({ subdomain: "winter" }, admin, DEMO_OTHER_EVENT_ID)).status).toBe(200);
    expect(await t.store.lookup("subdomain-winter")).toBe(DEMO_OTHER_EVENT_ID);
  });

  it("keeps staff, series and socials on both sides", async () => {
    const quinn = seedId("player:Caster Quinn");
    const reply = await eventSettings({
      staff: [DEMO_PRODUCER_ID, KITSUNE],
      socials: [{ type: "Twitch", url: "https://twitch.tv/community", name: "Community" }],
    });
    expect(reply.status).toBe(200);
    const saved = await event();
    expect(saved.staff).toEqual([DEMO_PRODUCER_ID, KITSUNE]);
    expect((await t.store.getTyped(KITSUNE, "Players"))!.event_staff).toContain(DEMO_EVENT_ID);
    expect((await t.store.getTyped(quinn, "Players"))!.event_staff ?? []).not.toContain(DEMO_EVENT_ID);
    const [socialId] = saved.socials!;
    expect(await t.store.getTyped(socialId, "Socials")).toMatchObject({ type: "Twitch", approved: true, event: [DEMO_EVENT_ID] });
    // Saving the list without it removes the record.
    expect((await eventSettings({ socials: [] })).status).toBe(200);
    expect(await t.store.get(socialId)).toBeNull();
    expect((await event()).socials).toBeUndefined();
    expect((await eventSettings({ staff: [DEMO_PRODUCER_ID, quinn] })).status).toBe(200);
    expect((await t.store.getTyped(KITSUNE, "Players"))!.event_staff ?? []).not.toContain(DEMO_EVENT_ID);
  });

  it("refuses strangers and team captains with SPEC's message", async () => {
    for (const token of [stranger, captain]) {
      const reply = await eventSettings({ short: "Nope" }, token);
      expect(reply).toEqual({ status: 403, body: { error: true, errorMessage: PERMISSION_MESSAGES.editEvent } });
    }
  });
});

describe("set-event-relationship", () => {
  it("adds, changes and removes a staff relationship with permissions", async () => {
    const player = seedId("settings:stranger");
    const payload = { event: DEMO_EVENT_ID, player, singular_name: "Tournament Admin", permissions: ["Event Editor"] };
    const added = await t.post("/actions/set-event-relationship", payload, producer);
    expect(added.status).toBe(200);
    const id = added.body.data.id as string;
    expect(await t.store.getTyped(id, "Player Relationships")).toMatchObject({
      player: [player],
      events: [DEMO_EVENT_ID],
      permissions: ["Event Editor"],
    });
    expect((await event()).player_relationships).toContain(id);
    expect((await t.store.getTyped(player, "Players"))!.player_relationships).toEqual([id]);
    // The Event Editor permission lets them edit the event now.
    expect((await eventSettings({ short: "By the new editor" }, stranger)).status).toBe(200);
    const removed = await t.post("/actions/set-event-relationship", { ...payload, remove: true }, producer);
    expect(removed.body).toMatchObject({ data: { id: null } });
    expect(await t.store.get(id)).toBeNull();
    expect((await eventSettings({ short: "Refused again" }, stranger)).status).toBe(403);
  });
});

describe("update-team-settings", () => {
  const teamSettings = (settings: Record<string, unknown>, token: string) =>
    t.post("/actions/update-team-settings", { team: AUR, settings }, token);

  it("lets the captain change the name, code and colours of their team", async () => {
    const reply = await teamSettings(
      { name: "Aurora Prime", code: "aurp", theme: { color_theme: "#112233", color_text_on_theme: "#ffffff" } },
      captain,
    );
    expect(reply.status).toBe(200);
    const team = (await t.store.getTyped(AUR, "Teams"))!;
    expect(team).toMatchObject({ name: "Aurora Prime", code: "AURP" });
    expect(await t.store.getTyped(team.theme![0], "Themes")).toMatchObject({ color_theme: "#112233", color_text_on_theme: "#ffffff" });
  });

  it("keeps roster links on both sides and holds team socials for approval", async () => {
    const team = (await t.store.getTyped(AUR, "Teams"))!;
    const newcomer = seedId("settings:stranger");
    const reply = await teamSettings(
      { players: [...team.players!, newcomer], socials: [{ type: "Twitter", url: "https://x.com/aurora" }] },
      captain,
    );
    expect(reply.status).toBe(200);
    expect((await t.store.getTyped(newcomer, "Players"))!.member_of).toEqual([AUR]);
    const saved = (await t.store.getTyped(AUR, "Teams"))!;
    expect(await t.store.getTyped(saved.socials![0], "Socials")).toMatchObject({ approved: false, team: [AUR] });
  });

  it("refuses a stranger with SPEC's message and writes nothing", async () => {
    const revision = await t.store.revision();
    const reply = await t.post(
      "/actions/update-team-settings",
      { team: AUR, settings: { name: "Stolen" } },
      await t.tokenFor(seedId("player:Alpha")),
    );
    expect(reply).toEqual({ status: 403, body: { error: true, errorMessage: PERMISSION_MESSAGES.editTeam } });
    expect(await t.store.revision()).toBe(revision);
  });

  it("stores an uploaded logo as the theme's default logo", async () => {
    const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const reply = await teamSettings({ logo: png }, captain);
    expect(reply.status).toBe(200);
    const theme = (await t.store.getTyped(reply.body.data.theme, "Themes"))!;
    expect(theme.default_logo?.[0]).toMatchObject({ fileExtension: "png", type: "image/png" });
    expect(await t.store.getImage(theme.default_logo![0].id)).not.toBeNull();
  });
});
