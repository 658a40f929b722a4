// Sign-ups over real HTTP (issue 17; SPEC §1, §3 Signup data): players sign up for an event
// whose sign-ups are open, with one SR or an SR per role; organisers open and close them and
// build teams from them. A refusal writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortId } from "../../domain/ids.ts";
import { PERMISSION_MESSAGES } from "../../domain/permissions.ts";
import { parseSignupSettings, SIGNUP_MESSAGES, withSignupSettings } from "../../domain/signups.ts";
import type { Thing } from "../../domain/tables.ts";
import { DEMO_EVENT_ID, DEMO_OTHER_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "./harness.ts";

const ADMIN = seedId("player:Admin Morgan"); // Can edit any event
const STAFF = seedId("player:Caster Quinn"); // staff of the demo event
const ANA = seedId("signups:ana");
const BEN = seedId("signups:ben");
const CAL = seedId("signups:cal");
const DEE = seedId("signups:dee");

let t: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestServer();
  await t.store.transaction(async (tx) => {
    for (const [id, name] of [
      [ANA, "Signup Ana"],
      [BEN, "Signup Ben"],
      [CAL, "Signup Cal"],
      [DEE, "Signup Dee"],
    ] as const)
      await tx.insert("Players", { name }, id);
    // An organiser opened the demo event's sign-ups.
    const event = await tx.getTyped(DEMO_EVENT_ID, "Events");
    await tx.update(DEMO_EVENT_ID, "Events", { blocks: withSignupSettings(event?.blocks, { open: true }) });
  });
  for (const [name, id] of Object.entries({ ANA, BEN, CAL, DEE, ADMIN, STAFF })) tokens[name] = await t.tokenFor(id);
});
afterAll(() => t.close());

const get = <T extends "Signup Data" | "Players" | "Events" | "Teams">(id: string, table: T) => t.store.getTyped(id, table);

async function signupOf(playerId: string): Promise<Thing<"Signup Data"> | undefined> {
  const player = await get(playerId, "Players");
  const records = await t.store.getMany(player?.signup_data ?? []);
  return records.find((r) => r?.__tableName === "Signup Data") as Thing<"Signup Data"> | undefined;
}

