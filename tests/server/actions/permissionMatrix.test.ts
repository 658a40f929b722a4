// Every action × every kind of caller gets exactly the answer SPEC §6 gives; a refused
// call changes nothing (the store revision stays put).
import { afterAll, describe, expect, it } from "vitest";
import { ACTION_KEYS, type ActionKey } from "../../../domain/actions.ts";
import type { CoreActionKey } from "./families/rule.ts";
import { PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import { ACTIONS } from "../../../server/actions/registry.ts";
import { DEMO_BRACKET_ID, seedId } from "../../../server/seed/demo.ts";
import { startTestServer } from "../harness.ts";
import { ACTOR_IDS, ACTORS, createActors, LIVE_MATCH, TEAM_2 } from "./actors.ts";
import { FAMILY_RULES } from "./families/index.ts";
import type { Rule } from "./families/rule.ts";

const SIGNED_IN = ACTORS.filter((a) => a !== "anonymous");
const DRIVERS = ["clientOwner", "fullBroadcast"] as const;
const EDITORS = ["eventStaff", "matchEditor"] as const;
const TEAMS = ["teamMember", "opponent"] as const;
// The pointer's client points at the broadcast without being on its crew: pointing grants nothing.
const broadcast = (payload: Record<string, unknown>): Rule => ({
  allowed: DRIVERS,
  refusal: PERMISSION_MESSAGES.noClient,
  refusalFor: { pointer: PERMISSION_MESSAGES.notBroadcastOwner },
  payload,
});
const matchEdit = (payload: Record<string, unknown>): Rule => ({ allowed: EDITORS, refusal: PERMISSION_MESSAGES.editMatch, payload });
const twitch = (payload: Record<string, unknown>): Rule => ({ ...broadcast(payload), ok: 503 });

const CORE_RULES = {
  "toggle-flip-teams": broadcast({}),
  "set-player-cams": broadcast({ cams: [[ACTOR_IDS.teamMember], [ACTOR_IDS.opponent]] }),
  "update-broadcast": broadcast({ title: "Matrix", deskDisplayMode: "Casters" }),
  "update-match-data": matchEdit({ matchID: LIVE_MATCH, updatedData: { custom_name: "Matrix match" } }),
  "start-commercial": {
    allowed: ["fullBroadcast"],
    ok: 503,
    refusal: PERMISSION_MESSAGES.commercials,
    payload: { commercialDuration: 60 },
  },
  "manage-prediction": twitch({ predictionAction: "create", predictionType: "match" }),
  "set-player-relationships": matchEdit({ matchID: LIVE_MATCH, roles: { Caster: { count: 2, selected: [ACTOR_IDS.eventStaff] } } }),
  "set-match-overlays": matchEdit({ match: LIVE_MATCH, overlayType: "secondary", state: true }),
  "update-map-data": matchEdit({ matchID: LIVE_MATCH, mapData: [{ name: "Busan", number: 1 }] }),
  "submit-score-report": {
    allowed: TEAMS,
    refusal: PERMISSION_MESSAGES.notOnTeam,
    fresh: true,
    payload: { matchID: LIVE_MATCH, action: "submit", reportData: { matchData: { score_1: 3, score_2: 1 } } },
  },
  "submit-reschedule": {
    allowed: TEAMS,
    refusal: PERMISSION_MESSAGES.notOnTeam,
    fresh: true,
    payload: { matchID: LIVE_MATCH, action: "submit", start: Date.now() + 86_400_000 },
  },
  "set-observer-setting": broadcast({ setting: "Show syncer", value: true }),
  "update-break-automation": broadcast({ options: ["Schedule", "Always do 30s Matchup"] }),
  "update-break-display": broadcast({ option: "Standings" }),
  // The live match stands 2-1 in a first to 3: one map win ends it, so each allowed call gets a fresh one.
  "multi-map-win": { ...broadcast({ teamNum: 1, unsetMapAttack: true }), fresh: true },
  "set-title": twitch({}),
  "set-marker": twitch({ text: "Matrix marker" }),
  "set-active-broadcast": broadcast({ client: "self", broadcast: "side" }),
  "update-gfx-index": broadcast({ gfxID: seedId("gfx:schedule"), index: 5 }),
  "update-profile-data": { allowed: SIGNED_IN, refusal: "", payload: { profileData: { pronouns: "they/them" } } },
  "set-mvp": broadcast({ playerID: ACTOR_IDS.teamMember }),
  // The demo highlights team 1 already: highlight the other.
  "set-highlight-team": broadcast({ teamID: TEAM_2 }),
  "set-highlight-hero": broadcast({ heroID: seedId("hero:Ana") }),
  "set-highlight-player": broadcast({ playerID: ACTOR_IDS.opponent }),
  "set-highlight-media": broadcast({ mediaID: `att${seedId("image:event:spring").slice(3)}` }),
  "set-comms": broadcast({ comms: 1 }),
} satisfies Record<Exclude<CoreActionKey, "resolve-entire-bracket">, Rule>;

/** The core actions' rules here; each family of the organiser's tools writes its own (families/). */
const RULES: Record<string, Rule> = { ...CORE_RULES, ...FAMILY_RULES };

async function serverWithActors() {
  const t = await startTestServer();
  return { t, tokens: await createActors(t) };
}

/** Payloads made for a server by a rule's `prepare`. */
const prepared = new WeakMap<object, Promise<Record<string, unknown>>>();

/** Refusals first: they must leave the state the allowed calls then act on. */
const ordered = (rule: Rule) => [...ACTORS.filter((a) => !rule.allowed.includes(a)), ...ACTORS.filter((a) => rule.allowed.includes(a))];

describe.each(Object.entries(RULES) as [ActionKey, Rule][])("%s", (key, rule) => {
  // One server per action (and one per allowed call that needs a fresh state), each closed
  // when done: PostgreSQL has connections for only so many servers at once.
  let shared: ReturnType<typeof serverWithActors> | null = null;
  // A second allowed caller making the same change changes nothing: a write that changes nothing is not a version.
  let applied = false;
  afterAll(async () => (await shared)?.t.close());

  it.for(ordered(rule))("answers %s as SPEC §6 says", async (actor, { onTestFinished }) => {
    const allowed = rule.allowed.includes(actor);
    const fresh = !!rule.fresh && allowed;
    const { t, tokens } = await (fresh ? serverWithActors() : (shared ??= serverWithActors()));
    if (fresh) onTestFinished(() => t.close());
    const payload = rule.prepare ? await (prepared.get(t) ?? prepared.set(t, rule.prepare(t, tokens)).get(t)!) : rule.payload;
    const state = () => (rule.state ? rule.state(t) : t.store.revision());
    const before = await state();
    const reply = await t.post(`/actions/${key}`, payload, tokens[actor] ?? undefined);
    if (actor === "anonymous") {
      expect(reply).toEqual({ status: 401, body: { error: true, errorMessage: "Not authenticated" } });
    } else if (!allowed) {
      expect(reply).toEqual({ status: 403, body: { error: true, errorMessage: rule.refusalFor?.[actor] ?? rule.refusal } });
    } else {
      expect(reply.status, JSON.stringify(reply.body)).toBe(rule.ok ?? 200);
      if ((rule.ok ?? 200) === 200) expect(reply.body).toHaveProperty("data");
      else expect(reply.body.errorMessage).toBe("Twitch is not configured on this server");
    }
    if (!allowed || rule.ok === 503) expect(await state()).toEqual(before);
    else if (fresh || !applied) {
      if (rule.state) expect(await state()).not.toEqual(before);
      else expect(await t.store.revision()).toBeGreaterThan(before as number);
    }
    if (allowed && !fresh && rule.ok !== 503) applied = true;
  });
});

describe("coverage", () => {
  it("the matrix names every action of SPEC §7 (resolve-entire-bracket has its own test below)", () => {
    expect(ACTION_KEYS.filter((k) => k !== "resolve-entire-bracket" && !(k in RULES))).toEqual([]);
    expect(
      ACTIONS.map((a) => a.key)
        .filter((k) => k !== "resolve-entire-bracket")
        .sort(),
    ).toEqual(Object.keys(RULES).sort());
  });

  it("resolve-entire-bracket refuses everyone but match editors of the event", async ({ onTestFinished }) => {
    const { t, tokens } = await serverWithActors();
    onTestFinished(() => t.close());
    for (const actor of ["stranger", "teamMember", "opponent", "clientOwner", "fullBroadcast", "pointer"] as const) {
      const reply = await t.post("/actions/resolve-entire-bracket", { bracketID: DEMO_BRACKET_ID }, tokens[actor]!);
      expect(reply.body.errorMessage ?? reply.body.data?.message, actor).toBe(PERMISSION_MESSAGES.resolveBracket);
    }
    expect((await t.post("/actions/resolve-entire-bracket", { bracketID: DEMO_BRACKET_ID })).status).toBe(401);
  });

  it("resolve-entire-bracket answers the staff of the bracket's event, and refuses the staff of another event", async ({
    onTestFinished,
  }) => {
    const { t, tokens } = await serverWithActors();
    onTestFinished(() => t.close());
    // Staff of another event only: both sides of the staff link, as the console writes it.
    const otherStaff = seedId("matrix:other-staff");
    await t.store.transaction(async (tx) => {
      const other = await tx.insert("Events", { name: "Another Cup", staff: [otherStaff] }, seedId("matrix:other-event"));
      await tx.insert("Players", { name: "Matrix Other Staff", event_staff: [other.id] }, otherStaff);
    });
    const before = await t.store.revision();
    const refused = await t.post("/actions/resolve-entire-bracket", { bracketID: DEMO_BRACKET_ID }, await t.tokenFor(otherStaff));
    expect(refused).toEqual({ status: 403, body: { error: true, errorMessage: PERMISSION_MESSAGES.resolveBracket } });
    expect(await t.store.revision()).toBe(before);

    const allowed = await t.post("/actions/resolve-entire-bracket", { bracketID: DEMO_BRACKET_ID }, tokens.eventStaff!);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.data?.hasError).toBe(false);
    expect(allowed.body.data?.message).toMatch(/^Bracket resolved/);
  });
});

describe("profile restriction", () => {
  it("No profile editing refuses with the SPEC message and changes nothing", async ({ onTestFinished }) => {
    const { t } = await serverWithActors();
    onTestFinished(() => t.close());
    await t.store.transaction((tx) => tx.update(ACTOR_IDS.stranger, "Players", { website_settings: ["No profile editing"] }));
    const token = await t.tokenFor(ACTOR_IDS.stranger);
    const before = await t.store.revision();
    const reply = await t.post("/actions/update-profile-data", { profileData: { pronouns: "he/him" } }, token);
    expect(reply).toEqual({ status: 403, body: { error: true, errorMessage: "You are restricted from editing your profile." } });
    expect(await t.store.revision()).toBe(before);
  });
});
