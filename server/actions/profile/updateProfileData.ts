import { longId } from "../../../domain/ids.ts";
import { canEditProfile, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import type { Patch } from "../../store/ThingStore.ts";
import { profileChoiceIssues } from "../../../domain/profileChoices.ts";
import { issuesText } from "../../../domain/formMessages.ts";
import { ActionError, forbidden, notFound } from "../ActionError.ts";
import { defineAction } from "../defineAction.ts";

/**
 * SPEC §7 update-profile-data: a player edits their own profile, unless restricted, with only the
 * choices the profile page offers (pronouns from its list; a favourite hero from its list, or a
 * hero record's id, which the original website sends).
 */
export const updateProfileData = defineAction({
  key: "update-profile-data",
  async run({ tx, player }, { profileData }) {
    if (!canEditProfile(player)) throw forbidden(PERMISSION_MESSAGES.profileRestricted);
    const { profile_picture_theme, ...fields } = profileData;
    const hero = fields.favourite_hero;
    const heroRecord = hero && /^[A-Za-z0-9]{14,17}$/.test(hero) ? await tx.getTyped(longId(hero), "Heroes") : null;
    const issues = profileChoiceIssues(fields, () => !!heroRecord);
    if (issues.length) throw new ActionError(400, issuesText(issues), issues);
    const patch: Patch<"Players"> = { ...fields };
    if (profile_picture_theme !== undefined) {
      const theme = profile_picture_theme ? await tx.getTyped(longId(profile_picture_theme), "Themes") : null;
      if (profile_picture_theme && !theme) throw notFound("Theme");
      patch.profile_picture_theme = theme ? [theme.id] : null;
    }
    const updated = await tx.update(player!.id, "Players", patch);
    return { id: updated.id };
  },
});