describe("signing up", () => {
  it("with one SR: the sign-up links event and player both ways and the SR goes onto the player", async () => {
    const reply = await t.post(
      "/actions/submit-signup",
      { event: shortId(DEMO_EVENT_ID), main_role: "Support", sr: 3860, eligible_roles: ["DPS"], info_for_captains: " Evenings only " },
      tokens.ANA,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toEqual({ id: expect.any(String), created: true });
    const signup = await get(reply.body.data.id, "Signup Data");
    expect(signup).toMatchObject({
      event: [DEMO_EVENT_ID],
      player: [ANA],
      main_role: "Support",
      sr: 3860,
      eligible_roles: ["Support", "DPS"],
      info_for_captains: "Evenings only",
    });
    expect((await get(DEMO_EVENT_ID, "Events"))?.signup_data).toContain(signup!.id);
    expect(await get(ANA, "Players")).toMatchObject({ signup_data: [signup!.id], manual_sr: 3860, eligible_roles: ["Support", "DPS"] });
  });

  it("with an SR per role, and a second call changes the same sign-up", async () => {
    const first = await t.post(
      "/actions/submit-signup",
      { event: DEMO_EVENT_ID, main_role: "Tank", sr: 3000, eligible_roles: ["Tank"], info_for_captains: "hi" },
      tokens.BEN,
    );
    expect(first.status).toBe(200);
    const second = await t.post(
      "/actions/submit-signup",
      { event: DEMO_EVENT_ID, main_role: "Tank", tank_sr: 4200, dps_sr: 3100, eligible_roles: ["Tank", "DPS"] },
      tokens.BEN,
    );
    expect(second.body.data).toEqual({ id: first.body.data.id, created: false });
    const signup = await get(first.body.data.id, "Signup Data");
    expect(signup).toMatchObject({ main_role: "Tank", tank_sr: 4200, dps_sr: 3100, eligible_roles: ["Tank", "DPS"] });
    // Switching to per-role SR drops the one SR and the notes left out.
    expect(signup).not.toHaveProperty("sr");
    expect(signup).not.toHaveProperty("info_for_captains");
    expect(await get(BEN, "Players")).toMatchObject({
      signup_data: [signup!.id],
      composition_tank_sr: 4200,
      composition_dps_sr: 3100,
      eligible_roles: ["Tank", "DPS"],
    });
  });

  it.each([
    ["negative", -1],
    ["above 5000", 5001],
    ["not whole", 12.5],
  ])("refuses an SR %s with a clear issue and writes nothing", async (_, sr) => {
    const before = await t.store.revision();
    const reply = await t.post("/actions/submit-signup", { event: DEMO_EVENT_ID, main_role: "DPS", sr, eligible_roles: [] }, tokens.CAL);
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual([{ path: "sr", message: SIGNUP_MESSAGES.srRange }]);
    expect(await t.store.revision()).toBe(before);
  });

  it("refuses a per-role SR out of range, a missing main-role SR and long notes", async () => {
    const before = await t.store.revision();
    const bad = await t.post(
      "/actions/submit-signup",
      { event: DEMO_EVENT_ID, main_role: "DPS", dps_sr: 3000, support_sr: 9000, eligible_roles: [] },
      tokens.CAL,
    );
    expect(bad.body.issues).toEqual([{ path: "support_sr", message: SIGNUP_MESSAGES.srRange }]);
    const missing = await t.post(
      "/actions/submit-signup",
      { event: DEMO_EVENT_ID, main_role: "DPS", tank_sr: 3000, eligible_roles: [] },
      tokens.CAL,
    );
    expect(missing.body.issues).toEqual([{ path: "sr", message: SIGNUP_MESSAGES.srMissing }]);
    const long = await t.post(
      "/actions/submit-signup",
      { event: DEMO_EVENT_ID, main_role: "DPS", sr: 1, eligible_roles: [], info_for_captains: "x".repeat(501) },
      tokens.CAL,
    );
    expect(long.body.issues).toEqual([{ path: "info_for_captains", message: SIGNUP_MESSAGES.infoTooLong }]);
    expect(await t.store.revision()).toBe(before);
  });

  it("refuses an unknown event (404), anonymous callers (401) and closed sign-ups (403), writing nothing", async () => {
    const before = await t.store.revision();
    const payload = { main_role: "DPS", sr: 2000, eligible_roles: [] };
    expect((await t.post("/actions/submit-signup", { ...payload, event: "recNOTANEVENT0000" }, tokens.CAL)).status).toBe(404);
    expect((await t.post("/actions/submit-signup", { ...payload, event: DEMO_EVENT_ID })).status).toBe(401);
    // The other demo event never opened its sign-ups.
    expect(await t.post("/actions/submit-signup", { ...payload, event: DEMO_OTHER_EVENT_ID }, tokens.CAL)).toEqual({
      status: 403,
      body: { error: true, errorMessage: SIGNUP_MESSAGES.closed },
    });
    expect(await t.store.revision()).toBe(before);
  });
});

describe("opening and closing", () => {
  it("only event editors open or close sign-ups; closed sign-ups refuse sign-ups and withdrawals", async () => {
    const before = await t.store.revision();
    expect(await t.post("/actions/set-signups-open", { event: DEMO_EVENT_ID, open: false }, tokens.CAL)).toEqual({
      status: 403,
      body: { error: true, errorMessage: PERMISSION_MESSAGES.editEvent },
    });
    expect(await t.store.revision()).toBe(before);

    expect((await t.post("/actions/set-signups-open", { event: DEMO_EVENT_ID, open: false }, tokens.STAFF)).status).toBe(200);
    const event = await get(DEMO_EVENT_ID, "Events");
    expect(parseSignupSettings(event?.blocks).open).toBe(false);
    // Other blocks stay as they were.
    expect(JSON.parse(event!.blocks!).draft).toEqual({ use: true });
    const closed = { status: 403, body: { error: true, errorMessage: SIGNUP_MESSAGES.closed } };
    expect(
      await t.post("/actions/submit-signup", { event: DEMO_EVENT_ID, main_role: "DPS", sr: 2000, eligible_roles: [] }, tokens.CAL),
    ).toEqual(closed);
    expect(await t.post("/actions/withdraw-signup", { event: DEMO_EVENT_ID }, tokens.ANA)).toEqual(closed);

    expect((await t.post("/actions/set-signups-open", { event: DEMO_EVENT_ID, open: true }, tokens.ADMIN)).body.data).toEqual({
      open: true,
    });
  });

  it("sign-ups past their closing time are closed, and opening again drops that time", async () => {
    await t.store.transaction(async (tx) => {
      const event = await tx.getTyped(DEMO_OTHER_EVENT_ID, "Events");
      await tx.update(DEMO_OTHER_EVENT_ID, "Events", {
        blocks: withSignupSettings(event?.blocks, { open: true, closes: Date.now() - 1000 }),
      });
    });
    const payload = { event: DEMO_OTHER_EVENT_ID, main_role: "DPS", sr: 2000, eligible_roles: [] };
    expect((await t.post("/actions/submit-signup", payload, tokens.CAL)).status).toBe(403);
    await t.post("/actions/set-signups-open", { event: DEMO_OTHER_EVENT_ID, open: true }, tokens.ADMIN);
    expect(parseSignupSettings((await get(DEMO_OTHER_EVENT_ID, "Events"))?.blocks)).not.toHaveProperty("closes");
    expect((await t.post("/actions/submit-signup", payload, tokens.CAL)).status).toBe(200);
  });
});

describe("withdrawing", () => {
  it("removes the caller's own sign-up and both links; a second withdrawal finds nothing", async () => {
    await t.post("/actions/submit-signup", { event: DEMO_EVENT_ID, main_role: "DPS", sr: 2500, eligible_roles: [] }, tokens.DEE);
    const signup = await signupOf(DEE);
    expect(signup).toBeDefined();
    const reply = await t.post("/actions/withdraw-signup", { event: DEMO_EVENT_ID }, tokens.DEE);
    expect(reply).toEqual({ status: 200, body: expect.objectContaining({ data: { id: signup!.id } }) });
    expect(await get(signup!.id, "Signup Data")).toBeNull();
    expect((await get(DEE, "Players"))?.signup_data ?? []).toEqual([]);
    expect((await get(DEMO_EVENT_ID, "Events"))?.signup_data ?? []).not.toContain(signup!.id);
    // Ana's sign-up is untouched.
    expect(await signupOf(ANA)).toBeDefined();
    const before = await t.store.revision();
    expect(await t.post("/actions/withdraw-signup", { event: DEMO_EVENT_ID }, tokens.DEE)).toEqual({
      status: 404,
      body: { error: true, errorMessage: SIGNUP_MESSAGES.notSignedUp },
    });
    expect(await t.store.revision()).toBe(before);
  });
});

describe("building a team from sign-ups", () => {
  it("refuses non-editors and players who did not sign up, writing nothing", async () => {
    const before = await t.store.revision();
    const payload = { event: DEMO_EVENT_ID, name: "Draft Foxes", players: [ANA, BEN] };
    expect(await t.post("/actions/create-team-from-signups", payload, tokens.ANA)).toEqual({
      status: 403,
      body: { error: true, errorMessage: PERMISSION_MESSAGES.editEvent },
    });
    const stray = await t.post("/actions/create-team-from-signups", { ...payload, players: [ANA, DEE] }, tokens.STAFF);
    expect(stray.status).toBe(400);
    expect(stray.body.errorMessage).toContain("Signup Dee");
    expect(stray.body.issues).toEqual([{ path: "players.1", message: "Did not sign up" }]);
    const captain = await t.post("/actions/create-team-from-signups", { ...payload, captain: DEE }, tokens.STAFF);
    expect(captain.body.issues).toEqual([{ path: "captain", message: "Not on the team" }]);
    expect(await t.store.revision()).toBe(before);
  });

  it("creates the team in the event with its players and captain, linked both ways", async () => {
    const reply = await t.post(
      "/actions/create-team-from-signups",
      { event: DEMO_EVENT_ID, name: "Draft Foxes", code: "dfx", players: [shortId(ANA), BEN], captain: BEN },
      tokens.STAFF,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const team = await get(reply.body.data.id, "Teams");
    expect(team).toMatchObject({ name: "Draft Foxes", code: "DFX", event: [DEMO_EVENT_ID], players: [ANA, BEN], captains: [BEN] });
    expect((await get(DEMO_EVENT_ID, "Events"))?.teams).toContain(team!.id);
    expect((await get(ANA, "Players"))?.member_of).toEqual([team!.id]);
    expect(await get(BEN, "Players")).toMatchObject({ member_of: [team!.id], captain_of: [team!.id] });
    // A player already on one of the event's teams is not put on another.
    const again = await t.post("/actions/create-team-from-signups", { event: DEMO_EVENT_ID, name: "Twice", players: [ANA] }, tokens.ADMIN);
    expect(again.status).toBe(400);
    expect(again.body.errorMessage).toBe("Already on a team of this event: Signup Ana");
  });
});
