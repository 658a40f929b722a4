import type { Patch } from "../../store/ThingStore.ts";
import { ActionError } from "../ActionError.ts";
import { moveBracketsOn } from "../bracket/resolveBracket.ts";
import { matchContext } from "../context.ts";
import { defineAction } from "../defineAction.ts";
import { applyMapData, type MapInput } from "../match/updateMapData.ts";
import { counterRequest, decideRequest, submitRequest } from "./reportFlow.ts";

interface ReportData {
  mapData?: MapInput[];
  matchData?: { start?: number; forfeit?: boolean; forfeit_reason?: string; score_1?: number; score_2?: number };
}

/** SPEC §7 submit-score-report: submit, approve, deny or counter a match's score report. */
export const submitScoreReport = defineAction({
  key: "submit-score-report",
  async run({ tx, player, now }, { matchID, action, reportData, confirm }) {
    const ctx = await matchContext(tx, player, matchID);
    const settings = ctx.blocks.reporting.score;
    const apply = async (raw: unknown) => {
      const data = (raw ?? {}) as ReportData;
      const match = (await tx.getTyped(ctx.match.id, "Matches"))!;
      if (data.mapData) await applyMapData(tx, match, data.mapData);
      if (data.matchData) await tx.update(match.id, "Matches", { ...data.matchData } as Patch<"Matches">);
      // An applied result moves its bracket on at once, in the same transaction; clearing a
      // later match's result waits for `confirm`.
      await moveBracketsOn(tx, match.id, confirm);
    };
    if (action === "approve" || action === "deny") return decideRequest(tx, ctx, "score", settings, action, apply);
    if (!reportData || (!reportData.mapData && !reportData.matchData)) {
      throw new ActionError(400, "A score report needs map or match data", [{ path: "reportData", message: "Required" }]);
    }
    if (action === "counter") return counterRequest(tx, ctx, "score", settings, reportData, player!.id, now, apply);
    return submitRequest(tx, ctx, "score", settings, reportData, player!.id, now, apply);
  },
});

/** Reschedule requests: a new start time, approved like score reports under reporting.rescheduling. */
export const submitReschedule = defineAction({
  key: "submit-reschedule",
  async run({ tx, player, now }, { matchID, action, start }) {
    const ctx = await matchContext(tx, player, matchID);
    const settings = ctx.blocks.reporting.rescheduling;
    const apply = async (raw: unknown) => {
      const data = raw as { start: number };
      await tx.update(ctx.match.id, "Matches", { start: data.start });
    };
    if (action !== "submit") return decideRequest(tx, ctx, "reschedule", settings, action, apply);
    if (start === undefined)
      throw new ActionError(400, "A reschedule request needs a start time", [{ path: "start", message: "Required" }]);
    return submitRequest(tx, ctx, "reschedule", settings, { start }, player!.id, now, apply);
  },
});
