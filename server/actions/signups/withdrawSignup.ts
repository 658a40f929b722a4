import { parseSignupSettings, SIGNUP_MESSAGES, signupsOpen } from "../../../domain/signups.ts";
import { ActionError, forbidden } from "../ActionError.ts";
import { defineAction } from "../defineAction.ts";
import { writeRecord } from "../console/writeRecord.ts";
import { currentPlayer, signupEvent, signupOf } from "./shared.ts";

/** The signed-in player withdraws their sign-up while sign-ups are open: the record goes, and both sides' links with it. */
export const withdrawSignup = defineAction({
  key: "withdraw-signup",
  async run({ tx, player: caller, now }, payload) {
    const event = await signupEvent(tx, payload.event);
    if (!signupsOpen(parseSignupSettings(event.blocks), now)) throw forbidden(SIGNUP_MESSAGES.closed);
    const player = await currentPlayer(tx, caller);
    const signup = await signupOf(tx, player, event.id);
    if (!signup) throw new ActionError(404, SIGNUP_MESSAGES.notSignedUp);
    await writeRecord(tx, "Signup Data", signup.id, { event: [], player: [] });
    await tx.remove(signup.id);
    return { id: signup.id };
  },
});
