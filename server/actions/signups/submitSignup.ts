import {
  eligibleWithMain,
  parseSignupSettings,
  PLAYER_ROLE_SR_FIELD,
  ROLE_SR_FIELD,
  SIGNUP_MESSAGES,
  SIGNUP_ROLES,
  signupsOpen,
} from "../../../domain/signups.ts";
import type { Patch } from "../../store/ThingStore.ts";
import { forbidden } from "../ActionError.ts";
import { defineAction } from "../defineAction.ts";
import { writeRecord } from "../console/writeRecord.ts";
import { currentPlayer, signupEvent, signupOf } from "./shared.ts";

/**
 * The signed-in player signs up for an event whose sign-ups are open, or changes their
 * sign-up (SPEC §1, §3 Signup data). Their SR and eligible roles are copied onto their player record.
 */
export const submitSignup = defineAction({
  key: "submit-signup",
  async run({ tx, player: caller, now }, payload) {
    const event = await signupEvent(tx, payload.event);
    if (!signupsOpen(parseSignupSettings(event.blocks), now)) throw forbidden(SIGNUP_MESSAGES.closed);
    const player = await currentPlayer(tx, caller);
    const existing = await signupOf(tx, player, event.id);
    const eligible = eligibleWithMain(payload.main_role, payload.eligible_roles);
    const fields: Patch<"Signup Data"> = {
      main_role: payload.main_role,
      sr: payload.sr ?? null,
      info_for_captains: payload.info_for_captains || null,
      eligible_roles: eligible,
    };
    for (const role of SIGNUP_ROLES) fields[ROLE_SR_FIELD[role]] = payload[ROLE_SR_FIELD[role]] ?? null;
    const saved = existing
      ? await writeRecord(tx, "Signup Data", existing.id, fields)
      : await writeRecord(tx, "Signup Data", null, { ...fields, event: [event.id], player: [player.id] });

    const playerPatch: Patch<"Players"> = { eligible_roles: eligible };
    if (payload.sr !== undefined) playerPatch.manual_sr = payload.sr;
    for (const role of SIGNUP_ROLES) {
      const value = payload[ROLE_SR_FIELD[role]];
      if (value !== undefined) playerPatch[PLAYER_ROLE_SR_FIELD[role]] = value;
    }
    await tx.update(player.id, "Players", playerPatch);
    return { id: saved.id, created: !existing };
  },
});
