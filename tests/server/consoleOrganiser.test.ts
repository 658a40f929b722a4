// The organiser console's rules for a client's crew and a player's website settings (issue 33),
// over real HTTP: a client created in the console is its creator's to run, and only site staff
// set a player's website settings (No profile editing and the powers they hold).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTINGS_MESSAGES } from "../../domain/eventSettings.ts";
import { CONSOLE_MESSAGES, PERMISSION_MESSAGES } from "../../domain/permissions.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let t: TestServer;
let admin: string;
let caster: string;
const MOSS = seedId("player:Moss");

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.tokenFor(seedId("player:Admin Morgan"));
  caster = await t.tokenFor(seedId("player:Caster Quinn"));
});
afterAll(() => t.close());

const save = (token: string, body: Record<string, unknown>) => t.post("/actions/save-record", body, token);
const signedInUser = async (token: string) => (await t.post("/auth/login", { token })).body.user;

describe("a client created in the console", () => {
  it("has its creator as staff, so their dashboard runs it without another step", async () => {
    const broadcast = await save(admin, {
      table: "Broadcasts",
      fields: { name: "Console Show", key: "console-show", event: [DEMO_EVENT_ID] },
    });
    expect(broadcast.status, JSON.stringify(broadcast.body)).toBe(200);
    const client = await save(admin, { table: "Clients", fields: { key: "console-crew", broadcast: [broadcast.body.data.id] } });
    expect(client.status, JSON.stringify(client.body)).toBe(200);
    const stored = await t.store.getTyped(client.body.data.id, "Clients");
    expect(stored?.staff).toEqual([seedId("player:Admin Morgan")]);
    expect((await signedInUser(admin)).clients).toContain(client.body.data.id);
  });

  it("keeps the staff the form names", async () => {
    const client = await save(admin, { table: "Clients", fields: { key: "named-crew", staff: [seedId("player:Caster Rowan")] } });
    expect(client.status, JSON.stringify(client.body)).toBe(200);
    expect((await t.store.getTyped(client.body.data.id, "Clients"))?.staff).toEqual([seedId("player:Caster Rowan")]);
    expect((await signedInUser(admin)).clients).not.toContain(client.body.data.id);
  });
});

describe("a player's website settings in the console", () => {
  it("lets site staff set No profile editing, which the profile then refuses", async () => {
    const moss = await t.tokenFor(MOSS);
    const reply = await save(admin, { table: "Players", id: MOSS, fields: { website_settings: ["No profile editing"] } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await t.store.getTyped(MOSS, "Players"))?.website_settings).toEqual(["No profile editing"]);
    const profile = await t.post("/actions/update-profile-data", { profileData: { pronouns: "they/them" } }, moss);
    expect(profile.status).toBe(403);
    expect(profile.body.errorMessage).toBe(PERMISSION_MESSAGES.profileRestricted);
    // And takes it away again.
    expect((await save(admin, { table: "Players", id: MOSS, fields: { website_settings: null } })).status).toBe(200);
    expect((await t.store.getTyped(MOSS, "Players"))?.website_settings).toBeUndefined();
  });

  it("refuses event staff, and site staff granting a power they do not hold, changing nothing", async () => {
    // Event staff add players, but not with powers or restrictions.
    const players = (await t.store.list("Players")).length;
    expect(
      await save(caster, { table: "Players", fields: { name: "Powerful Newcomer", website_settings: ["Can edit any event"] } }),
    ).toEqual({
      status: 403,
      body: { error: true, errorMessage: CONSOLE_MESSAGES.websiteSettings },
    });
    expect((await t.store.list("Players")).length).toBe(players);
    expect((await save(caster, { table: "Players", fields: { name: "Plain Newcomer" } })).status).toBe(200);
    const matchEditor = await t.store.transaction((tx) =>
      tx.insert("Players", { name: "Match Editor Max", website_settings: ["Can edit any match"] }),
    );
    const grant = await save(await t.tokenFor(matchEditor.id), {
      table: "Players",
      id: matchEditor.id,
      fields: { website_settings: ["Can edit any match", "Can edit any event"] },
    });
    expect(grant.status).toBe(403);
    expect((await t.store.getTyped(matchEditor.id, "Players"))?.website_settings).toEqual(["Can edit any match"]);
    const unknown = await save(admin, { table: "Players", id: MOSS, fields: { website_settings: ["Can fly"] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues[0].path).toBe("fields.website_settings.0");
    expect((await t.store.getTyped(MOSS, "Players"))?.website_settings).toBeUndefined();
  });
});

// A 1x1 PNG.
const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

describe("a theme's logo in the console", () => {
  it("uploads as team settings do, and is refused to a stranger and as another type, changing nothing", async () => {
    const made = await save(admin, { table: "Themes", fields: { name: "Logo Theme" } });
    const theme = made.body.data.id as string;
    const stranger = await t.tokenFor(MOSS);
    expect(await t.post("/actions/upload-theme-logo", { theme, logo: PNG }, stranger)).toEqual({
      status: 403,
      body: { error: true, errorMessage: CONSOLE_MESSAGES.manage },
    });
    const svg = await t.post("/actions/upload-theme-logo", { theme, logo: "data:image/svg+xml;base64,PHN2Zz4=" }, admin);
    expect(svg.status).toBe(400);
    expect(svg.body.issues).toEqual([{ path: "logo", message: SETTINGS_MESSAGES.logoType }]);
    expect((await t.store.getTyped(theme, "Themes"))?.default_logo).toBeUndefined();

    const uploaded = await t.post("/actions/upload-theme-logo", { theme, logo: PNG }, admin);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const logo = (await t.store.getTyped(theme, "Themes"))?.default_logo?.[0];
    expect(logo).toMatchObject({ type: "image/png", fileExtension: "png" });
    const image = await fetch(`${t.url}/image.png?id=${logo!.id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain("image/png");

    expect((await t.post("/actions/upload-theme-logo", { theme, logo: null }, admin)).status).toBe(200);
    expect((await t.store.getTyped(theme, "Themes"))?.default_logo).toBeUndefined();
  });
});
