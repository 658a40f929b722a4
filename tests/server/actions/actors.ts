// The people of the permission matrix, on top of the demo seed: each holds exactly one
// kind of power, so an answer can only come from the rule under test.
import { DEMO_EVENT_ID, seedId } from "../../../server/seed/demo.ts";
import type { TestServer } from "../harness.ts";

export const LIVE_MATCH = seedId("match:0:4");
export const TEAM_1 = seedId("team:AUR");
export const TEAM_2 = seedId("team:VRW");
export const MAIN_BROADCAST = seedId("broadcast:main");

export const ACTORS = [
  "anonymous",
  "stranger",
  "teamMember",
  "opponent",
  "eventStaff",
  "matchEditor",
  "clientOwner",
  "fullBroadcast",
  "pointer",
  "organiser",
] as const;
export type Actor = (typeof ACTORS)[number];

export const ACTOR_IDS = {
  teamMember: seedId("player:Kitsune"),
  opponent: seedId("player:Alpha"),
  eventStaff: seedId("player:Caster Quinn"),
  stranger: seedId("matrix:stranger"),
  matchEditor: seedId("matrix:editor"),
  clientOwner: seedId("matrix:owner"),
  fullBroadcast: seedId("matrix:full"),
  pointer: seedId("matrix:pointer"),
  organiser: seedId("matrix:organiser"),
} as const;

/** Add the matrix's own players and clients; answer a token per actor (null: anonymous). */
export async function createActors(t: TestServer): Promise<Record<Actor, string | null>> {
  await t.store.transaction(async (tx) => {
    await tx.insert("Players", { name: "Matrix Stranger" }, ACTOR_IDS.stranger);
    // The organiser runs the website's events: Can edit any event, and nothing of broadcasts or matches.
    await tx.insert("Players", { name: "Matrix Organiser", website_settings: ["Can edit any event"] }, ACTOR_IDS.organiser);
    const rel = await tx.insert(
      "Player Relationships",
      { singular_name: "Match Editor", matches: [LIVE_MATCH], permissions: ["Match Editor"], player: [ACTOR_IDS.matchEditor] },
      seedId("matrix:rel"),
    );
    await tx.insert("Players", { name: "Matrix Editor", player_relationships: [rel.id] }, ACTOR_IDS.matchEditor);
    // The owner's client is on the crew of both demo broadcasts; the pointer's client only points at the broadcast.
    for (const [who, key, settings] of [
      ["clientOwner", "matrix-owner", []],
      ["fullBroadcast", "matrix-full", ["Full broadcast permissions"]],
      ["pointer", "matrix-pointer", []],
    ] as const) {
      const client = await tx.insert(
        "Clients",
        { key, broadcast: [MAIN_BROADCAST], staff: [ACTOR_IDS[who]] },
        seedId(`matrix:client:${key}`),
      );
      await tx.insert("Players", { name: `Matrix ${who}`, clients: [client.id], website_settings: [...settings] }, ACTOR_IDS[who]);
    }
    for (const id of [MAIN_BROADCAST, seedId("broadcast:side")]) {
      const broadcast = await tx.getTyped(id, "Broadcasts");
      await tx.update(id, "Broadcasts", { clients: [...(broadcast?.clients ?? []), seedId("matrix:client:matrix-owner")] });
    }
  });
  const tokens = { anonymous: null } as Record<Actor, string | null>;
  for (const actor of ACTORS) if (actor !== "anonymous") tokens[actor] = await t.tokenFor(ACTOR_IDS[actor]);
  return tokens;
}

export { DEMO_EVENT_ID };
