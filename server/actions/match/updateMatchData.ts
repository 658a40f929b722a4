import type { Patch } from "../../store/ThingStore.ts";
import { ActionError } from "../ActionError.ts";
import { moveBracketsOn } from "../bracket/resolveBracket.ts";
import { editableMatch } from "../context.ts";
import { defineAction } from "../defineAction.ts";

/** SPEC §7 update-match-data: a match editor changes a match's details. */
export const updateMatchData = defineAction({
  key: "update-match-data",
  async run({ tx, player }, { matchID, updatedData, confirm }) {
    const { match } = await editableMatch(tx, player, matchID);
    const { mvpPlayerID, ...fields } = updatedData;
    let teams: string[] | null | undefined = fields.teams === undefined ? undefined : null;
    if (fields.teams?.length) {
      const found = await tx.getMany(fields.teams);
      const bad = fields.teams.findIndex((_, i) => found[i]?.__tableName !== "Teams");
      if (bad >= 0) throw new ActionError(400, "That team does not exist", [{ path: `updatedData.teams.${bad}`, message: "Not a team" }]);
      teams = found.map((team) => team!.id);
      if (new Set(teams).size < teams.length)
        throw new ActionError(400, "A team can't play itself", [{ path: "updatedData.teams", message: "Duplicate team" }]);
    }
    const patch: Patch<"Matches"> = { ...fields, ...(teams !== undefined ? { teams } : {}) };
    if (mvpPlayerID !== undefined) patch.mvp = mvpPlayerID ? [mvpPlayerID] : null;
    const updated = await tx.update(match.id, "Matches", patch);
    // A corrected score or forfeit moves the match's brackets on (or back) at once; clearing a
    // later match's result waits for `confirm`.
    if (["teams", "score_1", "score_2", "forfeit"].some((k) => k in fields)) await moveBracketsOn(tx, match.id, confirm);
    return { id: updated.id };
  },
});

/** SPEC §7 set-match-overlays: show or hide a match on the primary or secondary overlays. */
export const setMatchOverlays = defineAction({
  key: "set-match-overlays",
  async run({ tx, player }, { match: matchID, overlayType, state }) {
    const { match } = await editableMatch(tx, player, matchID);
    const field = overlayType === "primary" ? "show_on_overlays" : "show_on_secondary_overlays";
    const updated = await tx.update(match.id, "Matches", { [field]: state });
    return { id: updated.id };
  },
});
