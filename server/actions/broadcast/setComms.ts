import { drivenBroadcast } from "../context.ts";
import { defineAction } from "../defineAction.ts";

/**
 * Team comms on a broadcast (0: off, 1 or 2: that team talks). The `comms_enable` and
 * `comms_disable` production triggers write through here; with no broadcast named it is
 * the caller's active one, as for every broadcast action.
 */
export const setComms = defineAction({
  key: "set-comms",
  async run({ tx, player }, { comms, broadcast: key }) {
    const broadcast = await drivenBroadcast(tx, player, key);
    const updated = await tx.update(broadcast.id, "Broadcasts", { comms });
    return { id: updated.id, comms };
  },
});
