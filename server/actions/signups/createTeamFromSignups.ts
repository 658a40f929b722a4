import { longId } from "../../../domain/ids.ts";
import { notSignedUpMessage } from "../../../domain/signups.ts";
import type { Thing } from "../../../domain/tables.ts";
import type { StoreReader } from "../../store/ThingStore.ts";
import { ActionError } from "../ActionError.ts";
import { defineAction } from "../defineAction.ts";
import { writeRecord } from "../console/writeRecord.ts";
import { editableSignupEvent, signupsOfEvent } from "./shared.ts";

/** Event editors build a team of the event from players who signed up for it; the team and its players link both ways. */
export const createTeamFromSignups = defineAction({
  key: "create-team-from-signups",
  async run({ tx, player }, payload) {
    const event = await editableSignupEvent(tx, player, payload.event);
    const players = [...new Set(payload.players.map(longId))];
    const signedUp = new Set((await signupsOfEvent(tx, event)).flatMap((s) => s.player ?? []));
    const refused = players.filter((id) => !signedUp.has(id));
    if (refused.length) {
      const records = await tx.getMany(refused);
      const names = refused.map((id, i) => (records[i]?.__tableName === "Players" ? ((records[i] as { name?: string }).name ?? id) : id));
      throw new ActionError(
        400,
        notSignedUpMessage(names),
        refused.map((id) => ({ path: `players.${payload.players.findIndex((p) => longId(p) === id)}`, message: "Did not sign up" })),
      );
    }
    const taken = await playersOnEventTeams(tx, event.teams ?? [], players);
    if (taken.length)
      throw new ActionError(
        400,
        `Already on a team of this event: ${taken.map((p) => p.name).join(", ")}`,
        taken.map((p) => ({ path: `players.${payload.players.findIndex((id) => longId(id) === p.id)}`, message: "Already on a team" })),
      );
    const captain = payload.captain ? longId(payload.captain) : null;
    if (captain && !players.includes(captain))
      throw new ActionError(400, "The captain must be one of the team's players", [{ path: "captain", message: "Not on the team" }]);
    const team = await writeRecord(tx, "Teams", null, {
      name: payload.name,
      code: payload.code ? payload.code.toUpperCase() : null,
      event: [event.id],
      players,
      captains: captain ? [captain] : null,
    });
    return { id: team.id };
  },
});

/** Which of these players already play for one of the event's teams. */
async function playersOnEventTeams(tx: StoreReader, teamIds: readonly string[], players: readonly string[]) {
  const teams = (await tx.getMany(teamIds)).filter((t): t is Thing<"Teams"> => t?.__tableName === "Teams");
  const taken = new Set(teams.flatMap((t) => t.players ?? []));
  const records = await tx.getMany(players.filter((id) => taken.has(id)));
  return records.filter((r): r is Thing<"Players"> => r?.__tableName === "Players");
}
