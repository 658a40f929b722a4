import { parseManualGuests, validateGuest } from "../../../domain/guests.ts";
import type { Patch } from "../../store/ThingStore.ts";
import { ActionError, notFound } from "../ActionError.ts";
import { patchOwnBroadcast } from "../context.ts";
import { defineAction } from "../defineAction.ts";

const one = (id: string | null | undefined) => (id === undefined ? undefined : id === null ? null : [id]);

/** Guests are checked with the dashboard's rules; each problem names its line and field. */
function checkGuests(text: string) {
  const issues = parseManualGuests(text).flatMap((guest, line) =>
    validateGuest(guest).map((p) => ({ path: `manualGuests.${line}.${p.field}`, message: p.message })),
  );
  if (issues.length) throw new ActionError(400, issues.map((i) => i.message).join("; "), issues);
}

/** SPEC §7 update-broadcast: any of its fields, on the caller's active broadcast. */
export const updateBroadcast = defineAction({
  key: "update-broadcast",
  // Images live outside the records: look the media up before the transaction.
  async prepare({ store }, p) {
    if (p.manualGuests !== undefined) checkGuests(p.manualGuests);
    const media = p.highlightMediaID ? await store.getImage(p.highlightMediaID) : null;
    if (p.highlightMediaID && !media) throw notFound("Media");
    return media;
  },
  async run({ tx, player }, p, media) {
    return patchOwnBroadcast(tx, player, () => {
      const patch: Patch<"Broadcasts"> = {};
      if (p.highlightTeamID !== undefined) patch.highlight_team = one(p.highlightTeamID);
      if (p.highlightHeroID !== undefined) patch.highlight_hero = one(p.highlightHeroID);
      if (p.highlightPlayerID !== undefined) patch.highlight_player = one(p.highlightPlayerID);
      if (p.highlightMediaID !== undefined)
        patch.highlight_media = media ? [{ id: media.id, fileExtension: media.ext, type: media.mime }] : null;
      if (p.title !== undefined) patch.title = p.title;
      if (p.countdownEnd !== undefined) patch.countdown_end = p.countdownEnd;
      if (p.advertise !== undefined) patch.advertise = p.advertise;
      if (typeof p.playerCams === "boolean") patch.show_cams = p.playerCams;
      else if (p.playerCams !== undefined) patch.player_cams = p.playerCams;
      if (p.mapAttack !== undefined) patch.map_attack = p.mapAttack;
      if (p.showLiveMatch !== undefined) patch.show_live_match = p.showLiveMatch;
      if (p.match !== undefined) patch.live_match = one(p.match);
      // Match is the default desk mode and is stored as no mode (SPEC §4).
      if (p.deskDisplayMode !== undefined) patch.desk_display = p.deskDisplayMode === "Match" ? null : p.deskDisplayMode;
      if (p.deskDisplayText !== undefined) patch.notice_text = p.deskDisplayText;
      if (p.manualGuests !== undefined) patch.manual_guests = p.manualGuests;
      return patch;
    });
  },
});
