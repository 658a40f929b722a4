import { SETTINGS_MESSAGES } from "../../../domain/eventSettings.ts";
import { longId } from "../../../domain/ids.ts";
import { canEditEvent, canEditTeam, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import type { PlayerRecord, TeamRecord } from "../../../domain/tables.ts";
import type { Patch, StoreReader } from "../../store/ThingStore.ts";
import { ActionError, forbidden, notFound } from "../ActionError.ts";
import { subjectOf } from "../context.ts";
import { defineAction } from "../defineAction.ts";
import { writeRecord } from "../console/writeRecord.ts";
import { saveSocials, saveThemeColours } from "./socials.ts";

const LOGO_MAX_BYTES = 1024 * 1024;

/** How the caller stands to the team: its own people (captains, owners, staff) or an editor of one of its events. */
async function teamAccess(store: StoreReader, player: PlayerRecord | null, team: TeamRecord): Promise<"team" | "event" | null> {
  if (canEditTeam(player, team)) return "team";
  const subject = await subjectOf(store, player);
  for (const id of team.event ?? []) {
    const event = await store.getTyped(id, "Events");
    if (event && canEditEvent(subject, event)) return "event";
  }
  return null;
}

/** Team settings (SPEC §2.5 /team/{id}/settings): roster, captains, staff, colours, logo and socials. */
export const updateTeamSettings = defineAction({
  key: "update-team-settings",
  // The logo is an image of the image store, written outside the transaction: check who asks first.
  async prepare({ store, player }, { team: teamId, settings }) {
    if (!settings.logo) return null;
    const team = await store.getTyped(longId(teamId), "Teams");
    if (!team) throw notFound("Team");
    if (!(await teamAccess(store, player, team))) throw forbidden(PERMISSION_MESSAGES.editTeam);
    const [, mime, ext] = /^data:(image\/(png|jpeg|gif|webp));base64,/.exec(settings.logo) ?? [];
    if (!mime) throw new ActionError(400, SETTINGS_MESSAGES.logoType, [{ path: "settings.logo", message: SETTINGS_MESSAGES.logoType }]);
    const data = Buffer.from(settings.logo.slice(settings.logo.indexOf(",") + 1), "base64");
    if (data.length > LOGO_MAX_BYTES)
      throw new ActionError(400, SETTINGS_MESSAGES.logoTooBig, [{ path: "settings.logo", message: SETTINGS_MESSAGES.logoTooBig }]);
    const id = await store.putImage({ ext: ext === "jpeg" ? "jpg" : ext, mime, data });
    return { id, fileExtension: ext === "jpeg" ? "jpg" : ext, type: mime };
  },
  async run({ tx, player }, { team: teamId, settings }, logo) {
    const team = await tx.getTyped(longId(teamId), "Teams");
    if (!team) throw notFound("Team");
    const access = await teamAccess(tx, player, team);
    if (!access) throw forbidden(PERMISSION_MESSAGES.editTeam);

    const patch: Patch<"Teams"> = {};
    if (settings.name !== undefined) patch.name = settings.name;
    if (settings.code !== undefined) patch.code = settings.code || null;
    for (const field of ["players", "captains", "team_staff"] as const) {
      const ids = settings[field];
      if (ids !== undefined) patch[field] = ids.length ? ids.map(longId) : null;
    }
    let themeId = team.theme?.[0] ?? null;
    const colours = settings.theme && Object.keys(settings.theme).length ? settings.theme : null;
    if (colours || logo || settings.logo === null) {
      themeId = await saveThemeColours(tx, themeId ?? undefined, settings.name ?? team.name, {
        ...colours,
        ...(logo ? { default_logo: [logo] } : settings.logo === null ? { default_logo: null } : {}),
      } as Record<string, never>);
      patch.theme = [themeId];
    }
    // Links the team adds itself wait for the event staff's approval (SPEC §3: only approved links show).
    if (settings.socials !== undefined)
      patch.socials = await saveSocials(tx, { field: "team", id: team.id, socials: team.socials }, settings.socials, access === "event");
    if (Array.isArray(patch.socials) && !patch.socials.length) patch.socials = null;
    const saved = await writeRecord(tx, "Teams", team.id, patch);
    return { id: saved.id, theme: themeId };
  },
});
