import { stringifyLayout } from "../../../domain/bracket/layout.ts";
import { longId, makeId } from "../../../domain/ids.ts";
import { DEFAULT_STAGE_FIRST_TO } from "../../../domain/stages/actions.ts";
import { planStage, stageProblem } from "../../../domain/stages/index.ts";
import { StageConfigSchema } from "../../../domain/stages/types.ts";
import type { MatchRecord, TeamRecord } from "../../../domain/tables.ts";
import { ActionError, notFound } from "../ActionError.ts";
import { assertMayChange } from "../console/access.ts";
import { defineAction, type AnyAction } from "../defineAction.ts";
import { insertStageMatches } from "./advanceSwiss.ts";

const refuse = (path: string, message: string) => new ActionError(400, message, [{ path, message }]);

/**
 * `create-stage` (issue 33): an organiser picks the event's teams in seed order and a format;
 * this makes the stage's bracket (layout, connections, and its StageConfig in `stage`) and its
 * matches, every link kept on both sides by writeRecord. Whoever may create brackets and
 * matches for the event in the organiser console may make a stage. Bad input changes nothing.
 */
export const createStage = defineAction({
  key: "create-stage",
  async run({ tx, player }, { event: eventId, name, format, teams, firstTo, options }) {
    const event = await tx.getTyped(longId(eventId), "Events");
    if (!event) throw notFound("Event");
    await assertMayChange(tx, player, "Brackets", null, { events: [event.id] });
    await assertMayChange(tx, player, "Matches", null, { event: [event.id] });

    const ids = teams.map(longId);
    const config = StageConfigSchema.parse({ format, teams: ids, firstTo: firstTo ?? DEFAULT_STAGE_FIRST_TO, options: options ?? {} });
    const problem = stageProblem(config);
    if (problem) throw refuse(problem.path, problem.message);
    const found = await tx.getMany(ids);
    found.forEach((team, i) => {
      if (team?.__tableName !== "Teams")
        throw refuse(`teams.${i}`, `Seed ${i + 1} is not a team: pick the stage's teams from this event's teams`);
      if (!(team as TeamRecord).event?.includes(event.id) && !event.teams?.includes(team.id))
        throw refuse(
          `teams.${i}`,
          `${(team as TeamRecord).name ?? `Seed ${i + 1}`} is not a team of this event: add it to the event first`,
        );
    });

    const planned = planStage(config);
    if (!planned.ok) throw refuse("teams", planned.message);
    const { layout, matches } = planned.plan;
    // Both sides of every link, each record written once (writeRecord would rewrite the event's
    // growing match list once a match): Matches.event ↔ Events.matches, Matches.brackets ↔
    // Brackets.ordered_matches, Brackets.events ↔ Events.brackets.
    const bracketId = makeId();
    const made = await insertStageMatches(tx, matches, [event.id], bracketId);
    const bracket = await tx.insert(
      "Brackets",
      { name, bracket_layout: stringifyLayout(layout), stage: JSON.stringify(config), events: [event.id], ordered_matches: made },
      bracketId,
    );
    const withMatches = (await tx.getTyped(event.id, "Events"))!;
    await tx.update(event.id, "Events", { brackets: [...(withMatches.brackets ?? []), bracket.id] });
    const saved = (await tx.getMany(made)).filter((m): m is MatchRecord => m?.__tableName === "Matches");
    return { bracket, matches: saved };
  },
});

export const STAGE_ACTIONS: AnyAction[] = [createStage as AnyAction];
