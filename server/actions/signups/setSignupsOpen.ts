import { parseSignupSettings, withSignupSettings } from "../../../domain/signups.ts";
import { defineAction } from "../defineAction.ts";
import { writeRecord } from "../console/writeRecord.ts";
import { editableSignupEvent } from "./shared.ts";

/** Event editors open or close the event's sign-ups (Event.blocks.signups.open); opening drops a closing time already past. */
export const setSignupsOpen = defineAction({
  key: "set-signups-open",
  async run({ tx, player, now }, { event: eventId, open }) {
    const event = await editableSignupEvent(tx, player, eventId);
    const settings = parseSignupSettings(event.blocks);
    const pastClose = open && settings.closes !== undefined && settings.closes <= now;
    await writeRecord(tx, "Events", event.id, {
      blocks: withSignupSettings(event.blocks, { open, ...(pastClose ? { closes: undefined } : {}) }),
    });
    return { open };
  },
});
